/**
 * The build's gate runner with its cache (generator/gates/siteGates.ts `runGates`): a second run checks
 * only the pages whose HTML changed, still finds every problem (cached ones included), still checks
 * links from unchanged pages against a changed one. What it finds on worker threads is tested in tests/integration/gate-threads.test.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runGates } from '../../generator/gates/siteGates'
import { fixtureSite, gateInput } from '../support/gateSites'
import { useTempDirs } from '../support/tempDirs'

const tempDir = useTempDirs()

/** A copy of the valid fixture site, plus the pages of other fixture folders. */
const site = (...added: string[]) => fixtureSite(tempDir('gates-site-'), ...added)

/** Edits a page of the site's client folder in place. */
function edit(root: string, file: string, from: string, to: string): void {
  const abs = path.join(root, 'client', file)
  const text = fs.readFileSync(abs, 'utf8')
  if (!text.includes(from)) throw new Error(`fixture edit found nothing to replace: ${from}`)
  fs.writeFileSync(abs, text.replace(from, to))
}

const errorsOf = (report: string) => report.split('\n').filter((line) => line.startsWith('  ✖'))

describe('runGates with a cache folder', () => {
  it('checks every page the first time, none when nothing changed, and only the changed page after an edit', async () => {
    const root = site()
    const cacheDir = tempDir('gates-cache-')
    const first = await runGates(gateInput(root), { cacheDir, workers: 1 })
    expect([first.checked, first.unchanged, first.pageCount]).toEqual([4, 0, 4])
    expect(first.links.report + first.html.report).toBe('')

    const second = await runGates(gateInput(root), { cacheDir, workers: 1 })
    expect([second.checked, second.unchanged]).toEqual([0, 4])
    expect(second.links.report + second.html.report).toBe('')

    edit(root, 'about/index.html', '<p>We started', '<p>Since 2012, we started')
    const third = await runGates(gateInput(root), { cacheDir, workers: 1 })
    expect([third.checked, third.unchanged]).toEqual([1, 3])
    expect(third.links.ok && third.html.ok).toBe(true)
  })

  it('still fails a cached page: the broken-link and missing-alt fixtures fail on the first and the second run', async () => {
    const root = site('site-broken-link', 'site-missing-alt')
    const cacheDir = tempDir('gates-cache-')
    for (const run of [1, 2]) {
      const result = await runGates(gateInput(root), { cacheDir, workers: 1 })
      expect(result.checked, `run ${run}`).toBe(run === 1 ? 6 : 0)
      expect(result.links.ok).toBe(false)
      expect(errorsOf(result.links.report)).toEqual([
        '  ✖ content/pages/guides/thread-care.mdx: link to /pricng does not exist (found in /guides/thread-care). Fix the link in that file.',
      ])
      expect(result.html.ok).toBe(false)
      expect(errorsOf(result.html.report)).toEqual([
        expect.stringMatching(
          /^ {2}✖ content\/pages\/gallery\.mdx: <img> is missing required "alt" attribute .*\(found in \/gallery\)\. Describe the image in that file/,
        ),
      ])
    }
  })

  it('checks the links of unchanged pages against a changed one: an anchor removed from /contact fails the links to it', async () => {
    const root = site()
    const cacheDir = tempDir('gates-cache-')
    expect((await runGates(gateInput(root), { cacheDir, workers: 1 })).links.ok).toBe(true)
    const target = fs.readFileSync(path.join(root, 'client/contact/index.html'), 'utf8')
    const withId = /<[a-z]+[^>]* id="contact"/.exec(target)?.[0]
    if (!withId) throw new Error('the fixture /contact has no id="contact"')
    edit(root, 'contact/index.html', withId, withId.replace(' id="contact"', ' id="write-to-us"'))
    const after = await runGates(gateInput(root), { cacheDir, workers: 1 })
    expect([after.checked, after.unchanged]).toEqual([1, 3])
    // The unchanged pages that link to it (the menu of every page, and /about's text) are named.
    expect(errorsOf(after.links.report)).toEqual([
      expect.stringContaining(
        'link to /contact#contact: /contact has no element with id="contact" (found in /, /404.html, /about, /contact)',
      ),
    ])
  })

  it('compares titles across pages every run: a changed title that copies an unchanged page fails', async () => {
    const root = site()
    const cacheDir = tempDir('gates-cache-')
    await runGates(gateInput(root), { cacheDir, workers: 1 })
    edit(
      root,
      'contact/index.html',
      '<title>Contact us | Fixture Stitch</title>',
      '<title>About us | Fixture Stitch</title>',
    )
    const after = await runGates(gateInput(root), { cacheDir, workers: 1 })
    expect(after.checked).toBe(1)
    expect(errorsOf(after.html.report).join('\n')).toMatch(
      /2 pages share the title "About us \| Fixture Stitch" \(found in \/about, \/contact\)/,
    )
  })
})
