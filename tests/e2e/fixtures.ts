/**
 * The `test` every end-to-end spec uses: the start-up overlay is marked as seen (it is tested on its
 * own in page-frame.spec.ts), and any console error or uncaught exception fails the test.
 */
import { DELAY_MS } from '../../components/behaviours/patchAddress'
import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'

/**
 * The address a test's visitor writes from, as the host names it to the Worker (`CF-Connecting-IP`):
 * one per test, so the intake sees each test as the different person it stands for, and its limit of
 * leads per address (worker/leads/spam.ts) counts the posts of one test only. (The local runtime takes
 * the header a request brings; the host sets it itself.)
 */
export function visitorAddress(testInfo: TestInfo): string {
  let hash = 0
  for (const c of `${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`)
    hash = (hash * 31 + c.charCodeAt(0)) >>> 0
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`
}

/** When each page's current document arrived (its navigation's response), in tests that post leads. */
export const pageArrivals = new WeakMap<Page, number>()

export const test = base.extend<{ postsLeads: boolean; consoleErrors: string[]; visitor: void }>({
  /**
   * Whether the file's tests post leads from the browser: `test.use({ postsLeads: true })`. Their posts
   * then come from an address of their own (`visitorAddress`), and each page's arrival is noted for
   * `likeAPerson` (quoteForm.ts), which refuses to post otherwise. The address is a header the browser
   * adds to every request of the test's context (the host's runtime reads it on the intake's posts only);
   * routing the posts through Playwright to add it cost 4 to 7% more CPU time in these files, as it sends
   * each post's body through the automation's pipe.
   */
  postsLeads: [false, { option: true }],
  visitor: [
    async ({ context, postsLeads }, use, testInfo) => {
      if (postsLeads) await context.setExtraHTTPHeaders({ 'cf-connecting-ip': visitorAddress(testInfo) })
      await use()
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        // The location names the failing resource, which the message text of a 404 does not.
        if (msg.type() === 'error') errors.push(`${msg.text()} ${msg.location().url}`.trim())
      })
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`))
      await use(errors)
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled, postsLeads }, use) => {
    // When the page now shown arrived: what the intake counts a person's time over a form from.
    if (postsLeads)
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.frame() === page.mainFrame())
          pageArrivals.set(page, Date.now())
      })
    // Only the page itself: a third-party iframe (the video player) may not touch storage and would throw.
    await page.addInitScript(() => window === window.top && sessionStorage.setItem('startup-overlay-seen', '1'))
    // Pages request their scripts once loaded and painted (generator/output/deferScripts.ts), so their
    // islands start after the load event: goto resolves once they have (or wait for the visitor), and
    // tests act on the live page. `waitUntil: 'commit'` asks for the page as it arrives, before that.
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (
        javaScriptEnabled !== false &&
        options?.waitUntil !== 'commit' &&
        response?.headers()['content-type']?.startsWith('text/html')
      )
        await hydrated(page)
      return response
    }
    await use(page)
  },
})

/**
 * A fresh browser context with the screen of the test's project (viewport, touch, pixel ratio, user agent)
 * and its base URL, outside the `page` fixture (nothing marked as seen). With `scripts: false` every script
 * file of the site fails to load, as for a visitor whose scripts never arrive.
 */
export async function newScreenContext(
  browser: Browser,
  testInfo: TestInfo,
  { scripts }: { scripts: boolean },
): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } = testInfo.project.use
  const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL })
  if (!scripts) await context.route(/\/assets\/.+\.js$/, (route) => route.abort())
  return context
}

/** Resolves once the page's islands have started or wait for the visitor (renderer/islands.ts marks `html[data-hydrated]`); `page.goto` waits for it. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * Waits until the page's scroll has come to rest: the position unchanged over three animation frames
 * (a smooth scroll, the page's or the browser's own, moves it on every frame until it ends).
 */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY
        let still = 0
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 3) resolve()
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
}

/**
 * On a patch page (its `patch-address` island): waits past the moment the page's own scroll to its
 * picture would begin on a phone (DELAY_MS after the behaviour started), and for any scroll to end.
 */
export async function pastTheScrollDelay(page: Page): Promise<void> {
  await page.locator('[data-island="patch-address"][data-hydrated]').waitFor({ state: 'attached' })
  const started = await page.evaluate(() => performance.now())
  await page.waitForFunction((until) => performance.now() >= until, started + DELAY_MS)
  await scrollSettled(page)
}

/** A named region (a section with a heading) of the page's main content. */
export const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true })

/**
 * Details of a test (or describe) whose outcome does not depend on the screen: text, links, data, the
 * prerendered HTML, logic that works alike at any width. The phone project leaves them out
 * (tests/playwright.config.ts); the desktop project runs them. Layout, touch, scrolling to a place and
 * the largest paint are not of this kind.
 */
export const sameOnEveryScreen = { tag: '@same-on-every-screen' }

/**
 * A test of what only a phone shows or does (the menu button, touch, scrolling on a narrow screen):
 * the phone project runs it, the desktop project does not (tests/playwright.config.ts).
 */
export const phoneOnly = { tag: '@phone-only' }

/**
 * A test of what only a wide screen with a mouse shows or does (the dropdown menu, hover, wheel
 * stepping, resizing a desktop window): the desktop project runs it, the phone project does not.
 */
export const desktopOnly = { tag: '@desktop-only' }

/**
 * axe-core on the page with the WCAG 2.1 A and AA rules; `.analyze()` gives the violations. Only they are
 * described in full: axe otherwise builds a selector for every element that passed a rule, the slow end
 * of a run, for results no test reads.
 *
 * Run as `axe.run` in the page itself (the builder's "legacy mode"). The default mode is made for pages
 * that embed other origins: it runs axe in each frame, then opens a blank page, injects axe a second
 * time and merges the frames' results there. The site's pages embed no other origin when they are
 * checked (a request to a third party while a page loads fails every-route.spec.ts; the video's player
 * stays in a <template> until asked for), so they get the same findings, in a little over half the time
 * and a quarter of the test process's CPU time (measured on six routes: 3.1–3.3 s against 5.6–6.1 s).
 */
export const wcagAxe = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)

/** Fails the test when the page logged a console error or threw; call at the end of a test. */
export function expectNoConsoleErrors(errors: string[]): void {
  expect(errors, 'console errors or uncaught exceptions').toEqual([])
}

export { expect }

/**
 * Presses each key in turn and expects focus to stay inside `container` (a dialog's focus trap).
 * Polled: when focus leaves a frame of another process (the video player), Chromium hands it back to
 * the page a moment after the key, with the page's body focused in between; focus that escaped the
 * container stays outside, and fails.
 */
export async function expectFocusStaysInside(page: Page, container: Locator, keys: readonly string[]): Promise<void> {
  const inside = () => container.evaluate((el) => el.contains(document.activeElement))
  for (const [i, key] of keys.entries()) {
    await page.keyboard.press(key)
    await expect.poll(inside, { message: `focus after ${key} (key ${i + 1} of ${keys.length})` }).toBe(true)
  }
}
