/** Pages request their scripts after the first paint, through the inline boot script, and nothing is lost. */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bootScript, bootScriptHash } from '../../generator/output/bootScript'
import { deferPageScripts, dependenciesFirst } from '../../generator/output/deferScripts'
import { contentSecurityPolicy } from '../../generator/output/securityHeaders'
import { htmlAssets } from '../../tools/budgets/budgets'

const vikePage = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/static/a.css"></head><body><div id="root"><h1>Hi</h1></div>
    <script id="vike_pageContext" type="application/json">{"data":1}</script>
    <script src="/assets/entries/entry-server-routing.X1.js" type="module" async></script>
    <link rel="modulepreload" href="/assets/entries/pages_about.Y2.js" as="script" type="text/javascript">
    <link rel="modulepreload" href="/assets/chunks/chunk-Z3.js" as="script" type="text/javascript">
  </body></html>`

describe('deferPageScripts', () => {
  it('replaces the entry script and its modulepreloads with the inline boot script naming them all', () => {
    const html = deferPageScripts(vikePage)
    expect(html).not.toContain('type="module"')
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain(
      `<script data-entry="/assets/entries/entry-server-routing.X1.js" data-preload="/assets/entries/pages_about.Y2.js /assets/chunks/chunk-Z3.js">${bootScript}</script>`,
    )
    // The page context stays in place, before the boot script.
    expect(html.indexOf('vike_pageContext')).toBeLessThan(html.indexOf('data-entry'))
    // The budget check still sees every file the page loads.
    expect(htmlAssets(html)).toMatchObject({
      scripts: ['/assets/entries/entry-server-routing.X1.js'],
      modulepreloads: ['/assets/entries/pages_about.Y2.js', '/assets/chunks/chunk-Z3.js'],
    })
  })

  it('leaves pages without an entry script (redirect pages) or with several untouched', () => {
    const redirect = '<!DOCTYPE html><meta http-equiv="refresh" content="0; url=/">'
    expect(deferPageScripts(redirect)).toBe(redirect)
    const two = vikePage.replace('</body>', '<script src="/assets/other.js" type="module" async></script></body>')
    expect(deferPageScripts(two)).toBe(two)
  })
})

describe('the boot script in the page', () => {
  it("is allowed by the site's Content-Security-Policy through its hash, and by nothing looser", () => {
    const hash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`
    expect(bootScriptHash).toBe(hash)
    const policy = contentSecurityPolicy(
      { blogApiUrl: 'https://shop.example', portalUrl: 'https://portal.example', vitalsUrl: '' } as never,
      'https://www.youtube-nocookie.com/embed/x',
    )
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' ${hash}`)
  })

  it('carries no comment and no indentation, and nothing an HTML parser would end the script at', () => {
    expect(bootScript).not.toMatch(/^\s|\n\s|^\/\/|\n\/\//)
    expect(bootScript).not.toMatch(/<\/script|<!--/i)
    expect(bootScript.length).toBeLessThan(4000)
  })
})

describe('dependenciesFirst', () => {
  // page imports react and ui; ui imports react; react imports nothing listed (its own import is not listed).
  const imports: Record<string, string[]> = {
    '/page.js': ['/react.js', '/ui.js'],
    '/ui.js': ['/react.js', '/unlisted.js'],
    '/react.js': ['/unlisted.js'],
  }
  const importsOf = (url: string) => imports[url] ?? []

  it('lists every module after the listed modules it imports, and each once', () => {
    expect(dependenciesFirst(['/page.js', '/ui.js', '/react.js'], importsOf)).toEqual([
      '/react.js',
      '/ui.js',
      '/page.js',
    ])
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
    const html = deferPageScripts(page, (url) => (url.includes('pages_about') ? ['/assets/chunks/react.js'] : []))
    expect(html).toContain('data-preload="/assets/chunks/react.js /assets/entries/pages_about.Y2.js"')
  })
})
