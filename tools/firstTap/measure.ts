/**
 * One measurement of the first-tap benchmark: a new visitor (a fresh browser context, a 390 px phone)
 * on Lighthouse's mobile profile, applied through the DevTools protocol (150 ms round trips, 1.6 Mbps
 * down, 750 kbps up, the CPU 4× slower). The page is opened at the widget (scrolled to it once loaded),
 * left idle for 2.5 s, then used once; the result is the time from that action to the first frame
 * that shows its answer (tools/firstTap/answer.ts). With a trace path, Chromium's trace of the page
 * from just before the action to the answer is written there (tools/firstTap/trace.ts reads it).
 */
import type { Browser } from '@playwright/test'
import { screens } from '../budgets/imageBudgets'
import { firstTapProbe, type TapRecord } from './answer'
import { traceCategories } from './trace'
import type { Widget } from './widgets'

/** Lighthouse's mobile profile (its `mobileSlow4G` throttling and `cpuSlowdownMultiplier`). */
export const throttling = { latencyMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750, cpuSlowdown: 4 }

/** How long the page sits idle after loading before the first action. */
export const IDLE_MS = 2500
/** An answer later than this is reported as missing. */
const ANSWER_TIMEOUT_MS = 20_000

/** Milliseconds from the action to its answer on screen, or null when no answer came. */
export async function measureFirstTap(
  browser: Browser,
  origin: string,
  widget: Widget,
  tracePath?: string,
): Promise<number | null> {
  const { name: _, ...screen } = screens.phone
  const context = await browser.newContext({ ...screen, hasTouch: true })
  await context.addInitScript({ content: firstTapProbe })
  const page = await context.newPage()
  let tracing = false
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latencyMs,
      downloadThroughput: (throttling.downloadKbps * 1024) / 8,
      uploadThroughput: (throttling.uploadKbps * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown })
    await page.goto(`${origin}${widget.route}`, { waitUntil: 'load', timeout: 60_000 })
    await page
      .locator(widget.target)
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await page.waitForTimeout(IDLE_MS)
    const answer = await widget.prepare(page)
    await widget.before?.(page)
    if (tracePath) {
      await browser.startTracing(page, { path: tracePath, categories: traceCategories })
      tracing = true
    }
    await page.evaluate((a) => (window as unknown as { armFirstTap: (a: unknown) => void }).armFirstTap(a), answer)
    await widget.act(page)
    // Read from the node side, every 250 ms: the answer may come in another document (a navigation).
    const until = Date.now() + ANSWER_TIMEOUT_MS
    let record: TapRecord | null = null
    while (Date.now() < until && !(record?.actedAt && record.answeredAt)) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      record = await page
        .evaluate(() => JSON.parse(sessionStorage.getItem('first-tap') ?? 'null') as TapRecord | null)
        .catch(() => record)
    }
    if (!record?.actedAt || !record.answeredAt) return null
    const { actedAt, answeredAt } = record
    return answeredAt - actedAt
  } catch (error) {
    // Reported, and counted as a run without an answer.
    console.warn(`    ${widget.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
    return null
  } finally {
    // Stopped whatever happened: the browser records one trace at a time.
    if (tracing) await browser.stopTracing()
    await context.close()
  }
}
