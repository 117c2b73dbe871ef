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
import type { BrowserContext, Page } from '@playwright/test'
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

/** A layout shift the browser reported: its score, and each element that moved, from and to where. */
interface Shift {
  value: number
  moved: { name: string; from: { x: number; y: number }; to: { x: number; y: number } }[]
}

const describe = ({ value, moved }: Shift) =>
  `${value.toFixed(3)}: ${moved.map((m) => `${m.name} from (${m.from.x}, ${m.from.y}) to (${m.to.x}, ${m.to.y})`).join(', ')}`

/** Records every layout shift of the context's pages, with what moved. */
async function recordShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
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
            from: point(previousRect),
            to: point(currentRect),
          })),
        })
    }).observe({ type: 'layout-shift', buffered: true })
  })
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

for (let shard = 0; shard < SHARDS; shard++) {
  test(
    `no route moves while its HTML arrives in two parts (part ${shard + 1} of ${SHARDS})`,
    phoneOnly,
    async ({ browser, request }, testInfo) => {
      const routes = shardOf(await routesToVisit(request), shard)
      expect(routes.length).toBeGreaterThan(3)
      const proxy = await startSplittingProxy(halfwayThroughMain)
      const context = await newScreenContext(browser, testInfo, { scripts: false })
      await recordShifts(context)
      const page = await context.newPage()
      const found: string[] = []
      try {
        for (const route of routes)
          found.push(
            ...(await shiftsOf(page, `${proxy.origin}${route}`)).map((shift) => `${route}: ${describe(shift)}`),
          )
      } finally {
        await context.close()
        await proxy.close()
      }
      expect(
        found,
        'layout shifts while the HTML arrived (put what stands above on a phone earlier in the HTML)',
      ).toEqual([])
    },
  )
}

/** The blocks that set their picture in the second column, beside a text that follows it in the HTML. */
const PICTURE_SECOND = /class="[^"]*\b(split--reverse|feature--flipped)\b/g
/** A window as tall as the longest page, on a wide screen. */
const WINDOW_HEIGHT = 9000
/** The text beside the picture, by the class of its element: it follows the picture in the HTML. */
const TEXT_OF: Record<string, string> = { 'split--reverse': 'split__body', 'feature--flipped': 'feature__text' }

test(
  'on a wide screen, a picture set in the second column stays in it while the text beside it arrives',
  desktopOnly,
  async ({ browser, request }, testInfo) => {
    // Every such block of every route: the route and which of its blocks (in HTML order).
    const blocks: { route: string; index: number }[] = []
    for (const route of await routesToVisit(request)) {
      const html = await (await request.get(route)).text()
      ;[...html.matchAll(PICTURE_SECOND)].forEach((_, index) => blocks.push({ route, index }))
    }
    expect(blocks.length, 'reversed splits and flipped feature sections on the site').toBeGreaterThan(0)
    let current = blocks[0]
    const proxy = await startSplittingProxy((html, url) => {
      if (decodeURIComponent(new URL(url, urls.site).pathname) !== current.route) return -1
      const block = [...html.matchAll(PICTURE_SECOND)][current.index]
      const text = html.indexOf(`<div class="${TEXT_OF[block[1]]}"`, block.index)
      if (text < 0) throw new Error(`${current.route}: no ${TEXT_OF[block[1]]} after the ${block[1]} block`)
      return text
    })
    // The whole page in view, so a shift anywhere on it counts.
    const context = await newScreenContext(browser, testInfo, { scripts: false })
    await recordShifts(context)
    const page = await context.newPage()
    await page.setViewportSize({ width: 1366, height: WINDOW_HEIGHT })
    const found: string[] = []
    try {
      for (const block of blocks) {
        current = block
        // Sideways: a picture that changed columns. (A centred picture may move down as a taller text
        // arrives beside it, as any centred column does; that is not what is checked here.)
        const sideways = (await shiftsOf(page, `${proxy.origin}${block.route}`)).filter((shift) =>
          shift.moved.some(({ from, to }) => from.x !== to.x),
        )
        found.push(...sideways.map((shift) => `${block.route} (block ${block.index + 1}): ${describe(shift)}`))
        // A shift is reported only in view: the block must be within the window for the check to hold.
        const bottom = await page
          .locator('.split--reverse, .feature--flipped')
          .nth(block.index)
          .evaluate((element) => element.getBoundingClientRect().bottom)
        expect(bottom, `${block.route} (block ${block.index + 1}) within the window`).toBeLessThan(WINDOW_HEIGHT)
      }
    } finally {
      await context.close()
      await proxy.close()
    }
    expect(
      found,
      'layout shifts while the text beside a picture arrived (place the picture with grid-area, not order)',
    ).toEqual([])
  },
)
