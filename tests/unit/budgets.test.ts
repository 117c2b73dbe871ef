/**
 * The budget check on tiny built sites written to a temp folder: a route over budget fails the
 * command with the route, the size, the budget and a fix; the same site under budget passes.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { measureClientDir } from '../../tools/check-budgets'
import { checkBudgets, chunkImports, KB } from '../../tools/budgets/budgets'

const root = path.resolve(import.meta.dirname, '../..')
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'))
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }))

/** Random bytes in base64: gzip takes them back to about their raw size, so this is `gzipBytes` gzipped. */
const incompressible = (gzipBytes: number) => `export const blob = "${randomBytes(gzipBytes).toString('base64')}";\n`

/**
 * A built client folder: `/` loads the router entry and its page entry, which statically imports
 * `framework.js` (of `frameworkKB`) and lazily a carousel chunk; `/about` also preloads the form chunk.
 */
function site(name: string, opts: { frameworkKB: number; formKB: number; cssKB: number; carousel?: boolean }): string {
  const dir = path.join(temp, name)
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), text)
  }
  const page = (entry: string, extra = '') => `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/static/site.css"></head><body><main>Hello</main>
<script src="/assets/entries/entry-client-routing.js" type="module" async></script>
<link rel="modulepreload" href="/assets/entries/${entry}" as="script">${extra}</body></html>`
  write('index.html', page('pages_index.js'))
  write('about/index.html', page('pages_about.js', '<link rel="modulepreload" href="/assets/chunks/form.js">'))
  write('old.asp/index.html', '<!DOCTYPE html><meta http-equiv="refresh" content="0;url=/">')
  write('assets/entries/entry-client-routing.js', `import{a}from"../chunks/framework.js";const p=()=>import("./pages_about.js");`)
  write('assets/entries/pages_index.js', `import{a}from"../chunks/framework.js";const c=()=>import(\`../chunks/carousel.js\`);`)
  write('assets/entries/pages_about.js', `import"../chunks/framework.js";`)
  write('assets/chunks/framework.js', incompressible(opts.frameworkKB * KB))
  write('assets/chunks/form.js', incompressible(opts.formKB * KB))
  write('assets/chunks/carousel.js', `${opts.carousel ? 'const c="swiper-wrapper";' : ''}${incompressible(2 * KB)}`)
  write('assets/static/site.css', `/*${randomBytes(opts.cssKB * KB).toString('base64')}*/`)
  return dir
}

const run = (dir: string) => spawnSync(process.execPath, ['--import', 'tsx', 'tools/check-budgets.ts', dir], { cwd: root, encoding: 'utf8' })

describe('check:budgets', () => {
  it('reads static, dynamic and preloaded imports of a minified chunk', () => {
    const code = `/* empty css */import{a as b}from"./a.js";import"./b.js";export{c}from'./c.js';const d=()=>import(\`./d.js\`),e=import.meta.url;const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/chunks/e.js","assets/static/e.css"])))=>i.map(i=>d[i]);`
    expect(chunkImports(code)).toEqual({ static: ['./a.js', './b.js', './c.js'], dynamic: ['./d.js'], preloadDeps: ['/assets/chunks/e.js', '/assets/static/e.css'] })
  })

  it('passes a site under budget and prints every route', () => {
    const result = run(site('small', { frameworkKB: 60, formKB: 10, cssKB: 5 }))
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toMatch(/^\/\s/m)
    expect(result.stdout).toMatch(/^\/about\s/m)
    expect(result.stdout).not.toContain('/old.asp') // redirect pages load nothing
    expect(result.stdout).toContain('All 2 routes are within budget.')
  })

  it('fails a route over the JavaScript budget, naming the route, the size, the budget and the fix', () => {
    const result = run(site('heavy-form', { frameworkKB: 60, formKB: 45, cssKB: 5 }))
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/\/about: initial JavaScript 10\d\.\d KB gzip is over the 100\.0 KB budget/)
    expect(result.stderr).toContain('/assets/chunks/form.js')
    expect(result.stderr).toContain('import()')
    expect(result.stderr).not.toMatch(/^- \/: /m) // the home page is fine
  })

  it('fails a route over the CSS budget', () => {
    const result = run(site('heavy-css', { frameworkKB: 60, formKB: 10, cssKB: 30 }))
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/\/: CSS 3\d\.\d KB gzip is over the 25\.0 KB budget/)
  })

  it('counts lazy chunks apart, and gives a page with Swiper the carousel budget', () => {
    const plain = measureClientDir(site('plain', { frameworkKB: 105, formKB: 1, cssKB: 1 }))
    const home = plain.find((r) => r.route === '/')!
    expect(home.lazyJs.map((a) => a.url)).toEqual(['/assets/chunks/carousel.js'])
    expect(home.initialJs.map((a) => a.url)).not.toContain('/assets/chunks/carousel.js')
    // The router's import() of other pages is client navigation, not this page's code.
    expect(home.lazyJs.map((a) => a.url)).not.toContain('/assets/entries/pages_about.js')
    expect(home.carousel).toBe(false)
    expect(checkBudgets(plain).map((f) => f.route)).toContain('/')

    const withSwiper = measureClientDir(site('swiper', { frameworkKB: 105, formKB: 1, cssKB: 1, carousel: true }))
    expect(withSwiper.find((r) => r.route === '/')!.carousel).toBe(true)
    expect(checkBudgets(withSwiper).map((f) => f.route)).not.toContain('/')
  })
})
