/**
 * Every route of the built site (sitemap, one blog post and category, the 404 page), visited the way a
 * new visitor comes: a fresh browser context, so the start-up overlay shows. One visit per route checks
 * what every page owes every visitor, at desktop and phone width:
 *
 * - the largest paint is prerendered content: never the overlay, the same element painted when the
 *   page's scripts never load (a second visit without them; for pages that share a template with many
 *   others, the MDX pages and the patch types, on one of them), and preloaded for that screen when it
 *   is an image (not a timing test: it compares what the browser reports, not how long it took);
 * - axe-core finds no serious or critical WCAG 2.1 A/AA violation (minor and moderate ones are attached
 *   to the report for the writer to look at): on every route at desktop width, and at phone width on
 *   every route but the later ones of a template many share (the text pages, the patch types), whose
 *   phone layout is the first one's with other words (axe is half of this spec's time);
 * - no Content-Security-Policy violation, no request to a third party while the page loads, no console
 *   error or uncaught exception (with the sample blog API up);
 * - at desktop width, hydrated: every text a visitor reads is from content/ (contentWords.ts);
 * - at phone width, scrolled to its end: no text, link or field is left under the WhatsApp button, and
 *   no line of a wrapped breadcrumb opens with its "/" separator;
 * - at desktop width, scrolled through: no image request fails, and every image URL the page names
 *   (srcset candidates of every width and format, preloads) exists. Once is enough: the candidates
 *   include the phone's sizes. Pictures inside a `hidden` element (the gallery's pieces past the first
 *   page) are left out: the build's link gate checks every image a page names, and asking the host for
 *   each of the gallery's some thousand variants doubled this spec's time on the portfolio.
 *
 * The routes are read from the built site while a test runs, so they are split into parts that the
 * workers share (`shardOf`).
 */
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test'
import { urls } from '../../tools/ports'
import { mdxPagePaths, textPagePaths } from '../support/siteContent'
import { textsNotFromContent } from './contentWords'
import { cspViolations, recordCspViolations } from './cspViolations'
import { expect, hydrated, newScreenContext, pastTheScrollDelay, test, wcagAxe } from './fixtures'
import { NOT_FOUND_PATH, routesToVisit, shardOf, SHARDS } from './siteRoutes'

const allowedOrigins = new Set([new URL(urls.site).origin, new URL(urls.api).origin])
const isThirdParty = (url: string) =>
  !url.startsWith('data:') && !url.startsWith('blob:') && !allowedOrigins.has(new URL(url).origin)

interface LargestPaint {
  /** The element, e.g. `h1.banner__title "About Us"`, and for an image its URL. */
  element: string
  url: string
  inOverlay: boolean
  /** A `<link rel="preload" as="image">` of the head applies to this screen and names this image. */
  preloaded: boolean
}

/**
 * Waits until the first view is painted as it stays: the page loaded, its fonts ready and every
 * picture in the view decoded (a large picture can paint a moment after the load), then two frames.
 */
async function firstViewPainted(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(async () => {
    await document.fonts.ready
    const inView = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect()
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < innerHeight &&
        box.right > 0 &&
        box.left < innerWidth
      )
    })
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)))
    // The frame that draws them, and the next, by which the browser has reported on it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

