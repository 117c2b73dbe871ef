/**
 * The build's gate runner on worker threads (`GATES_WORKERS`, generator/gates/siteGates.ts `runGates`)
 * finds what the simple in-process run finds. It starts threads that load the gates anew, so it is an
 * integration test.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runGates, siteGates } from '../../generator/gates/siteGates'
import { fixtureSite, gateInput } from '../support/gateSites'
import { useTempDirs } from '../support/tempDirs'

const tempDir = useTempDirs()

/** A copy of the valid fixture site, plus the pages of other fixture folders. */
const site = (...added: string[]) => fixtureSite(tempDir('gates-site-'), ...added)

describe('runGates on worker threads', () => {
  it('finds what the in-process run finds, on a site of 84 pages', { timeout: 120_000 }, async () => {
    const root = site()
    const about = fs.readFileSync(path.join(root, 'client/about/index.html'), 'utf8')
    for (let i = 1; i <= 80; i++) {
      // Own URL and head for each; every tenth has a broken link, every seventh a duplicate id.
      let html = about
        .replaceAll('https://fixture.example/about', `https://fixture.example/guides/g-${i}`)
        .replace('<title>About us', `<title>Guide ${i}`)
        .replace(/name="description" content="/, `name="description" content="Guide ${i}: `)
      if (i % 10 === 0) html = html.replace('href="/contact#contact"', 'href="/pricng"')
      if (i % 7 === 0) html = html.replace('<p>We started', '<p id="story">We started')
      fs.mkdirSync(path.join(root, `client/guides/g-${i}`), { recursive: true })
      fs.writeFileSync(path.join(root, `client/guides/g-${i}/index.html`), html)
    }
    const simple = siteGates(gateInput(root))
    const threaded = await runGates(gateInput(root), { cacheDir: null, workers: 2 })
    expect(threaded.pageCount).toBe(84)
    expect(threaded.checked).toBe(84)
    expect(threaded.links.ok).toBe(false)
    expect(threaded.html.ok).toBe(false)
    expect(threaded.links.report).toMatch(
      /link to \/pricng does not exist \(found in \/guides\/g-10, \/guides\/g-20, \/guides\/g-30, \/guides\/g-40 and 4 more pages\)/,
    )
    expect(threaded.html.report).toMatch(/Duplicate ID "story"/)
    expect(threaded.links.report).toBe(simple.links.report)
    expect(threaded.html.report).toBe(simple.html.report)
  })
})
