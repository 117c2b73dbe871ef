/**
 * The optional web-vitals reporter (spec point 7). With VITALS_URL a visit loads the reporter after
 * hydration and, when the page is hidden, sends one beacon with the
 * metrics to that URL; without VITALS_URL no web-vitals code is requested and nothing is sent.
 *
 * The VITALS_URL site is the end-to-end build given an endpoint by the build's own steps
 * (injectVitalsUrl for the pages, headerRules for the CSP), in a folder of its own: the scripts do not
 * depend on VITALS_URL, so a second Vite build is not needed. Making and serving the copy takes a
 * few seconds (printed below).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { loadContent } from '../../generator/content/loadContent'
import { resolveConfig } from '../../generator/content/resolveConfig'
import { formatHeaders } from '../../generator/output/hostRules'
import { injectVitalsUrl } from '../../generator/output/injectVitalsUrl'
import { headerRules } from '../../generator/output/securityHeaders'
import { serveSite, type HostServer } from '../../generator/serveSite'
import type { VitalsBeacon } from '../../renderer/reportVitals'
import { e2eOutDir, e2eVitalsOutDir, ports, urls } from '../../tools/ports'
import { expect, test } from './fixtures'

const root = path.resolve(import.meta.dirname, '../..')
const vitalsUrl = 'https://rum.example.com/collect'
/** A string of web-vitals' own code (the entry type it observes for LCP); the site's code never names it. */
const webVitalsCode = 'largest-contentful-paint'

// One server for the file: the tests share it and run one after the other. Each project that runs the
// file has its own folder and port, as two may run at the same time.
test.describe.configure({ mode: 'serial' })
let server: HostServer | undefined
let vitalsSite = ''

test.beforeAll(async ({}, testInfo) => {
  // wrangler takes 15-30 s to start on a busy machine.
  test.setTimeout(120_000)
  const started = performance.now()
  const loaded = await loadContent(root)
  if (!loaded.ok) throw new Error('content does not load')
  const { config, problems } = resolveConfig(loaded.content.collections['site.json'], {
    BLOG_API_URL: urls.api,
    PORTAL_URL: urls.portal,
    VITALS_URL: vitalsUrl,
  })
  expect(problems).toEqual([])
  const dir = path.join(root, `${e2eVitalsOutDir}-${testInfo.project.name}`)
  const port = ports.vitalsSite + testInfo.config.projects.findIndex((p) => p.name === testInfo.project.name)
  const client = path.join(dir, 'client')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(path.join(root, e2eOutDir, 'client'), client, { recursive: true })
  injectVitalsUrl(client, config.vitalsUrl!)
  fs.writeFileSync(
    path.join(client, '_headers'),
    formatHeaders(headerRules(config, loaded.content.collections['site.json'].video.embedUrl)),
  )
  const copied = performance.now()
  server = await serveSite(client, port)
  vitalsSite = server.url
  console.log(
    `VITALS_URL site: copied and given the endpoint in ${Math.round(copied - started)} ms, served after ${Math.round(performance.now() - started)} ms`,
  )
})

test.afterAll(async () => {
  await server?.close()
})

/**
 * Records the scripts a page receives that contain web-vitals' code, and every beacon it sends; the
 * page counts its calls of `navigator.sendBeacon` itself, so a test reads them the moment it has
 * hidden the page (the reporter sends while the page is being hidden, or not at all).
 */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator)
    const counted = window as { beaconsSent?: number }
    counted.beaconsSent = 0
    navigator.sendBeacon = (...args) => {
      counted.beaconsSent!++
      return send(...args)
    }
  })
  const vitalsScripts: string[] = []
  const beacons: string[] = []
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return
    if ((await response.text().catch(() => '')).includes(webVitalsCode))
      vitalsScripts.push(new URL(response.url()).pathname)
  })
  page.on('request', (request) => request.resourceType() === 'ping' && beacons.push(request.url()))
  return { vitalsScripts, beacons }
}

/** How many beacons the page has sent (counted by `watch`). */
const beaconsSent = (page: Page) => page.evaluate(() => (window as { beaconsSent?: number }).beaconsSent)

/**
 * The visitor clicks (which ends the LCP measurement), then the page is hidden, which is when the
 * reporter sends. Headless Chromium never hides a page (minimising the window, another tab in front
 * and leaving the page all keep it 'visible' and fire no visibilitychange, measured), so the hidden
 * state is set in the page and the event dispatched there, as the browser would.
 */
