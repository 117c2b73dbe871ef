/**
 * The budget check on a tiny built site written to a temp folder, measured in Chromium as the real
 * site is: a route over its JavaScript budget (by what it loads, or with every island used) or its
 * CSS budget fails the command with the route, the size, the budget and a fix, and a route under its
 * budget is not named, and the same kind of site under budget passes. (A measure that stopped failing would let every regression through; one that
 * failed wrongly would show on the first run.)
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { KB } from '../../tools/budgets/budgets'

const root = path.resolve(import.meta.dirname, '../..')
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'))
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }))

/** Random bytes in base64: gzip takes them back to about their raw size, so this is `gzipBytes` gzipped. */
const incompressible = (gzipBytes: number) => `export const blob = "${randomBytes(gzipBytes).toString('base64')}";\n`

/**
 * The site's entry in miniature: marks the page started, starts the islands marked `data-start="now"`
 * with their chunk, those marked `near` as they come near the window, and the others when they are used
 * (`island:wake`, as the measure uses them).
 */
const entry = `
const start = (el) => import('./chunks/' + el.dataset.island + '.js').then(() => el.setAttribute('data-hydrated', ''))
const near = new IntersectionObserver((entries) => entries.forEach((e) => e.isIntersecting && start(e.target)))
for (const el of document.querySelectorAll('[data-island]')) {
  if (el.dataset.start === 'now') start(el)
  else if (el.dataset.start === 'near') near.observe(el)
  el.addEventListener('island:wake', () => start(el), { once: true })
}
document.documentElement.setAttribute('data-hydrated', '')
`

interface Route {
  file: string
  /** KB of script the page names itself. */
  ownKB?: number
  islands?: { name: string; kb: number; start: 'now' | 'near' | 'use' }[]
}

/**
 * A built client folder with these pages and `cssKB` of CSS on each, and the manifest of the browser's
 * build beside it (`assets.json`, as Vike writes it).
 */
function site(name: string, routes: Route[], cssKB = 5): string {
  const dir = path.join(temp, name, 'client')
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), text)
  }
  write('assets/entry.js', entry)
  write('assets/static/site.css', `/*${randomBytes(cssKB * KB).toString('base64')}*/`)
  for (const route of routes) {
    const own = route.ownKB ? `<script type="module" src="/assets/own-${route.ownKB}.js"></script>` : ''
    if (route.ownKB) write(`assets/own-${route.ownKB}.js`, incompressible(route.ownKB * KB))
    const islands = (route.islands ?? []).map((island) => {
      write(`assets/chunks/${island.name}.js`, incompressible(island.kb * KB))
      // A part that starts as it comes near stands three screens below the first view.
      const spacer = island.start === 'near' ? '<div style="height: 3000px"></div>' : ''
      return `${spacer}<div data-island="${island.name}" data-start="${island.start}">part</div>`
    })
    write(
      route.file,
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/static/site.css"></head><body><main>Hello</main>${islands.join('')}<script type="module" src="/assets/entry.js"></script>${own}</body></html>`,
    )
  }
  write('old.asp.html', '<!DOCTYPE html><meta http-equiv="refresh" content="0;url=/">')
  write('../assets.json', JSON.stringify({ 'renderer/+client.ts': { file: 'assets/entry.js', isEntry: true } }))
  return dir
}

const run = (dir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'tools/check-budgets.ts', dir], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  })

describe('check:budgets', () => {
  it(
    'passes a site under budget and prints every route, with what comes near and what waits for use counted apart',
    { timeout: 120_000 },
    () => {
      const result = run(
        site('small', [
          {
            file: 'index.html',
            islands: [
              { name: 'video', kb: 6, start: 'now' },
              { name: 'form', kb: 70, start: 'near' },
            ],
          },
          { file: 'about.html', islands: [{ name: 'carousel', kb: 60, start: 'now' }] },
          { file: 'privacy.html' },
          { file: 'contact.html', islands: [{ name: 'form', kb: 70, start: 'use' }] },
        ]),
      )
      expect(result.status, result.stderr).toBe(0)
      // The home page loads its 6 KB part, and the 70 KB one further down only as it comes near.
      expect(result.stdout).toMatch(/^\/\s+video form\s+[6-7]\.\d KB\s+10\.0 KB\s+\+7\d\.\d KB\s+-\s+7\d\.\d KB/m)
      expect(result.stdout).toMatch(/^\/about\s+carousel\s+6\d\.\d KB\s+75\.0 KB/m)
      expect(result.stdout).toMatch(/^\/privacy\s+-\s+[0-2]\.\d KB\s+8\.0 KB/m)
      // The form waits for the visitor: the page loads a few hundred bytes, and 70 KB more on use.
      expect(result.stdout).toMatch(/^\/contact\s+form\s+[0-2]\.\d KB\s+75\.0 KB\s+-\s+\+7\d\.\d KB/m)
      expect(result.stdout).not.toContain('/old.asp') // redirect pages load nothing
      expect(result.stdout).toContain('All 4 routes are within budget.')
    },
  )

  it('fails routes over a budget, naming the route, the size, the budget and the fix', { timeout: 120_000 }, () => {
    const result = run(
      site(
        'heavy',
        [
          { file: 'index.html', islands: [{ name: 'video', kb: 12, start: 'now' }] },
          { file: 'privacy.html', ownKB: 10 },
          { file: 'portfolio.html', islands: [{ name: 'gallery', kb: 80, start: 'now' }] },
          { file: 'contact.html', islands: [{ name: 'form', kb: 110, start: 'use' }] },
          { file: 'blog/__shell.html', islands: [{ name: 'post', kb: 25, start: 'now' }] },
        ],
        30,
      ),
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(
      /\/privacy: loads 1\d\.\d KB of JavaScript before use \(gzip, on a 390 px phone\), over the 8\.0 KB budget \(no island\)/,
    )
    expect(result.stderr).toMatch(
      /\/portfolio: loads 8\d\.\d KB of JavaScript before use .* over the 75\.0 KB budget \(islands\).*\/assets\/chunks\/gallery\.js/,
    )
    expect(result.stderr).toMatch(
      /\/: loads 1\d\.\d KB of JavaScript before use .* over the 10\.0 KB budget \(\/'s own\)/,
    )
    expect(result.stderr).toMatch(
      /\/blog\/__shell: loads 2\d\.\d KB of JavaScript before use .* over the 20\.0 KB budget \(a shell page\)/,
    )
    expect(result.stderr).toMatch(/\/contact: with every part reached and used it loads 11\d\.\d KB .* over 100\.0 KB/)
    expect(result.stderr).toContain('Fix:')
    expect(result.stderr).toMatch(/\/: CSS 3\d\.\d KB gzip is over the 25\.0 KB budget/)
  })
})
