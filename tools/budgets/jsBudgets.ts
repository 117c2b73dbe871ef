/**
 * JavaScript budgets of a built site, measured in Chromium on a 390 px phone: every script file a
 * route makes the browser download, gzip (what static hosts serve; sizes are taken from the built
 * files, so the local server need not compress), in three steps:
 *
 * 1. **loads**: the page is opened and left until its islands have started (`html[data-hydrated]`)
 *    and the network is quiet, without scrolling: what every visitor downloads before using anything.
 * 2. **near**: then it is scrolled to the bottom a screen at a time: what the parts further down
 *    load as they come near the window (a React island below the first view, the review carousel's
 *    Swiper).
 * 3. **on use**: then every island that has still not started is started as a first tap would start
 *    it: what a visitor who uses every part of the page downloads on top.
 *
 * The limits: a page without islands (the frame only: text pages, the FAQ) at most 8 KB before use; a
 * page with islands at most 75 KB; the home page 10 KB (its video is a few lines of framework-free
 * script, its quote form far below the first view); a shell page (noindex, drawn in the browser for a
 * post or category newer than the build) 20 KB. Everything a page may load once every part is
 * reached and used, at most 100 KB.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page } from '@playwright/test'
import { staticFiles } from '../../lib/node/staticFiles'
import { chromiumArgs, testChromiumPath } from '../chromium'
import { screens } from './imageBudgets'
import { KB, kb, largest, type AssetSize } from './budgets'

export const jsLimits = {
  /** A page where nothing but the frame acts. */
  htmlOnly: 8 * KB,
  /** A page with islands. */
  islands: 75 * KB,
  /** Pages with budgets of their own. */
  routes: { '/': 10 * KB } as Record<string, number>,
  /** A shell page, drawn in the browser. */
  shell: 20 * KB,
  /** Everything, once every part has been reached and used. */
  total: 100 * KB,
}

/** A route's budget for what it loads before use, and why that one. */
export function jsBudgetOf(route: string, islands: readonly string[]): { limit: number; rule: string } {
  if (route in jsLimits.routes) return { limit: jsLimits.routes[route], rule: `${route}'s own` }
  if (route.includes('__shell')) return { limit: jsLimits.shell, rule: 'a shell page' }
  if (!islands.length) return { limit: jsLimits.htmlOnly, rule: 'no island' }
  return { limit: jsLimits.islands, rule: 'islands' }
}

export interface JsReport {
  route: string
  /** The page's islands, by name, in page order. */
  islands: string[]
  /** Scripts downloaded on load, before any scrolling or use. */
  loaded: AssetSize[]
  loadedGzip: number
  /** Scripts downloaded on top as the page is scrolled through. */
  near: AssetSize[]
  nearGzip: number
  /** Scripts downloaded on top once every island still waiting is used. */
  onUse: AssetSize[]
  onUseGzip: number
  /** Whether every island started (after use). */
  allStarted: boolean
}

const sum = (list: AssetSize[]) => list.reduce((n, a) => n + a.gzip, 0)

/** The gzip size of a built file by its URL path, each file read and compressed once for every route. */
function sizer(clientDir: string): (url: string) => AssetSize {
  const sizes = new Map<string, AssetSize>()
  return (url) => {
    let size = sizes.get(url)
    if (!size) {
      const file = fs.readFileSync(path.join(clientDir, decodeURIComponent(url)))
      sizes.set(url, (size = { url, bytes: file.length, gzip: gzipSync(file).length }))
    }
    return size
  }
}

/** Scrolls to the bottom a screen at a time, as a visitor reading the page would. */
const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
  })

