/**
 * The budget check on a tiny built site written to a temp folder, measured in Chromium as the real
 * site is: a route over its JavaScript budget (by what it loads, or with every island used) or its
 * CSS budget fails the command with the route, the size, the budget and a fix, and a route under its
 * budget is not named. (A measure that stopped failing would let every regression through; one that
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
 * with their chunk, and the others when they are used (`island:wake`, as the measure uses them).
 */
const entry = `
const start = (el) => import('./chunks/' + el.dataset.island + '.js').then(() => el.setAttribute('data-hydrated', ''))
for (const el of document.querySelectorAll('[data-island]')) {
  if (el.dataset.start === 'now') start(el)
  else el.addEventListener('island:wake', () => start(el), { once: true })
}
document.documentElement.setAttribute('data-hydrated', '')
`

interface Route {
  file: string
  /** KB of script the page names itself. */
  ownKB?: number
  islands?: { name: string; kb: number; start: 'now' | 'use' }[]
}

/** A built client folder with these pages and `cssKB` of CSS on each. */
function site(name: string, routes: Route[], cssKB = 5): string {
  const dir = path.join(temp, name)
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
      return `<div data-island="${island.name}" data-start="${island.start}">part</div>`
    })
    write(route.file, `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/static/site.css"></head><body><main>Hello</main>${islands.join('')}<script type="module" src="/assets/entry.js"></script>${own}</body></html>`)
  }
  write('old.asp.html', '<!DOCTYPE html><meta http-equiv="refresh" content="0;url=/">')
  return dir
}

const run = (dir: string) => spawnSync(process.execPath, ['--import', 'tsx', 'tools/check-budgets.ts', dir], { cwd: root, encoding: 'utf8', timeout: 120_000 })

describe('check:budgets', () => {
  it('fails routes over a budget, naming the route, the size, the budget and the fix', { timeout: 120_000 }, () => {
    const result = run(
      site(
        'heavy',
        [
          { file: 'index.html' },
          { file: 'privacy.html', ownKB: 10 },
          { file: 'portfolio.html', islands: [{ name: 'gallery', kb: 80, start: 'now' }] },
          { file: 'contact.html', islands: [{ name: 'form', kb: 110, start: 'use' }] },
        ],
        30,
      ),
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/\/privacy: loads 1\d\.\d KB of JavaScript \(gzip, on a 390 px phone\), over the 8\.0 KB budget \(no island\)/)
    expect(result.stderr).toMatch(/\/portfolio: loads 8\d\.\d KB of JavaScript .* over the 75\.0 KB budget \(islands\).*\/assets\/chunks\/gallery\.js/)
    expect(result.stderr).toMatch(/\/contact: with every part used it loads 11\d\.\d KB .* over 100\.0 KB/)
    expect(result.stderr).toContain('Fix:')
    expect(result.stderr).not.toMatch(/^- \/: loads/m) // the home page's script is fine
    expect(result.stderr).toMatch(/\/: CSS 3\d\.\d KB gzip is over the 25\.0 KB budget/)
  })
})
