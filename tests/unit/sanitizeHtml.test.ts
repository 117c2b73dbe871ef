import { readFileSync } from 'node:fs'
import DOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../lib/blog/sanitizeHtml'
import { getServerPurify, sanitizeHtmlOnServer } from '../../lib/node/serverPurify'

/** Known XSS vectors, OWASP cheat-sheet style, plus the mutation-XSS classics that broke sanitisers before. */
const VECTORS: readonly string[] = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<img src=x onerror=alert(1)>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>">`,
  `<img src=http://ok.example/a.png onerror=alert(1)>`,
  `<img srcset="x 1x, javascript:alert(1) 2x" src="http://ok.example/a.png">`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="java\nscript:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>`,
  `<a href="javascript&colon;alert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<a href="#" onclick="alert(1)">x</a>`,
  `<a href="http://ok.example" target="_blank" onmouseover="alert(1)">ok</a>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<div style="background-image: url(javascript:alert(1))">x</div>`,
  `<div style="width: expression(alert(1))">x</div>`,
  `<style>@import 'http://xss.example/x.css'; body{background:url("javascript:alert(1)")}</style>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<link rel="stylesheet" href="javascript:alert(1)">`,
  `<form action="javascript:alert(1)"><input type="submit" value="go"></form>`,
  `<button formaction="javascript:alert(1)">x</button>`,
  `<input autofocus onfocus=alert(1)>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<base href="javascript:alert(1)//">`,
  `<table background="javascript:alert(1)"><tr><td>x</td></tr></table>`,
  `<body onload=alert(1)>`,
  `<details open ontoggle=alert(1)>x</details>`,
  `<video><source onerror="alert(1)"></video>`,
  `<xss onpointerover=alert(1)>hover</xss>`,
  `<template><script>alert(1)</script></template>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<a href="http://ok.example/" id="cookie" name="location">clobber</a>`,
  `<h2 id="blog-root" class="x" data-config='{"admin":true}'>clobber by id</h2>`,
]

/** Elements that must never reach the page, whatever text or attributes they carry. */
const FORBIDDEN = [
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'applet',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'base',
  'meta',
  'link',
  'svg',
  'math',
  'noscript',
  'template',
  'video',
  'audio',
  'source',
  'body > body',
]

/** Parses sanitiser output the way a browser would, so checks see the real DOM rather than a string. */
function parse(html: string): HTMLElement {
  return new JSDOM(`<!doctype html><html><body>${html}</body></html>`).window.document.body
}

/** Schemes that run code or smuggle content, after removing what browsers ignore inside a URL. */
function isDangerousUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers ignore control characters inside a URL
  const squashed = value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase()
  return /^(?:javascript|vbscript|data):/.test(squashed) || squashed.includes('javascript:')
}

describe('sanitizeHtml against known XSS vectors', () => {
  it(`has at least 25 vectors (${VECTORS.length})`, () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(25)
  })

  it.each(VECTORS.map((vector) => [vector]))('%s', (vector) => {
    const output = sanitizeHtmlOnServer(vector)
    expect(output).not.toMatch(/<script/i)
    expect(output).not.toMatch(/javascript:/i)

    const body = parse(output)
    for (const selector of FORBIDDEN) expect(body.querySelector(selector), selector).toBeNull()
    for (const element of body.querySelectorAll('*')) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name, `${element.tagName} ${attribute.name}`).not.toMatch(/^on/i)
        expect(['style', 'srcset', 'id', 'name', 'class', 'formaction', 'action', 'background']).not.toContain(
          attribute.name,
        )
        expect(attribute.name).not.toMatch(/^data-/)
        expect(isDangerousUrl(attribute.value), `${attribute.name}="${attribute.value}"`).toBe(false)
      }
    }
    for (const image of body.querySelectorAll('img')) expect(image.getAttribute('src')).toMatch(/^https?:\/\//)
  })
})

