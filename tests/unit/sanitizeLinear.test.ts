/**
 * The sanitiser's pass before parsing (quietForCsp in lib/blog/sanitizeHtml.ts) takes time in
 * proportion to the body: a hostile body of many `<style` tags that never close, or of tags that never
 * end, is handled as fast as a plain one, and the pass gives what its former patterns gave.
 */
import { describe, expect, it } from 'vitest'
import { quietForCsp } from '../../lib/blog/sanitizeHtml'
import { sanitizeHtmlOnServer } from '../../lib/node/serverPurify'

/** The patterns the pass used to be: quadratic on unclosed `<style` tags, and right. */
const formerPass = (html: string) =>
  html.replace(/<style\b[\s\S]*?<\/style\s*>/gi, '').replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/([\s/"'])(on[a-z]+|style)(\s*=)/gi, '$1data-removed-$2$3'))

/** Milliseconds `run` takes. */
function timed(run: () => void): number {
  const started = performance.now()
  run()
  return performance.now() - started
}

describe('the pass before parsing', () => {
  it('gives what the former patterns gave, on every mix of the pieces that matter', () => {
    const pieces = ['<style>', '<STYLE a="1">', '<style', '</style>', '</style  >', '</style', 'p{x}', '<p onclick="a()">', '<a style=x', '>', ' onload=', '<', 'text']
    // Every string of up to four pieces: 13^4 cases, each compared with the former result.
    let cases = 0
    const visit = (prefix: string, depth: number) => {
      expect(quietForCsp(prefix), JSON.stringify(prefix)).toBe(formerPass(prefix))
      cases++
      if (depth < 4) for (const piece of pieces) visit(prefix + piece, depth + 1)
    }
    visit('', 0)
    expect(cases).toBeGreaterThan(28_000)
  })

  it('takes linear time on many unclosed <style tags, where the former pattern took quadratic time', () => {
    const hostile = '<style>a'.repeat(40_000)
    // The former pattern on a tenth of the input, for scale: it grows with the square of the length.
    const formerTenth = timed(() => formerPass('<style>a'.repeat(4_000)))
    const now = timed(() => quietForCsp(hostile))
    expect(now).toBeLessThan(250)
    expect(now).toBeLessThan(formerTenth * 10)
    for (const body of ['<style '.repeat(40_000), `${'<style'.repeat(40_000)}</style>`.slice(0, -1), '<a '.repeat(40_000), '<p onclick=x '.repeat(20_000)]) {
      expect(timed(() => quietForCsp(body)), body.slice(0, 20)).toBeLessThan(250)
    }
  })

  it('sanitises such a body quickly and to nothing but its text', () => {
    const body = `<p>kept</p>${'<style>a'.repeat(20_000)}`
    let html = ''
    expect(timed(() => (html = sanitizeHtmlOnServer(body)))).toBeLessThan(5_000)
    // An unclosed <style> swallows the rest as style text, which the policy drops.
    expect(html).toBe('<p>kept</p>')
    expect(sanitizeHtmlOnServer('<p>a</p><style>p{}</style><p style="x">b</p><style')).toBe('<p>a</p><p>b</p>')
  })
})
