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
  html
    .replace(/<style\b[\s\S]*?<\/style\s*>/gi, '')
    .replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/([\s/"'])(on[a-z]+|style)(\s*=)/gi, '$1data-removed-$2$3'))

/** Milliseconds of CPU `run` takes. CPU time, not wall time: other work on the machine does not count. */
function cpuMs(run: () => void): number {
  const started = process.cpuUsage()
  run()
  const used = process.cpuUsage(started)
  return (used.user + used.system) / 1000
}

/** How many calls of `run` take a millisecond of CPU or more: a single call of a small input is too short to read. */
function callsPerMs(run: () => void): number {
  let calls = 1
  while (cpuMs(() => repeat(run, calls)) < 1) calls *= 2
  return calls
}

const repeat = (run: () => void, calls: number) => {
  for (let i = 0; i < calls; i++) run()
}

/** A pass that is linear by construction: one scan of the input that copies it. */
const linearPass = (html: string) => html.replace(/<([a-z])/gi, '<$1')

/**
 * How much more `pass` slows down than a linear pass does, on ten times the input: about 1 for a
 * linear pass, about 10 for a quadratic one. Against a linear pass on the same inputs, not an absolute
 * time or ratio: a larger input is slowed by the machine's caches and its garbage collection, and by
 * other work on a core it shares, for both passes alike.
 *
 * The four timings are taken in turn, in five rounds, and the least of each is kept, so that a burst of
 * other work on the machine falls on one round of all four rather than on every round of one.
 */
function growthOnce(pass: (html: string) => unknown, body: (n: number) => string, n: number): number {
  const runs = [body(n), body(n * 10)].flatMap((html) => [() => pass(html), () => linearPass(html)])
  const calls = runs.map(callsPerMs)
  const least = runs.map(() => Infinity)
  for (let round = 0; round < 5; round++)
    runs.forEach((run, i) => (least[i] = Math.min(least[i], cpuMs(() => repeat(run, calls[i])) / calls[i])))
  const [passSmall, linearSmall, passLarge, linearLarge] = least
  return passLarge / passSmall / (linearLarge / linearSmall)
}

/**
 * The least growth of up to three measurements, stopping at the first below `QUADRATIC`. Other work on
 * a shared machine can make a linear pass look slow once, but cannot make a quadratic pass look
 * linear: the larger input then takes ten times as long, which no burst of other work hides.
 */
function growth(pass: (html: string) => unknown, body: (n: number) => string, n: number): number {
  let least = Infinity
  for (let attempt = 0; attempt < 3 && least >= QUADRATIC; attempt++) least = Math.min(least, growthOnce(pass, body, n))
  return least
}

/** Between the growth of a linear pass (about 1) and of a quadratic one (about 10). */
const QUADRATIC = 3

describe('the pass before parsing', () => {
  it('gives what the former patterns gave, on every mix of the pieces that matter', () => {
    const pieces = [
      '<style>',
      '<STYLE a="1">',
      '<style',
      '</style>',
      '</style  >',
      '</style',
      'p{x}',
      '<p onclick="a()">',
      '<a style=x',
      '>',
      ' onload=',
      '<',
      'text',
    ]
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
    // The former pattern, for scale: ten times the input took about a hundred times as long, ten times
    // as much as the linear pass.
    expect(growth(formerPass, (n) => '<style>a'.repeat(n), 400)).toBeGreaterThan(QUADRATIC)
    const hostile: ((n: number) => string)[] = [
      (n) => '<style>a'.repeat(n),
      (n) => '<style '.repeat(n),
      (n) => `${'<style'.repeat(n)}</style>`.slice(0, -1),
      (n) => '<a '.repeat(n),
      (n) => '<p onclick=x '.repeat(n / 2),
    ]
    for (const body of hostile) expect(growth(quietForCsp, body, 20_000), body(2)).toBeLessThan(QUADRATIC)
  })

  it('sanitises such a body in linear time and to nothing but its text', () => {
    const body = (n: number) => `<p>kept</p>${'<style>a'.repeat(n)}`
    expect(growth(sanitizeHtmlOnServer, body, 2_000)).toBeLessThan(QUADRATIC)
    const html = sanitizeHtmlOnServer(body(20_000))
    // An unclosed <style> swallows the rest as style text, which the policy drops.
    expect(html).toBe('<p>kept</p>')
    expect(sanitizeHtmlOnServer('<p>a</p><style>p{}</style><p style="x">b</p><style')).toBe('<p>a</p><p>b</p>')
  })
})
