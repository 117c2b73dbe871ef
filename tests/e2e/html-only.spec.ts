/**
 * React only where a page acts (docs/islands.md): a page of text or questions (the policies, an MDX
 * service page, the FAQ) is HTML only. In Chromium it downloads the frame's small framework-free
 * script (under 8 KB gzip; the boot script is part of the page), and no React; a page with a React island loads React for it. What a page
 * downloads is read from the responses, and React is told by its own code.
 */
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, sameOnEveryScreen, test } from './fixtures'

/** React's core and React DOM, by strings their minified code keeps. */
const REACT = /react\.transitional\.element|Minified React error/
/** V8's explicit compile hint, which React DOM's file starts with (vite.config.ts). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

interface Script {
  url: string
  bytes: number
  react: boolean
  /** The file starts with the compile hint. */
  hinted: boolean
}

/**
 * Records the scripts a page downloads from now on, with their size and whether they are React.
 * `read()` waits for the bodies of those that have arrived so far. A body whose reading has not ended when
 * the test ends (a chunk still arriving) is left unread: Playwright ends the read, and nothing asked for it.
 */
function recordScripts(page: Page): { read: () => Promise<Script[]> } {
  const reads: Promise<Script>[] = []
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return
    const script = response.text().then((body) => ({
      url: new URL(response.url()).pathname,
      bytes: gzipSync(body).length,
      react: REACT.test(body),
      hinted: body.startsWith(COMPILE_HINT),
    }))
    // Its failure is reported by read(), if a test reads it; unread, it is not an error of the test.
    script.catch(() => undefined)
    reads.push(script)
  })
  return { read: () => Promise.all(reads) }
}

/** The scripts a page downloads once opened and scrolled through, with their size and whether they are React. */
async function scriptsOf(page: Page, path: string): Promise<Script[]> {
  const recorded = recordScripts(page)
  await page.goto(path)
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y)
      // Two frames: the one that lays out the new position, and the next, by which the observers of
      // what comes near (islands, lazy images) have been told.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
  })
  await page.waitForLoadState('networkidle')
  return recorded.read()
}

for (const path of ['/privacy-policy', '/refund-policy', '/services/line-art', '/faq']) {
  test(`${path} loads no React, only the frame's script: under 8 KB`, sameOnEveryScreen, async ({ page }) => {
    const scripts = await scriptsOf(page, path)
    expect(scripts.filter((s) => s.react).map((s) => s.url)).toEqual([])
    expect(scripts.map((s) => s.url)).toContainEqual(expect.stringMatching(/^\/assets\/entries\/renderer_client\./))
    expect(
      scripts.reduce((sum, s) => sum + s.bytes, 0),
      'gzip bytes of script',
    ).toBeLessThanOrEqual(8 * 1024)
    expect(await page.locator('[data-island]').count()).toBe(0)
    // No page context for a client runtime: the page is HTML only.
    expect(await page.locator('#vike_pageContext').count()).toBe(0)
  })
}

test(
  'a React island loads React as it comes near the window: the home page none until the visitor nears its quote form',
  sameOnEveryScreen,
  async ({ page }) => {
    const recorded = recordScripts(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    // The video's dialog is a behaviour, started when idle; the quote form is far below the first view.
    await expect(page.locator('[data-island="video-dialog"][data-hydrated]')).toHaveCount(1)
    const form = page.locator('[data-island="quote-form"]')
    await expect(form).not.toHaveAttribute('data-hydrated')
    expect((await recorded.read()).filter((s) => s.react).map((s) => s.url)).toEqual([])

    await form.scrollIntoViewIfNeeded()
    await expect(form).toHaveAttribute('data-hydrated', '')
    // Polled: the island can start before the response of its last chunk has been recorded. React comes
    // in the file that asks V8 to compile all of it as it loads, not as the first answer first runs it.
    await expect
      .poll(
        async () => (await recorded.read()).some((s) => s.react && s.hinted),
        'React in a file with the compile hint',
      )
      .toBe(true)
  },
)

test(
  'a React island near the window at load starts when the browser is idle, before any use',
  sameOnEveryScreen,
  async ({ page }) => {
    await page.goto('/contact')
    await expect(page.locator('[data-island="quote-form"][data-hydrated]')).toHaveCount(1)
  },
)