/** The largest paint of the page's first view, once the page has loaded and painted what it loaded. */
async function largestPaint(page: Page): Promise<LargestPaint> {
  await firstViewPainted(page)
  return page.evaluate(
    () =>
      new Promise<LargestPaint>((resolve) => {
        const none = (why: string) => ({
          element: `(no largest paint ${why})`,
          url: '',
          inOverlay: false,
          preloaded: false,
        })
        setTimeout(() => resolve(none('reported')), 5000)
        new PerformanceObserver((list) => {
          // The first view's: a page that scrolls itself (a patch page on a phone scrolls to its detail, spec
          // point 9) paints a new largest element afterwards, which is not what the visitor saw first.
          const scrolledAt = (window as { firstScrollAt?: number }).firstScrollAt ?? Infinity
          // (On a very busy machine the first frame can be presented after the scroll began: its entry is then the first one.)
          const entries = list.getEntries()
          const entry = (entries.filter((e) => e.startTime < scrolledAt).at(-1) ?? entries[0]) as PerformanceEntry & {
            element: Element | null
            url: string
          }
          const element = entry.element
          const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
          const name = element
            ? `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}`
            : '(removed element)'
          resolve({
            element: `${name} "${(element?.textContent ?? '').trim().slice(0, 40)}"`,
            url: entry.url,
            inOverlay: Boolean(element?.closest('[data-testid="startup-overlay"]')),
            // The preload names the image itself, or lists it among its responsive candidates (imagesrcset).
            preloaded: preloads.some((link) => {
              const candidates = (link.getAttribute('imagesrcset') ?? '')
                .split(',')
                .map((c) => c.trim().split(/\s+/)[0])
                .filter(Boolean)
              const named =
                link.href === entry.url || candidates.some((c) => new URL(c, location.href).href === entry.url)
              return named && (!link.media || matchMedia(link.media).matches)
            }),
          })
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
}

/** A new visitor's browser context for this project's screen; without scripts, every script file of the site fails to load. */
async function newVisitor(browser: Browser, testInfo: TestInfo, withScripts: boolean): Promise<BrowserContext> {
  const context = await newScreenContext(browser, testInfo, { scripts: withScripts })
  await context.addInitScript(() => {
    // The view's own scrolling only (scroll events of inner scrollers do not reach the window).
    addEventListener('scroll', () => ((window as { firstScrollAt?: number }).firstScrollAt ??= performance.now()))
  })
  await recordCspViolations(context)
  return context
}

/** Whether the live largest paint `target` shows, painted, on a page loaded without scripts. */
function targetShows(page: Page, target: LargestPaint): Promise<boolean> {
  return page.evaluate(
    ({ url, text }) => {
      if (url) return [...document.images].some((img) => img.currentSrc === url && img.complete && img.naturalWidth > 0)
      return [...document.querySelectorAll('body *')].some(
        (el) => (el.textContent ?? '').trim().startsWith(text) && el.getBoundingClientRect().height > 0,
      )
    },
    { url: target.url, text: target.element.replace(/^[^"]*"|"$/g, '') },
  )
}

/** Scrolls through the page a screen at a time, so every lazy image near the viewport loads. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = page.viewportSize()!.height
  for (let y = 0; y < height; y += step) {
    // Two frames at each position: by then the lazy images that came near have been asked for.
    await page.evaluate(async (top) => {
      window.scrollTo(0, top)
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }, y)
  }
  await page.waitForLoadState('networkidle')
}

/** Every image URL the page's markup names outside hidden elements: img src/srcset, source srcset, preload href/imagesrcset. */
function namedImageUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls: string[] = []
    const add = (value: string | null) =>
      value &&
      urls.push(
        ...value
          .split(',')
          .map((c) => c.trim().split(/\s+/)[0])
          .filter(Boolean),
      )
    for (const el of document.querySelectorAll('img, source')) {
      if (el.closest('[hidden]')) continue
      if (!(el.getAttribute('src') ?? '').startsWith('data:')) add(el.getAttribute('src'))
      add(el.getAttribute('srcset'))
    }
    for (const link of document.querySelectorAll('link[rel="preload"][as="image"]')) {
      add(link.getAttribute('href'))
      add(link.getAttribute('imagesrcset'))
    }
    return urls.map((u) => new URL(u, location.href).href)
  })
}

/**
 * Asks for each URL (a few at a time, HEAD: the answer's status is the question, not the image's bytes) and
 * returns those that do not answer 200. A request the local host drops without an answer (it reset one
 * connection of six once, under load) is asked again once: only an answer counts against the site.
 */
async function missing(request: APIRequestContext, urls: string[]): Promise<string[]> {
  const bad: string[] = []
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]
      const status = (await request.head(url, { maxRetries: 1 })).status()
      if (status !== 200) bad.push(`${url} answered ${status}`)
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  return bad
}

/** What of the page lies under the WhatsApp button where the view is scrolled now: its texts and controls. */
function underWhatsApp(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('.whatsapp')!.getBoundingClientRect()
    const meets = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.right > button.left &&
      r.left < button.right &&
      r.bottom > button.top &&
      r.top < button.bottom
    const found: string[] = []
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('.whatsapp, [hidden], .visually-hidden, script'))
        continue
      const range = document.createRange()
      range.selectNodeContents(node)
      if ([...range.getClientRects()].some(meets)) found.push(JSON.stringify(node.textContent.trim().slice(0, 40)))
    }
    for (const control of document.querySelectorAll('input, select, textarea, button, a')) {
      if (!control.closest('.whatsapp') && meets(control.getBoundingClientRect()))
        found.push(`<${control.tagName.toLowerCase()}>`)
    }
    return found
  })
}

/** The breadcrumb's steps that open a line of the trail (the first, or one the line wrapped to) with a "/" before their words. */
function breadcrumbLinesOpenedBySeparator(page: Page): Promise<string[]> {
  return page.locator('.breadcrumb li').evaluateAll((items) =>
    items
      .filter((li, i) => i === 0 || li.getBoundingClientRect().top > items[i - 1].getBoundingClientRect().top + 2)
      .filter((li) => getComputedStyle(li, '::before').content.includes('/'))
      .map((li) => li.textContent ?? ''),
  )
}