async function clickThenHide(page: Page) {
  await page.getByRole('heading', { level: 1 }).click()
  // web-vitals finalises LCP in an idle callback after the click; this one runs after it.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })))
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })
}

/** The beacons the page sends to the vitals endpoint, as they arrive (each answered 204). */
async function receiveBeacons(page: Page): Promise<VitalsBeacon[]> {
  const received: VitalsBeacon[] = []
  await page.route(vitalsUrl, async (route) => {
    received.push(JSON.parse(route.request().postData() ?? '{}') as VitalsBeacon)
    await route.fulfill({ status: 204 })
  })
  return received
}

test('with VITALS_URL: the reporter loads after hydration and one beacon carries LCP and CLS (and FCP, TTFB)', async ({
  page,
  consoleErrors,
}) => {
  const received = await receiveBeacons(page)
  const seen = await watch(page)
  await page.goto(`${vitalsSite}/`)
  await expect(page.locator('meta[name="vitals-url"]')).toHaveAttribute('content', vitalsUrl)
  await expect.poll(() => seen.vitalsScripts.length).toBe(1)
  // Not one of the scripts the page names up front: it was requested after hydration.
  const boot = await page
    .locator('script[data-entry]')
    .evaluate((el) => `${el.getAttribute('data-entry')} ${el.getAttribute('data-preload')}`)
  expect(boot.split(' ')).not.toContain(seen.vitalsScripts[0])

  await clickThenHide(page)
  expect(await beaconsSent(page), 'beacons sent as the page was hidden').toBe(1)
  await expect.poll(() => received.length).toBe(1)
  expect(seen.beacons).toEqual([vitalsUrl])
  const [beacon] = received
  expect(beacon!.page).toBe('/')
  const names = beacon!.metrics.map((m) => m.name)
  expect(names).toEqual(expect.arrayContaining(['LCP', 'CLS', 'FCP', 'TTFB']))
  expect(new Set(names).size).toBe(names.length)
  const lcp = beacon!.metrics.find((m) => m.name === 'LCP')!
  expect(lcp.value).toBeGreaterThan(0)
  expect(beacon!.metrics.find((m) => m.name === 'CLS')!.value).toBeGreaterThanOrEqual(0)
  expect(consoleErrors).toEqual([])
})

test('with VITALS_URL: INP comes with its attribution, which names the slow element and where its time went', async ({
  page,
  consoleErrors,
}) => {
  const received = await receiveBeacons(page)
  await watch(page)
  await page.goto(`${vitalsSite}/faq`)
  // A widget that takes 120 ms to answer a tap: the kind of interaction INP is there to find.
  const question = page.getByRole('main').locator('details summary').first()
  await question.evaluate((summary) =>
    summary.addEventListener('click', () => {
      const until = performance.now() + 120
      while (performance.now() < until);
    }),
  )
  await question.click()
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
  await clickThenHide(page)
  await expect.poll(() => received.length).toBe(1)
  const inp = received[0].metrics.find((m) => m.name === 'INP')
  expect(inp, 'INP in the beacon').toBeTruthy()
  expect(inp!.value).toBeGreaterThanOrEqual(120)
  const attribution = inp!.attribution!
  expect(attribution.type).toBe('pointer')
  expect(attribution.target).toMatch(/summary/)
  expect(attribution.processingDuration).toBeGreaterThanOrEqual(100)
  expect(attribution.inputDelay).toBeGreaterThanOrEqual(0)
  expect(attribution.presentationDelay).toBeGreaterThanOrEqual(0)
  // The three phases make up the interaction (Event Timing rounds its duration to 8 ms).
  const phases = attribution.inputDelay + attribution.processingDuration + attribution.presentationDelay
  expect(Math.abs(phases - inp!.value)).toBeLessThanOrEqual(16)
  expect(attribution.loadState).toBe('complete')
  // Every other metric is sent without one.
  for (const metric of received[0].metrics.filter((m) => m.name !== 'INP'))
    expect(metric).not.toHaveProperty('attribution')
  expect(consoleErrors).toEqual([])
})

test('without VITALS_URL: no web-vitals code is requested and no beacon is sent', async ({ page, consoleErrors }) => {
  const seen = await watch(page)
  await page.goto('/')
  await expect(page.locator('meta[name="vitals-url"]')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  await clickThenHide(page)
  expect(await beaconsSent(page), 'beacons sent as the page was hidden').toBe(0)
  expect(seen.vitalsScripts).toEqual([])
  expect(seen.beacons).toEqual([])
  expect(consoleErrors).toEqual([])
})
