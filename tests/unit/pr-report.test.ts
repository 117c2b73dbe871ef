/**
 * `npm run pr:report`: which routes a change touches, with what differs on every build set aside (the
 * hashed names of assets), the pictures' changed-pixel figure, and the report a pull request shows.
 * Proved on two tiny built sites made here; the whole command is run on a real change by hand (README).
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { routeChanges } from '../../tools/prReport/routeChanges'
import { writeReport } from '../../tools/prReport/writeReport'
import { compareShots } from '../../tools/shots/compareShots'
import { useTempDirs } from '../support/tempDirs'

const tempDir = useTempDirs()

/**
 * A built client folder from a map of files, with the manifest of the browser's build beside it
 * (`assets.json`, as Vike writes it): the entry imports the page's chunk with import().
 */
function site(files: Record<string, string>): string {
  const client = path.join(tempDir('pr-report-site-'), 'client')
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true })
    fs.writeFileSync(path.join(client, file), text)
  }
  const [entry, chunk] = ['entries/client', 'chunks/chunk-'].map((start) =>
    Object.keys(files).find((file) => file.startsWith(`assets/${start}`)),
  )
  const manifest = {
    'renderer/+client.ts': { file: entry, isEntry: true, dynamicImports: ['components/QuoteForm.tsx'] },
    'components/QuoteForm.tsx': { file: chunk, isDynamicEntry: true },
  }
  fs.writeFileSync(path.join(client, '../assets.json'), JSON.stringify(manifest))
  return client
}

const page = (entry: string, body: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/assets/static/style.1XZmJT09.css"></head><body><main>${body}</main><script data-entry="${entry}" data-preload=""></script></body></html>`

describe('routeChanges', () => {
  // The shared entry lists every island chunk by name: a price in the quote form's chunk renames it.
  const beforeFiles = {
    'index.html': page('/assets/entries/client.AAAAAAAA.js', '<h1>Home</h1>'),
    'pricing.html': page('/assets/entries/client.AAAAAAAA.js', '<p>Left chest $15</p>'),
    'refund-policy.html': page('/assets/entries/client.AAAAAAAA.js', '<p>Refunds</p>'),
    'old.html': page('/assets/entries/client.AAAAAAAA.js', '<p>Old</p>'),
    'assets/entries/client.AAAAAAAA.js':
      'const deps=["assets/chunks/chunk-QQQQQQQQ.js"];import("../chunks/chunk-QQQQQQQQ.js")',
    'assets/chunks/chunk-QQQQQQQQ.js': 'export const price=15',
    'assets/static/style.1XZmJT09.css': 'p{color:red}',
  }
  const afterFiles = {
    'index.html': page('/assets/entries/client.BBBBBBBB.js', '<h1>Home</h1>'),
    'pricing.html': page('/assets/entries/client.BBBBBBBB.js', '<p>Left chest $18</p>'),
    'refund-policy.html': page('/assets/entries/client.BBBBBBBB.js', '<p>Refunds</p>'),
    'new.html': page('/assets/entries/client.BBBBBBBB.js', '<p>New</p>'),
    'assets/entries/client.BBBBBBBB.js':
      'const deps=["assets/chunks/chunk-RRRRRRRR.js"];import("../chunks/chunk-RRRRRRRR.js")',
    'assets/chunks/chunk-RRRRRRRR.js': 'export const price=18',
    'assets/static/style.1XZmJT09.css': 'p{color:red}',
  }

  it('names the pages whose HTML changed, and leaves out those that only name renamed assets', () => {
    const routes = routeChanges(site(beforeFiles), site(afterFiles))
    const changes = Object.fromEntries(routes.map((c) => [c.route, c.status]))
    // A page's JavaScript counts the chunk its entry imports, as the build's manifest says.
    const gzip = (text: string) => gzipSync(text).length
    expect(routes.find((c) => c.route === '/pricing')!.after!.js).toBe(
      gzip(afterFiles['assets/entries/client.BBBBBBBB.js']) + gzip(afterFiles['assets/chunks/chunk-RRRRRRRR.js']),
    )
    expect(changes).toEqual({
      '/': 'unchanged',
      '/pricing': 'changed',
      '/refund-policy': 'unchanged',
      '/old': 'removed',
      '/new': 'added',
    })
  })

  it('counts a changed stylesheet as a change of every page that links it, with its bytes before and after', () => {
    const restyled = site({ ...beforeFiles, 'assets/static/style.1XZmJT09.css': 'p{color:blue;font-weight:700}' })
    const home = routeChanges(site(beforeFiles), restyled).find((c) => c.route === '/')!
    expect(home.status).toBe('changed')
    expect(home.after!.css).toBeGreaterThan(home.before!.css)
  })
})

describe('compareShots', () => {
  it('gives the share of changed pixels, where they are, and a picture of them', () => {
    const dir = tempDir('pr-report-shots-')
    const shot = (file: string, paint: (x: number, y: number) => number) => {
      const png = new PNG({ width: 10, height: 20 })
      for (let y = 0; y < 20; y++)
        for (let x = 0; x < 10; x++) png.data.set([paint(x, y), paint(x, y), paint(x, y), 255], (y * 10 + x) * 4)
      fs.writeFileSync(path.join(dir, file), PNG.sync.write(png))
    }
    shot('a.png', () => 255)
    shot('b.png', (_x, y) => (y >= 5 && y < 7 ? 0 : 255))
    const result = compareShots(path.join(dir, 'a.png'), path.join(dir, 'b.png'), path.join(dir, 'd.png'))
    expect(result.share).toBeCloseTo(20 / 200)
    expect(result.rows).toEqual([5, 6])
    expect(fs.existsSync(path.join(dir, 'd.png'))).toBe(true)
    expect(compareShots(path.join(dir, 'a.png'), path.join(dir, 'a.png'), path.join(dir, 'e.png'))).toEqual({
      share: 0,
      sizes: undefined,
      rows: undefined,
    })
  })
})

describe('writeReport', () => {
  it('lists the changed pages with their pixels and bytes, the added and removed ones, and the rest as a count', () => {
    const report = writeReport({
      base: { ref: 'HEAD~1', commit: 'abcdef1234567' },
      routes: [
        {
          route: '/pricing',
          status: 'changed',
          before: { js: 2048, css: 1024, images: 0 },
          after: { js: 2048, css: 1024, images: 0 },
        },
        { route: '/new', status: 'added', after: { js: 0, css: 1024, images: 0 } },
        { route: '/refund-policy', status: 'unchanged' },
      ],
      pixels: [
        {
          route: '/pricing',
          screen: 'phone',
          share: 0.0125,
          rows: [891, 1586],
          before: 'pictures/pricing-phone-before.png',
          after: 'pictures/pricing-phone-after.png',
          diff: 'pictures/pricing-phone-difference.png',
        },
      ],
      contentProblems: '',
      scriptsChanged: 1,
      seconds: 95,
    })
    expect(report).toContain('**1 page changed**, 1 added, 0 removed, 1 unchanged')
    expect(report).toContain(
      '| `/pricing` | 1.3 %, 891–1586 px from the top · [before](pictures/pricing-phone-before.png)',
    )
    expect(report).toContain('| `/new` |')
    expect(report).not.toContain('`/refund-policy`')
    expect(report).toContain('1 other page is unchanged')
  })
})