/** What the visits of one route found wrong, by kind; each kind is asserted with its own advice. */
interface Findings {
  largestPaint: string[]
  axe: string[]
  csp: string[]
  thirdParty: string[]
  console: string[]
  images: string[]
  /** On a desktop. */
  notFromContent: string[]
  /** On a phone. */
  underWhatsApp: string[]
  breadcrumb: string[]
}

/** Whether `route` is one of the later routes of a group that shares a template (each group's first stands for it). */
function laterOfGroup(route: string, routes: readonly string[], groups: ((route: string) => boolean)[]): boolean {
  return groups.some((inGroup) => routes.filter(inGroup).slice(1).includes(route))
}
const isPatchType = (route: string) => route.startsWith('/custom-patches/')

/**
 * Whether a route's largest paint is also checked without scripts: every route, but one of the pages
 * that share a template with many others (the MDX pages, the patch types), whose markup before and
 * after scripts comes from the same code.
 */
function checkWithoutScripts(route: string, routes: readonly string[]): boolean {
  return !laterOfGroup(route, routes, [(r) => mdxPagePaths.includes(r), isPatchType])
}

/** Whether axe checks a route at this width: every route on a desktop; on a phone, the first route of each template many share. */
function checkAxe(route: string, routes: readonly string[], desktop: boolean): boolean {
  return desktop || !laterOfGroup(route, routes, [(r) => textPagePaths.includes(r), isPatchType])
}

/**
 * Visits one route as a new visitor (and again without scripts, in `bare`: a page whose scripts never
 * load, shared by the routes of a test, as nothing of one visit carries over to the next without them)
 * and records what is wrong.
 */
