/** Pages request their scripts after the first paint, through the boot script, and nothing is lost. */
import { describe, expect, it } from 'vitest'
import { deferPageScripts, dependenciesFirst } from '../../generator/output/deferScripts'
import { htmlAssets } from '../../tools/budgets/budgets'

const vikePage = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/static/a.css"></head><body><div id="root"><h1>Hi</h1></div>
    <script id="vike_pageContext" type="application/json">{"data":1}</script>
    <script src="/assets/entries/entry-server-routing.X1.js" type="module" async></script>
    <link rel="modulepreload" href="/assets/entries/pages_about.Y2.js" as="script" type="text/javascript">
    <link rel="modulepreload" href="/assets/chunks/chunk-Z3.js" as="script" type="text/javascript">
  </body></html>`

describe('deferPageScripts', () => {
  it('replaces the entry script and its modulepreloads with the boot script naming them all', () => {
    const html = deferPageScripts(vikePage, '/assets/boot.abc.js')
    expect(html).not.toContain('type="module"')
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<script src="/assets/boot.abc.js" defer data-entry="/assets/entries/entry-server-routing.X1.js" data-preload="/assets/entries/pages_about.Y2.js /assets/chunks/chunk-Z3.js"></script>')
    // The page context stays in place, before the boot script.
    expect(html.indexOf('vike_pageContext')).toBeLessThan(html.indexOf('boot.abc.js'))
    // The budget check still sees every file the page loads.
    expect(htmlAssets(html)).toMatchObject({
      scripts: ['/assets/boot.abc.js', '/assets/entries/entry-server-routing.X1.js'],
      modulepreloads: ['/assets/entries/pages_about.Y2.js', '/assets/chunks/chunk-Z3.js'],
    })
  })

  it('leaves pages without an entry script (redirect pages) or with several untouched', () => {
    const redirect = '<!DOCTYPE html><meta http-equiv="refresh" content="0; url=/">'
    expect(deferPageScripts(redirect, '/assets/boot.abc.js')).toBe(redirect)
    const two = vikePage.replace('</body>', '<script src="/assets/other.js" type="module" async></script></body>')
    expect(deferPageScripts(two, '/assets/boot.abc.js')).toBe(two)
  })
})

describe('dependenciesFirst', () => {
  // page imports react and ui; ui imports react; react imports nothing listed (its own import is not listed).
  const imports: Record<string, string[]> = { '/page.js': ['/react.js', '/ui.js'], '/ui.js': ['/react.js', '/unlisted.js'], '/react.js': ['/unlisted.js'] }
  const importsOf = (url: string) => imports[url] ?? []

  it('lists every module after the listed modules it imports, and each once', () => {
    expect(dependenciesFirst(['/page.js', '/ui.js', '/react.js'], importsOf)).toEqual(['/react.js', '/ui.js', '/page.js'])
  })

  it('keeps the given order where nothing depends on it, and leaves unlisted imports out', () => {
    expect(dependenciesFirst(['/a.js', '/react.js', '/b.js'], importsOf)).toEqual(['/a.js', '/react.js', '/b.js'])
  })

  it('ends on a cycle instead of looping', () => {
    const cyclic = (url: string) => (url === '/x.js' ? ['/y.js'] : url === '/y.js' ? ['/x.js'] : [])
    expect(dependenciesFirst(['/x.js', '/y.js'], cyclic)).toEqual(['/y.js', '/x.js'])
  })

  it('names the chunks of a page dependencies first in its boot script', () => {
    const page = vikePage.replace('/assets/chunks/chunk-Z3.js', '/assets/chunks/react.js')
    const html = deferPageScripts(page, '/assets/boot.abc.js', (url) => (url.includes('pages_about') ? ['/assets/chunks/react.js'] : []))
    expect(html).toContain('data-preload="/assets/chunks/react.js /assets/entries/pages_about.Y2.js"')
  })
})
