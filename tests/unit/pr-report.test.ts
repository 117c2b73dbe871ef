/**
 * `npm run pr:report`: which routes a change touches, with what differs on every build set aside (the
 * hashed names of assets), the pictures' changed-pixel figure, and the report a pull request shows.
 * Proved on two tiny built sites made here; the whole command is run on a real change by hand (docs/testing.md).
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { createProcessor } from '@mdx-js/mdx'
import { PNG } from 'pngjs'
import remarkGfm from 'remark-gfm'
import { describe, expect, it } from 'vitest'
import { routeChanges } from '../../tools/prReport/routeChanges'
import { writeReport, type ReportInput } from '../../tools/prReport/writeReport'
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

/** A Markdown node as GitHub's Markdown (CommonMark and GFM) reads it, as far as these tests look. */
interface MdNode {
  type: string
  value?: string
  url?: string
  children?: MdNode[]
}

/** The report as GitHub renders it: its tree, read by CommonMark with GFM's tables. */
const rendered = (markdown: string) =>
  createProcessor({ format: 'md', remarkPlugins: [remarkGfm] }).parse(markdown) as unknown as MdNode
const nodesOf = (node: MdNode): MdNode[] => [node, ...(node.children ?? []).flatMap(nodesOf)]
/** The words a node shows, its children's joined. */
const textOf = (node: MdNode): string => node.value ?? (node.children ?? []).map(textOf).join('')

describe('writeReport, with what a pull request wrote', () => {
  // What closes a code fence or a code span, then a heading, an image, a mention, HTML and a table row.
  const attack = (tag: string) =>
    `${tag} \`\`\`\`\n~~~\n## Forged heading ${tag}\n![forged](https://evil.example/${tag}.png)\n@forged-${tag} <img src=x onerror=alert(1)> | cell |\n`
  const input: ReportInput = {
    base: { ref: `main\` ${attack('ref')}`, commit: 'abcdef1234567' },
    routes: [
      {
        route: `/changed\`|${attack('route')}`,
        status: 'changed',
        before: { js: 1, css: 1, images: 0 },
        after: { js: 1, css: 1, images: 0 },
      },
      { route: `/added\`${attack('added')}`, status: 'added', after: { js: 0, css: 1, images: 0 } },
    ],
    pixels: ['phone', 'desktop'].map((screen) => ({
      route: `/changed\`|${attack('route')}`,
      screen: screen as 'phone' | 'desktop',
      share: 0.5,
      before: `pictures/changed)${attack('picture')}-before.png`,
      after: 'pictures/after.png',
      diff: 'pictures/difference.png',
    })),
    contentProblems: `Content check failed: 1 problem.\n  content/x.mdx\n    field:    ${attack('key')}`,
    buildFailure: `\`\`\`\`\`\`\n${attack('build')}`,
    scriptsChanged: 0,
    seconds: 1,
  }
  const report = writeReport(input)
  const nodes = nodesOf(rendered(report))

  it('shows it as code only: no heading, image, mention, HTML or link of its own', () => {
    expect(nodes.filter((n) => n.type === 'image' || n.type === 'html')).toEqual([])
    expect(nodes.filter((n) => n.type === 'heading').map(textOf)).toEqual([
      'What this change does to the site',
      'Content problems',
      'The site could not be built',
      'Changed pages',
      'Added pages',
    ])
    // Text outside code names nothing planted and mentions no one.
    for (const node of nodes.filter((n) => n.type === 'text'))
      expect(node.value, 'text outside code').not.toMatch(/forged|evil|@|onerror/i)
    // The pictures' links, each to its file (its path percent-encoded).
    expect(nodes.filter((n) => n.type === 'link').map((n) => decodeURIComponent(n.url!))).toEqual(
      input.pixels.flatMap((p) => [p.before, p.after, p.diff]),
    )
  })

  it('shows each text whole, in one piece of code, and each page in its own row', () => {
    const code = nodes.filter((n) => n.type === 'code').map((n) => n.value)
    expect(code).toEqual([input.contentProblems, input.buildFailure])
    const inline = nodes.filter((n) => n.type === 'inlineCode').map((n) => n.value ?? '')
    expect(inline).toContain(`main\` ${attack('ref').replace(/\n/g, ' ')}`)
    // Each page's address, percent-encoded.
    expect(inline.map((value) => decodeURIComponent(value))).toEqual(
      expect.arrayContaining(input.routes.map((r) => r.route)),
    )
    const rows = nodes.filter((n) => n.type === 'tableRow')
    // Two header rows, the changed page's and the added page's.
    expect(rows.map((row) => row.children!.length)).toEqual([6, 6, 4, 4])
  })
})
