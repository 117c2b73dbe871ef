/**
 * A page does not move while its HTML arrives. On a slow connection a browser paints what has come of
 * a page before the rest is there. An element that comes later in the HTML but stands above or before
 * what was painted then moves it: a layout shift the visitor sees, and Lighthouse counts. Here pages
 * arrive in two parts, with a pause between them, through a small proxy in front of the site that
 * passes everything else through unchanged. Without scripts, so what is measured is the HTML and the
 * CSS: the browser must report no layout shift.
 *
 * - On a phone, every route, cut halfway through its `<main>`: a sidebar that the phone's layout puts
 *   above a list must come before the list in the HTML.
 * - On a wide screen, every picture a block sets in the second column, beside a text that comes after
 *   it in the HTML (a reversed split, every other feature section), cut between the two: the picture
 *   must be drawn in its own column before the text has come.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test'
import { urls } from '../../tools/ports'
import { desktopOnly, expect, newScreenContext, phoneOnly, test } from './fixtures'
import { routesToVisit, shardOf, SHARDS } from './siteRoutes'

/** How long the second part of a page waits: long enough for the browser to paint the first. */
const PAUSE_MS = 300

/** Where a page is cut: an offset in its HTML, or -1 to send it whole. */
type Cut = (html: string, url: string) => number

/** Halfway through `<main>`. */
const halfwayThroughMain: Cut = (html) => {
  const [start, end] = [html.indexOf('<main'), html.indexOf('</main>')]
  return start < 0 || end < 0 ? -1 : Math.floor((start + end) / 2)
}

/** Starts the proxy: HTML pages in two parts, cut where `cut` says; anything else as it comes. */
async function startSplittingProxy(cut: Cut): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const answer = await fetch(`${urls.site}${req.url}`, { redirect: 'manual' })
      const body = Buffer.from(await answer.arrayBuffer())
      const headers: Record<string, string> = {}
      // fetch has decoded the body: its length and encoding are the proxy's own now.
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
          headers[name] = value
      })
      res.writeHead(answer.status, headers)
      const html = (answer.headers.get('content-type') ?? '').startsWith('text/html') ? body.toString() : ''
      const at = html ? cut(html, req.url ?? '/') : -1
      if (at < 0) return res.end(body)
      const bytes = Buffer.byteLength(html.slice(0, at))
      res.write(body.subarray(0, bytes))
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
      res.end(body.subarray(bytes))
    })().catch((error: unknown) => res.destroy(error as Error))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * A layout shift the browser reported: its score, and each element that moved, from and to where, and
 * in which block with a picture in its second column it stands (its index among them, or -1).
 */
interface Shift {
  value: number
  moved: { name: string; block: number; from: { x: number; y: number }; to: { x: number; y: number } }[]
}

const describe = ({ value, moved }: Shift) =>
  `${value.toFixed(3)}: ${moved.map((m) => `${m.name} from (${m.from.x}, ${m.from.y}) to (${m.to.x}, ${m.to.y})`).join(', ')}`

/** Records every layout shift of the context's pages, with what moved. */
async function recordShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript((blocks: string) => {
    const shifts: Shift[] = []
    ;(window as unknown as { shifts: Shift[] }).shifts = shifts
    const point = (rect: DOMRectReadOnly) => ({ x: Math.round(rect.x), y: Math.round(rect.y) })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      })[])
        shifts.push({
          value: entry.value,
          moved: entry.sources.map(({ node, previousRect, currentRect }) => ({
            name: node instanceof Element ? `${node.localName}.${node.classList[0] ?? ''}` : String(node?.nodeName),
            block: [...document.querySelectorAll(blocks)].findIndex((block) => node && block.contains(node)),
            from: point(previousRect),
            to: point(currentRect),
          })),
        })
    }).observe({ type: 'layout-shift', buffered: true })
  }, PICTURE_BLOCKS)
}

/** The shifts of a page loaded through the proxy, reported by the frame after its load. */
async function shiftsOf(page: Page, url: string): Promise<Shift[]> {
  await page.goto(url)
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { shifts: Shift[] }).shifts)),
        ),
      ),
  )
}

/**
 * Runs `visit` with a page of the test's screen, without scripts, that records its layout shifts and
 * reaches the site through a proxy that cuts each HTML page where `cut` says; closes both after.
 */
