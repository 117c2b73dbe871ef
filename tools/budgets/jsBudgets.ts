/**
 * JavaScript budgets of a built site, measured in Chromium on a 390 px phone: every script file a
 * route makes the browser download, gzip (what static hosts serve; sizes are taken from the built
 * files, so the local server need not compress), in two steps:
 *
 * 1. **loads**: the page is opened, left until its islands have started (`html[data-hydrated]`),
 *    scrolled to the bottom a screen at a time (what comes near the window starts: the review
 *    carousel's Swiper, for one) and left until the network is quiet. What every visitor downloads.
 * 2. **on use**: then every island that waits for the visitor (components/islands.ts, `use`) is
 *    started as a first tap would start it, and the rest is counted apart: what a visitor who uses
 *    every part of the page downloads on top.
 *
 * The limits (the issue's): a page without islands (the frame only: text pages, the FAQ) at most
 * 8 KB; a page with islands at most 75 KB; the home page 90 KB, the About page 100 KB; a shell page
 * (noindex, drawn in the browser for a post or category newer than the build) 100 KB. Everything a
 * page may load once every part is used, at most 100 KB.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import sirv from 'sirv'
import { chromiumArgs, chromiumPath } from '../chromium'
import { screens } from './imageBudgets'
import { KB, kb, largest, type AssetSize } from './budgets'

export const jsLimits = {
  /** A page where nothing but the frame acts. */
  htmlOnly: 8 * KB,
  /** A page with islands. */
  islands: 75 * KB,
  /** Pages with budgets of their own. */
  routes: { '/': 90 * KB, '/about': 100 * KB } as Record<string, number>,
  /** A shell page, drawn in the browser. */
  shell: 100 * KB,
  /** Everything, once every island has been used. */
  onUse: 100 * KB,
}

/** A route's budget for what it loads, and why that one. */
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
  /** Scripts downloaded on load and scroll. */
  loaded: AssetSize[]
  loadedGzip: number
  /** Scripts downloaded on top once every waiting island is used. */
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

async function measureRoute(browser: Browser, origin: string, sizeOf: (url: string) => AssetSize, route: string): Promise<JsReport> {
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
  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'load' })
    // A page that never says its scripts have started is measured as it stands, and reported.
    const started = await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 20_000 })
      .then(() => true)
      .catch(() => false)
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
        scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 150))
      }
    })
    await page.waitForLoadState('networkidle')
    const loaded = [...scripts]
    const islands = await page.locator('[data-island]').evaluateAll((elements) => elements.map((el) => (el as HTMLElement).dataset.island ?? ''))
    // Every island that waits for the visitor, used as a tap would use it.
    await page.evaluate(() => document.querySelectorAll('[data-island]:not([data-hydrated])').forEach((el) => el.dispatchEvent(new Event('island:wake', { bubbles: true }))))
    const allStarted = await page
      .waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((el) => el.hasAttribute('data-hydrated') || el.hasAttribute('data-failed')), undefined, { timeout: 20_000 })
      .then(() => page.evaluate(() => !document.querySelector('[data-island][data-failed]')))
      .then((ok) => ok && started)
      .catch(() => false)
    await page.waitForLoadState('networkidle')
    const used = [...scripts].filter((url) => !loaded.includes(url))
    const loadedSizes = loaded.map(sizeOf)
    const usedSizes = used.map(sizeOf)
    return { route, islands, loaded: loadedSizes, loadedGzip: sum(loadedSizes), onUse: usedSizes, onUseGzip: sum(usedSizes), allStarted }
  } finally {
    await context.close()
  }
}

/**
 * Measures every route of a built client folder, served from disk. Two pages at a time: the numbers
 * are byte counts, which a busy machine does not change.
 */
export async function measureJs(clientDir: string, routes: string[]): Promise<JsReport[]> {
  const server = http.createServer(sirv(clientDir, { extensions: ['html'] }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
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
    await Promise.all([worker(), worker()])
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
          `${r.route}: loads ${kb(r.loadedGzip)} of JavaScript (gzip, on a 390 px phone), over the ${kb(limit)} budget (${rule}) by ${kb(r.loadedGzip - limit)}. Largest: ${largest(r.loaded)}.\n` +
          `  Fix: draw what does not act as HTML (no island); make a part that acts a framework-free behaviour, or a React island that starts on use (components/islands.ts); load heavy parts with import() where they are used.`,
      })
    }
    const total = r.loadedGzip + r.onUseGzip
    if (total > jsLimits.onUse) {
      failures.push({
        route: r.route,
        message: `${r.route}: with every part used it loads ${kb(total)} of JavaScript (${kb(r.loadedGzip)} + ${kb(r.onUseGzip)} on use), over ${kb(jsLimits.onUse)} by ${kb(total - jsLimits.onUse)}. Largest on use: ${largest(r.onUse)}.\n  Fix: trim the island's own code and its dependencies.`,
      })
    }
    if (!r.allStarted) failures.push({ route: r.route, message: `${r.route}: its scripts did not all start (html[data-hydrated] never set, a chunk failed, or an island never marked data-hydrated once used). Open the page and read the console.` })
  }
  return failures
}

/** A plain-text table: one row per route; "!" marks a size over its budget. */
export function formatJsTable(reports: JsReport[]): string {
  const header = ['route', 'islands', 'JS loads', 'budget', 'on use', 'with use']
  const rows = reports.map((r) => {
    const { limit } = jsBudgetOf(r.route, r.islands)
    const total = r.loadedGzip + r.onUseGzip
    return [
      r.route,
      r.islands.join(' ') || '-',
      `${kb(r.loadedGzip)}${r.loadedGzip > limit ? ' !' : ''}`,
      kb(limit),
      r.onUseGzip ? `+${kb(r.onUseGzip)}` : '-',
      `${kb(total)}${total > jsLimits.onUse ? ' !' : ''}`,
    ]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}
