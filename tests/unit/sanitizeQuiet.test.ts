import { describe, expect, it } from 'vitest'
import { sanitizeHtmlOnServer } from '../../lib/node/serverPurify'

// Chrome reports a CSP violation for inline handlers and styles it merely parses; sanitizeHtml takes
// them out before parsing. The result must be what the policy gives anyway, and text must not change.
describe('sanitizeHtml before parsing', () => {
  it('drops inline handlers, style attributes and <style> blocks, in any spelling', () => {
    const html = `<p style="color:red" onclick="x()">a</p><img src="https://a.example/i.png"/onerror=alert(1) alt="i"><p STYLE='x' ONMOUSEOVER = "y">b</p><style>p{color:red}</style><STYLE type="text/css">x</STYLE><p>c</p>`
    expect(sanitizeHtmlOnServer(html)).toBe(
      '<p>a</p><img src="https://a.example/i.png" alt="i" loading="lazy"><p>b</p><p>c</p>',
    )
  })

  it('leaves text that merely mentions those attributes alone', () => {
    const html = '<p>Write <code>onclick="go()"</code> or style=bold in the text; onload= stays too.</p>'
    expect(sanitizeHtmlOnServer(html)).toBe(
      '<p>Write <code>onclick="go()"</code> or style=bold in the text; onload= stays too.</p>',
    )
  })
})