async function throughSplittingProxy(
  browser: Browser,
  testInfo: TestInfo,
  cut: Cut,
  visit: (page: Page, origin: string) => Promise<void>,
): Promise<void> {
  const proxy = await startSplittingProxy(cut)
  const context = await newScreenContext(browser, testInfo, { scripts: false })
  try {
    await recordShifts(context)
    await visit(await context.newPage(), proxy.origin)
  } finally {
    await context.close()
    await proxy.close()
  }
}

for (let shard = 0; shard < SHARDS; shard++) {
  test(
    `no route moves while its HTML arrives in two parts (part ${shard + 1} of ${SHARDS})`,
    phoneOnly,
    async ({ browser, request }, testInfo) => {
      const routes = shardOf(await routesToVisit(request), shard)
      expect(routes.length).toBeGreaterThan(3)
      const found: string[] = []
      await throughSplittingProxy(browser, testInfo, halfwayThroughMain, async (page, origin) => {
        for (const route of routes)
          found.push(...(await shiftsOf(page, `${origin}${route}`)).map((shift) => `${route}: ${describe(shift)}`))
      })
      expect(
        found,
        'layout shifts while the HTML arrived (put what stands above on a phone earlier in the HTML)',
      ).toEqual([])
    },
  )
}

/**
 * The blocks that set their picture in the second column, beside a text that follows it in the HTML:
 * the block's class, and the class of the element of its text.
 */
const TEXT_OF: Record<string, string> = { 'split--reverse': 'split__body', 'feature--flipped': 'feature__text' }
const PICTURE_BLOCKS = Object.keys(TEXT_OF)
  .map((name) => `.${name}`)
  .join(', ')
const PICTURE_SECOND = new RegExp(`class="[^"]*\\b(${Object.keys(TEXT_OF).join('|')})\\b`, 'g')
/** A window as tall as the longest page, on a wide screen. */
const WINDOW_HEIGHT = 9000

test(
  'on a wide screen, a picture set in the second column stays in it while the text beside it arrives',
  desktopOnly,
  async ({ browser, request }, testInfo) => {
    // Every such block of every route: the route, which of its blocks (in HTML order), and where its
    // text starts in the route's HTML (the proxy cuts the page there).
    const blocks: { route: string; index: number; text: number }[] = []
    for (const route of await routesToVisit(request)) {
      const html = await (await request.get(route)).text()
      for (const [index, block] of [...html.matchAll(PICTURE_SECOND)].entries()) {
        const text = html.indexOf(`<div class="${TEXT_OF[block[1]]}"`, block.index)
        expect(text, `${route}: a ${TEXT_OF[block[1]]} after the ${block[1]} block`).toBeGreaterThan(block.index)
        blocks.push({ route, index, text })
      }
    }
    expect(blocks.length, 'reversed splits and flipped feature sections on the site').toBeGreaterThan(0)
    let current = blocks[0]
    const cutBeforeText: Cut = (_html, url) =>
      decodeURIComponent(new URL(url, urls.site).pathname) === current.route ? current.text : -1
    const found: string[] = []
    await throughSplittingProxy(browser, testInfo, cutBeforeText, async (page, origin) => {
      // The whole page in view, so a shift anywhere on it counts.
      await page.setViewportSize({ width: 1366, height: WINDOW_HEIGHT })
      for (const block of blocks) {
        current = block
        // Sideways, within the block: a picture that changed columns. (A centred picture may move down
        // as a taller text arrives beside it, as any centred column does; and further down the page, a
        // row whose right-aligned part the parser painted half-read may move as its rest arrives:
        // neither is what is checked here.)
        const sideways = (await shiftsOf(page, `${origin}${block.route}`)).filter((shift) =>
          shift.moved.some(({ block: within, from, to }) => within === block.index && from.x !== to.x),
        )
        found.push(...sideways.map((shift) => `${block.route} (block ${block.index + 1}): ${describe(shift)}`))
        // A shift is reported only in view: the block must be within the window for the check to hold.
        const bottom = await page
          .locator(PICTURE_BLOCKS)
          .nth(block.index)
          .evaluate((element) => element.getBoundingClientRect().bottom)
        expect(bottom, `${block.route} (block ${block.index + 1}) within the window`).toBeLessThan(WINDOW_HEIGHT)
      }
    })
    expect(
      found,
      'layout shifts while the text beside a picture arrived (place the picture with grid-area, not order)',
    ).toEqual([])
  },
)
