// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../lib/blog/sanitizeHtml'

/*
 * The browser path: with a global window, the default DOMPurify export works and
 * `sanitizeHtml(html)` needs no second argument (and no jsdom import of its own).
 */
describe('sanitizeHtml in a browser-like environment', () => {
  it('uses the window-bound DOMPurify and applies the same policy', () => {
    const output = sanitizeHtml(
      '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>' +
        '<a href="https://example.com" target="_blank">y</a><img src="https://cdn.example/a.png" alt="a"></p>',
    )
    expect(output).toBe(
      '<p>Hi<a>x</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">y</a>' +
        '<img src="https://cdn.example/a.png" alt="a" loading="lazy"></p>',
    )
  })
})
