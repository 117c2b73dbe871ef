/**
 * The zero-JavaScript twin `npm run lighthouse` measures each route against: the same built page
 * without its scripts and module preloads, its structured data and everything else kept.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { withoutScripts, writeZeroJsTwin } from '../../tools/lighthouse/zeroJsTwin'

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

  it('writes every page of a site that way, beside its other files', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-site-'))
    const twinDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'twin-')), 'client')
    try {
      fs.mkdirSync(path.join(site, 'blog'), { recursive: true })
      fs.mkdirSync(path.join(site, 'assets'), { recursive: true })
      fs.writeFileSync(path.join(site, 'faq.html'), page)
      fs.writeFileSync(path.join(site, 'blog', 'post.html'), page)
      fs.writeFileSync(path.join(site, 'assets', 'app.js'), 'console.log(1)')
      fs.writeFileSync(path.join(site, '_headers'), '/*\n  X-Frame-Options: DENY\n')
      writeZeroJsTwin(site, twinDir)
      expect(fs.readFileSync(path.join(twinDir, 'blog', 'post.html'), 'utf8')).toBe(withoutScripts(page))
      expect(fs.readFileSync(path.join(twinDir, 'assets', 'app.js'), 'utf8')).toBe('console.log(1)')
      expect(fs.lstatSync(path.join(twinDir, 'assets', 'app.js')).isSymbolicLink()).toBe(false)
      expect(fs.readFileSync(path.join(twinDir, '_headers'), 'utf8')).toContain('X-Frame-Options')
    } finally {
      fs.rmSync(site, { recursive: true, force: true })
      fs.rmSync(path.dirname(twinDir), { recursive: true, force: true })
    }
  })
})