async function measureRoute(
  browser: Browser,
  origin: string,
  sizeOf: (url: string) => AssetSize,
  route: string,
): Promise<JsReport> {
  const { name: _, ...screen } = screens.phone
  const context = await browser.newContext({ ...screen, reducedMotion: 'no-preference' })
  // The start-up badge is not what this measures.
  await context.addInitScript(() => sessionStorage.setItem('startup-overlay-seen', '1'))
  const page = await context.newPage()
  const scripts = new Set<string>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === origin && url.pathname.endsWith('.js') && response.ok()) scripts.add(url.pathname)
  })
  // The network is quiet once no request has been in flight for half a second. (Playwright's
  // 'networkidle' is reached once per page load: it does not wait again after a scroll.)
  let inFlight = 0
  let changed = Date.now()
  const count = (by: number) => () => ((inFlight += by), (changed = Date.now()))
  page.on('request', count(1))
  page.on('requestfinished', count(-1))
  page.on('requestfailed', count(-1))
  const quiet = async () => {
    // A request that never ends (an API that hangs) is not waited for beyond 15 s.
    const until = Date.now() + 15_000
    while ((inFlight > 0 || Date.now() - changed < 500) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100))
  }
  /** The scripts downloaded since the last call. */
  const seen = new Set<string>()
  const since = () => {
    const fresh = [...scripts].filter((url) => !seen.has(url))
    fresh.forEach((url) => seen.add(url))
    return fresh.map(sizeOf)
  }
  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'load' })
    // A page that never says its scripts have started is measured as it stands, and reported.
    const started = await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 20_000 })
      .then(() => true)
      .catch(() => false)
    await page.waitForLoadState('networkidle')
    await quiet()
    const loaded = since()
    await scrollThrough(page)
    // What the page does as a part comes near runs in its own tasks: they have run once it is idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })))
    await quiet()
    const near = since()
    const islands = await page
      .locator('[data-island]')
      .evaluateAll((elements) => elements.map((el) => (el as HTMLElement).dataset.island ?? ''))
    // Every island still waiting, used as a tap would use it.
    await page.evaluate(() =>
      document
        .querySelectorAll('[data-island]:not([data-hydrated])')
        .forEach((el) => el.dispatchEvent(new Event('island:wake', { bubbles: true }))),
    )
    const allStarted = await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll('[data-island]')].every(
            (el) => el.hasAttribute('data-hydrated') || el.hasAttribute('data-failed'),
          ),
        undefined,
        { timeout: 20_000 },
      )
      .then(() => page.evaluate(() => !document.querySelector('[data-island][data-failed]')))
      .then((ok) => ok && started)
      .catch(() => false)
    await quiet()
    const onUse = since()
    return {
      route,
      islands,
      loaded,
      loadedGzip: sum(loaded),
      near,
      nearGzip: sum(near),
      onUse,
      onUseGzip: sum(onUse),
      allStarted,
    }
  } finally {
    await context.close()
  }
}

/**
 * Measures every route of a built client folder, served from disk. Six pages at a time: the numbers
 * are byte counts, which a busy machine does not change, and each page spends most of its time
 * waiting for the network to be quiet.
 */
export async function measureJs(clientDir: string, routes: string[]): Promise<JsReport[]> {
  const server = http.createServer(staticFiles(clientDir))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs })
  try {
    const sizeOf = sizer(clientDir)
    const reports: JsReport[] = new Array(routes.length)
    let next = 0
    const worker = async () => {
      while (next < routes.length) {
        const i = next++
        reports[i] = await measureRoute(browser, origin, sizeOf, routes[i])
      }
    }
    await Promise.all(Array.from({ length: 6 }, worker))
    return reports
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

export interface JsFailure {
  route: string
  message: string
}

/** Every route over a budget, with what to do about it. */
export function checkJsBudgets(reports: JsReport[]): JsFailure[] {
  const failures: JsFailure[] = []
  for (const r of reports) {
    const { limit, rule } = jsBudgetOf(r.route, r.islands)
    if (r.loadedGzip > limit) {
      failures.push({
        route: r.route,
        message:
          `${r.route}: loads ${kb(r.loadedGzip)} of JavaScript before use (gzip, on a 390 px phone), over the ${kb(limit)} budget (${rule}) by ${kb(r.loadedGzip - limit)}. Largest: ${largest(r.loaded)}.\n` +
          `  Fix: draw what does not act as HTML (no island); make a part that acts a framework-free behaviour (components/islands.ts); load heavy parts with import() where they are used.`,
      })
    }
    const total = r.loadedGzip + r.nearGzip + r.onUseGzip
    if (total > jsLimits.total) {
      failures.push({
        route: r.route,
        message: `${r.route}: with every part reached and used it loads ${kb(total)} of JavaScript (${kb(r.loadedGzip)} + ${kb(r.nearGzip)} near + ${kb(r.onUseGzip)} on use), over ${kb(jsLimits.total)} by ${kb(total - jsLimits.total)}. Largest after load: ${largest([...r.near, ...r.onUse])}.\n  Fix: trim the island's own code and its dependencies.`,
      })
    }
    if (!r.allStarted)
      failures.push({
        route: r.route,
        message: `${r.route}: its scripts did not all start (html[data-hydrated] never set, a chunk failed, or an island never marked data-hydrated once used). Open the page and read the console.`,
      })
  }
  return failures
}

/** A plain-text table: one row per route; "!" marks a size over its budget. */
export function formatJsTable(reports: JsReport[]): string {
  const header = ['route', 'islands', 'JS loads', 'budget', 'near', 'on use', 'all']
  const more = (bytes: number) => (bytes ? `+${kb(bytes)}` : '-')
  const rows = reports.map((r) => {
    const { limit } = jsBudgetOf(r.route, r.islands)
    const total = r.loadedGzip + r.nearGzip + r.onUseGzip
    return [
      r.route,
      r.islands.join(' ') || '-',
      `${kb(r.loadedGzip)}${r.loadedGzip > limit ? ' !' : ''}`,
      kb(limit),
      more(r.nearGzip),
      more(r.onUseGzip),
      `${kb(total)}${total > jsLimits.total ? ' !' : ''}`,
    ]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}
