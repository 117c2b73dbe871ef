/**
 * The zero-JavaScript twin `npm run lighthouse` measures each route against: the same built page
 * without its scripts and module preloads, its structured data and everything else kept. A twin that
 * kept a script would measure as slow as the page, and hide what the scripts cost.
 */
import { describe, expect, it } from 'vitest'
import { withoutScripts } from '../../tools/lighthouse/zeroJsTwin'

const page = `<!DOCTYPE html><html><head>
    <link rel="stylesheet" href="/assets/static/style.css">
    <link rel="modulepreload" href="/assets/chunks/a.js">
    <script type="application/ld+json">{"@type":"FAQPage"}</script>
  </head><body><main><h1>FAQ</h1><div data-island="counters">12</div></main>
    <script data-entry="/assets/entries/client.js" data-preload="">(function () {
start()
})()</script>
    <script type="module" async src="/assets/entries/other.js"></script>
  </body></html>`

describe('the zero-JavaScript twin', () => {
  it('drops every script, file or inline, and module preload, and keeps the rest of the page', () => {
    const twin = withoutScripts(page)
    expect(twin).not.toMatch(/<script\b[^>]*\bsrc=/)
    expect(twin).not.toContain('data-entry')
    expect(twin).not.toContain('start()')
    expect(twin).not.toContain('modulepreload')
    expect(twin).toContain('<script type="application/ld+json">{"@type":"FAQPage"}</script>')
    expect(twin).toContain('<link rel="stylesheet" href="/assets/static/style.css">')
    expect(twin).toContain('<main><h1>FAQ</h1><div data-island="counters">12</div></main>')
  })
})