describe('sanitizeHtml keeps article markup', () => {
  it('keeps headings, lists, quotes, figures, tables and code unchanged', () => {
    const article = [
      '<h2>Why underlay matters</h2>',
      '<p>Some <strong>bold</strong> and <em>italic</em> text,<br>a <a href="/pricing">relative link</a> and <code>DST</code>.</p>',
      '<h3>Types</h3><h4>Edge run</h4>',
      '<ul><li>One</li><li>Two</li></ul><ol start="3"><li>Three</li></ol>',
      '<blockquote><p>Fabric changes everything.</p></blockquote>',
      '<hr>',
      '<table><caption>Prices</caption><thead><tr><th scope="col">Type</th><th>Price</th></tr></thead>',
      '<tbody><tr><td colspan="2">Simple</td></tr></tbody></table>',
      '<pre><code>line 1\nline 2</code></pre>',
    ].join('')
    expect(sanitizeHtmlOnServer(article)).toBe(article)
  })

  it('keeps http(s) images with alt and size, lazy-loaded, inside figures', () => {
    const html =
      '<figure><img src="https://cdn.example/a.png" alt="Satin stitches" width="800" height="450"><figcaption>Satin</figcaption></figure>'
    expect(sanitizeHtmlOnServer(html)).toBe(
      '<figure><img src="https://cdn.example/a.png" alt="Satin stitches" width="800" height="450" loading="lazy"><figcaption>Satin</figcaption></figure>',
    )
  })

  it('drops images that are not absolute http(s), and sizes that are not numbers', () => {
    const body = parse(
      sanitizeHtmlOnServer(
        '<p>a<img src="/relative.png" alt="r">b<img src="data:image/png;base64,AAAA" alt="d"><img src="http://x.example/i.png" width="100%" alt="ok"></p>',
      ),
    )
    const images = body.querySelectorAll('img')
    expect(images).toHaveLength(1)
    expect(images[0]!.getAttribute('alt')).toBe('ok')
    expect(images[0]!.hasAttribute('width')).toBe(false)
    expect(body.textContent).toBe('ab')
  })

  it('gives new-tab and external links rel="noopener noreferrer", and leaves internal ones alone', () => {
    const body = parse(
      sanitizeHtmlOnServer(
        [
          '<a href="https://example.com/guide">external</a>',
          '<a href="//example.com/x">protocol-relative</a>',
          '<a href="/blogs" target="_blank" rel="opener">new tab</a>',
          '<a href="/faq">internal</a>',
          '<a href="/faq" target="_top">top</a>',
          '<a href="mailto:info@example.com">mail</a>',
        ].join(' '),
      ),
    )
    const links = Array.from(body.querySelectorAll('a'))
    expect(links.map((link) => [link.textContent, link.getAttribute('rel'), link.getAttribute('target')])).toEqual([
      ['external', 'noopener noreferrer', null],
      ['protocol-relative', 'noopener noreferrer', null],
      ['new tab', 'noopener noreferrer', '_blank'],
      ['internal', null, null],
      ['top', null, null],
      ['mail', null, null],
    ])
    expect(links[5]!.getAttribute('href')).toBe('mailto:info@example.com')
  })

  it('cleans the recorded post that carries XSS attempts, keeping its text', () => {
    const recorded = JSON.parse(readFileSync(new URL('../fixtures/api/blog-detail.json', import.meta.url), 'utf8')) as {
      data: { description: string }
    }
    expect(recorded.data.description).toContain('<script>')
    const output = sanitizeHtmlOnServer(recorded.data.description)
    expect(output).not.toContain('__xss')
    expect(output).toContain('<a>download our artwork checklist</a>')
    expect(parse(output).querySelectorAll('h2').length).toBe(6)
    expect(parse(output).querySelectorAll('img[loading="lazy"]').length).toBe(1)
  })
})

describe('sanitizeHtml safety rails', () => {
  it('refuses a DOMPurify without a DOM instead of returning the input untouched', () => {
    // In Node the default export has no window; DOMPurify would then return its input as is.
    expect(DOMPurify.isSupported).toBe(false)
    expect(() => sanitizeHtml('<img src=x onerror=alert(1)>')).toThrow(/serverPurify/)
  })

  it('removes its hooks afterwards, so other users of the same instance are unaffected', () => {
    const purify = getServerPurify()
    sanitizeHtml('<a href="https://a.example">a</a>', purify)
    expect(purify.sanitize('<a href="https://a.example">a</a>')).toBe('<a href="https://a.example">a</a>')
  })
})