async function visitRoute(
  browser: Browser,
  testInfo: TestInfo,
  route: string,
  bare: Page | null,
  axe: boolean,
  found: Findings,
  minor: string[],
  named: Set<string>,
): Promise<void> {
  const desktop = testInfo.project.name === 'desktop'
  const context = await newVisitor(browser, testInfo, true)
  const page = await context.newPage()
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  page.on('console', (msg) => {
    // The location names the failing resource, which the message text of a 404 does not. Chromium logs
    // the 404 status of the not-found page's own document; that answer is the point of the page.
    const text = `${msg.text()} ${msg.location().url}`.trim()
    if (
      msg.type() === 'error' &&
      !(
        route === NOT_FOUND_PATH &&
        text.startsWith('Failed to load resource: the server responded with a status of 404') &&
        text.endsWith(route)
      )
    )
      found.console.push(`${route}: ${text}`)
  })
  page.on('pageerror', (error) => found.console.push(`${route}: uncaught ${error.message}`))
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400)
      found.images.push(`${response.url()} answered ${response.status()} (on ${route})`)
  })
  page.on('requestfailed', (request) => {
    if (request.resourceType() !== 'image') return
    // Cancelled by the browser (a lazy image it no longer needs): not an answer of the site, so the URL is fetched again below.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') named.add(request.url())
    else found.images.push(`${request.url()} failed: ${request.failure()?.errorText} (on ${route})`)
  })

  // 1. The first view, as a new visitor sees it: the largest paint, then axe.
  await page.goto(route)
  await expect(page.getByTestId('startup-overlay'), `${route}: a first visit shows the start-up overlay`).toBeAttached()
  await hydrated(page)
  const live = await largestPaint(page)
  const label = `${route}: largest paint ${live.element}${live.url ? ` (${live.url})` : ''}`
  if (live.element.startsWith('(no largest paint'))
    found.largestPaint.push(`${route}: the browser reported no largest paint`)
  if (live.inOverlay) found.largestPaint.push(`${label} is the start-up overlay`)
  if (live.url && !live.preloaded) found.largestPaint.push(`${label} is an image without a preload for this screen`)
  // The overlay is hidden from assistive technology and checked on its own (page-frame.spec.ts).
  const { violations } = axe
    ? await wcagAxe(page).exclude('[data-testid="startup-overlay"]').analyze()
    : { violations: [] }
  for (const v of violations) {
    const nodes = v.nodes
      .slice(0, 4)
      .map(
        (n) =>
          `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})` : ''}`,
      )
    const line = `${route}: [${v.impact}] ${v.id}: ${v.help}. ${v.nodes.length} element(s): ${nodes.join('; ')}. See ${v.helpUrl}`
    if (v.impact === 'serious' || v.impact === 'critical') found.axe.push(line)
    else minor.push(line)
  }

  // Every word from content/, read once (the phone draws the same words).
  if (desktop) {
    const { count, outside } = await textsNotFromContent(page, route)
    if (count <= 10) found.notFromContent.push(`${route}: only ${count} texts (is the page drawn?)`)
    found.notFromContent.push(...outside.map((text) => `${route}: ${JSON.stringify(text)}`))
  }

  // 2. The rest of the page: scrolled through on a desktop (every lazy image loads), to the end on a phone,
  // where it must end clear of the WhatsApp button.
  if (desktop) await scrollThrough(page)
  else {
    // A patch page scrolls itself to its picture a moment after it shows on a phone: to the end once it has.
    if (await page.locator('[data-island="patch-address"]').count()) await pastTheScrollDelay(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  }
  await page.waitForLoadState('networkidle')
  if (!desktop) {
    const under = await underWhatsApp(page)
    if (under.length) found.underWhatsApp.push(`${route}: ${under.join(', ')}`)
    const opening = await breadcrumbLinesOpenedBySeparator(page)
    if (opening.length) found.breadcrumb.push(`${route}: ${opening.join(', ')}`)
  }
  found.csp.push(...(await cspViolations(page)).map((v) => `${route}: ${v}`))
  found.thirdParty.push(...requested.filter(isThirdParty).map((url) => `${route}: ${url}`))
  if (desktop) for (const url of await namedImageUrls(page)) named.add(url)
  await context.close()

  // 3. Without scripts the same element shows, painted (when two elements are about the same size, e.g.
  // the home title and artwork on a wide screen, either may be reported as the largest).
  if (!bare || live.element.startsWith('(no largest paint')) return
  await bare.goto(route)
  if ((await largestPaint(bare)).element.startsWith('(no largest paint'))
    found.largestPaint.push(`${route}: no largest paint when the scripts do not load`)
  // An image may still be arriving: it has a few seconds to show.
  const shows = await expect
    .poll(() => targetShows(bare, live), { timeout: 5_000 })
    .toBe(true)
    .then(
      () => true,
      () => false,
    )
  if (!shows) found.largestPaint.push(`${label} is not shown when the scripts do not load`)
}

for (let shard = 0; shard < SHARDS; shard++) {
  test(`every route: largest paint, accessibility, CSP, third parties, console, words, the phone's frame (part ${shard + 1} of ${SHARDS})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000)
    const all = await routesToVisit(request)
    const routes = shardOf(all, shard)
    expect(routes.length).toBeGreaterThan(3)
    const found: Findings = {
      largestPaint: [],
      axe: [],
      csp: [],
      thirdParty: [],
      console: [],
      images: [],
      notFromContent: [],
      underWhatsApp: [],
      breadcrumb: [],
    }
    const minor: string[] = []
    const named = new Set<string>()
    const bareContext = await newVisitor(browser, testInfo, false)
    const bare = await bareContext.newPage()
    for (const route of routes)
      await test.step(route, () =>
        visitRoute(
          browser,
          testInfo,
          route,
          checkWithoutScripts(route, all) ? bare : null,
          checkAxe(route, all, testInfo.project.name === 'desktop'),
          found,
          minor,
          named,
        ),
      )
    await bareContext.close()

    if (minor.length)
      await testInfo.attach('minor and moderate axe findings', { body: minor.join('\n'), contentType: 'text/plain' })
    expect
      .soft(
        found.largestPaint,
        'largest paint (it must be prerendered content, shown without scripts, preloaded when an image)',
      )
      .toEqual([])
    expect
      .soft(found.axe, 'axe violations (fix the element named in each line; the link explains the rule)')
      .toEqual([])
    expect
      .soft(found.csp, 'CSP violations (no inline script, handler or style attribute; see the directive)')
      .toEqual([])
    expect
      .soft(found.thirdParty, 'requests to third parties at page load (self-host it, or load it on demand)')
      .toEqual([])
    expect.soft(found.console, 'console errors or uncaught exceptions').toEqual([])
    expect.soft(found.images, 'image requests the browser made that failed').toEqual([])
    expect.soft(found.notFromContent, 'texts held in code, not in content/ (move each into content/)').toEqual([])
    expect.soft(found.underWhatsApp, 'under the WhatsApp button at the end of the page, on a phone').toEqual([])
    expect.soft(found.breadcrumb, 'breadcrumb lines opened by "/", on a phone').toEqual([])
    if (testInfo.project.name === 'desktop') {
      expect(named.size).toBeGreaterThan(0)
      expect(
        await missing(request, [...named]),
        'image URLs named in srcset, src or preloads that do not exist',
      ).toEqual([])
    }
  })
}
