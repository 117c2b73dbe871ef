/**
 * A page does not move while its HTML arrives. On a slow connection a phone paints what has come of a
 * page before the rest is there. An element that comes later in the HTML but stands above what was
 * painted (a sidebar that the phone's layout puts above a list) then pushes it down: a layout shift
 * the visitor sees, and Lighthouse counts. Here every route's HTML reaches a phone in two parts, cut
 * halfway through its `<main>`, with a pause between them, through a small proxy in front of the site
 * that passes everything else through unchanged. Without scripts, so what is measured is the HTML and
 * the CSS: the browser must report no layout shift.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { urls } from '../../tools/ports'
import { expect, newScreenContext, phoneOnly, test } from './fixtures'
import { routesToVisit, shardOf, SHARDS } from './siteRoutes'

/** How long the second part of a page waits: long enough for the browser to paint the first. */
const PAUSE_MS = 300

/** Starts the proxy: HTML pages in two parts, cut halfway through `<main>`; anything else as it comes. */
async function startSplittingProxy(): Promise<{ origin: string; close: () => Promise<void> }> {
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
      const [start, end] = [body.indexOf('<main'), body.indexOf('</main>')]
      if (!(answer.headers.get('content-type') ?? '').startsWith('text/html') || start < 0 || end < 0)
        return res.end(body)
      const cut = Math.floor((start + end) / 2)
      res.write(body.subarray(0, cut))
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
      res.end(body.subarray(cut))
    })().catch((error: unknown) => res.destroy(error as Error))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

for (let shard = 0; shard < SHARDS; shard++) {
  test(
    `no route moves while its HTML arrives in two parts (part ${shard + 1} of ${SHARDS})`,
    phoneOnly,
    async ({ browser, request }, testInfo) => {
      const routes = shardOf(await routesToVisit(request), shard)
      expect(routes.length).toBeGreaterThan(3)
      const proxy = await startSplittingProxy()
      const context = await newScreenContext(browser, testInfo, { scripts: false })
      await context.addInitScript(() => {
        const shifts: string[] = []
        ;(window as unknown as { shifts: string[] }).shifts = shifts
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
          })[]) {
            const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
              const name =
                node instanceof Element ? `${node.localName}.${node.classList[0] ?? ''}` : String(node?.nodeName)
              return `${name} from y ${Math.round(from.y)} to ${Math.round(to.y)}`
            })
            shifts.push(`${entry.value.toFixed(3)}: ${moved.join(', ')}`)
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      const page = await context.newPage()
      const found: string[] = []
      try {
        for (const route of routes) {
          await page.goto(`${proxy.origin}${route}`)
          // The frame after the load, by which the browser has reported every shift of the arrival.
          const shifts = await page.evaluate(
            () =>
              new Promise<string[]>((resolve) =>
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => resolve((window as unknown as { shifts: string[] }).shifts)),
                ),
              ),
          )
          found.push(...shifts.map((shift) => `${route}: ${shift}`))
        }
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
