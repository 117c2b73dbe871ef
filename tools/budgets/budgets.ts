/**
 * Performance budgets of a built site, as pure functions over the HTML and the assets it names
 * (the caller supplies a `read` function; nothing here touches the file system).
 *
 * What a route "loads" (what each chunk imports, from Vite's manifest of the build):
 * - initial JavaScript: every `<script src>` and `<link rel="modulepreload">` of its HTML (and the
 *   entry and chunks the boot script names in `data-entry` / `data-preload`), plus the static imports
 *   of those chunks, transitively;
 * - lazy JavaScript: the `import()` chunks reachable from the page's own code (its entry under
 *   `/assets/entries/pages_*`), with their static imports, minus what is already initial. The router's own entry is not followed for `import()`: it can
 *   load every other page, which is client navigation, not this page's code;
 * - CSS: every `<link rel="stylesheet">` of its HTML; the CSS Vite loads with a lazy chunk is
 *   reported apart (lazy CSS).
 * Sizes are gzip (zlib default level, what static hosts typically serve); 1 KB = 1024 bytes.
 *
 * The limit checked here: a route's CSS at most 25 KB, and every asset its HTML or chunks name must
 * exist. The JavaScript budgets are measured in the browser (jsBudgets.ts): what a page downloads
 * depends on when its islands start, which reading the files cannot tell. The JavaScript sizes read
 * here are for the bench's report.
 */
import { gzipSync } from 'node:zlib'
import { urlPathOfFile } from '../../generator/gates/builtPages'
import type { LinksOf } from '../../generator/output/builtModules'

/** Budgets in bytes (gzip). */
export interface Budgets {
  /** CSS of a route's `<link rel="stylesheet">` tags. */
  css: number
}

export const KB = 1024

/** 25 KB of CSS, gzip. */
export const defaultBudgets: Budgets = { css: 25 * KB }

/** Reads an asset by its URL path ("/assets/chunks/x.js"); undefined when it does not exist. */
export type ReadAsset = (urlPath: string) => string | undefined

export interface AssetSize {
  url: string
  bytes: number
  gzip: number
}

export interface RouteReport {
  route: string
  html: { bytes: number; gzip: number }
  initialJs: AssetSize[]
  lazyJs: AssetSize[]
  css: AssetSize[]
  lazyCss: AssetSize[]
  /** Sums in gzip bytes. */
  jsGzip: number
  lazyJsGzip: number
  cssGzip: number
  lazyCssGzip: number
  /** URLs named by the HTML or a chunk that do not exist in the build. */
  missing: string[]
}

/** The route of a built HTML file (one mapping for every check: builtPages.ts). */
export const routeOfHtmlFile = urlPathOfFile

/** True for the meta-refresh pages written for legacy redirects: they load nothing. */
export function isRedirectPage(html: string): boolean {
  return /<meta[^>]+http-equiv="refresh"/i.test(html)
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]

/** The assets an HTML page names: module scripts, modulepreloads and stylesheets, in order. */
export function htmlAssets(html: string): { scripts: string[]; modulepreloads: string[]; stylesheets: string[] } {
  const scripts: string[] = []
  const modulepreloads: string[] = []
  const stylesheets: string[] = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src')
    if (src) scripts.push(src)
    // The boot script names the entry and chunks it loads after the first paint (generator/output/deferScripts.ts).
    const entry = attr(tag, 'data-entry')
    if (entry) scripts.push(entry)
    modulepreloads.push(...(attr(tag, 'data-preload') ?? '').split(/\s+/).filter(Boolean))
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.toLowerCase()
    const href = attr(tag, 'href')
    if (!href) continue
    if (rel === 'modulepreload') modulepreloads.push(href)
    else if (rel === 'stylesheet') stylesheets.push(href)
  }
  return { scripts, modulepreloads, stylesheets }
}

const size = (url: string, text: string): AssetSize => ({
  url,
  bytes: Buffer.byteLength(text),
  gzip: gzipSync(text).length,
})

/** Follows static imports from `start`; returns every chunk reached (in discovery order). */
function staticClosure(start: string[], read: ReadAsset, linksOf: LinksOf, missing: Set<string>): string[] {
  const seen = new Set<string>()
  const queue = [...start]
  while (queue.length) {
    const url = queue.shift()!
    if (seen.has(url)) continue
    seen.add(url)
    if (read(url) === undefined) {
      missing.add(url)
      continue
    }
    for (const dep of linksOf(url).imports) if (!seen.has(dep)) queue.push(dep)
  }
  return [...seen].filter((u) => !missing.has(u))
}

/**
 * Measures one route from its HTML; what each chunk imports comes from Vite's manifest of the build
 * (`linksOf`, generator/output/builtModules.ts).
 */
export function measureRoute(route: string, html: string, read: ReadAsset, linksOf: LinksOf): RouteReport {
  const missing = new Set<string>()
  const { scripts, modulepreloads, stylesheets } = htmlAssets(html)
  // 1. Initial JavaScript: what the HTML names, and its static imports.
  const initial = staticClosure([...scripts, ...modulepreloads], read, linksOf, missing)
  const initialSet = new Set(initial)
  // 2. Lazy JavaScript: import() from the page's own code, followed to a fixed point, with the
  // stylesheets Vite loads with each.
  const isOtherPageEntry = (url: string) => url.includes('/entries/')
  const pageOwn = initial.filter((u) => !/\/entries\/entry-/.test(u))
  const lazy = new Set<string>()
  const lazyCss = new Set<string>()
  const frontier = [...pageOwn]
  const visited = new Set<string>()
  while (frontier.length) {
    const url = frontier.shift()!
    if (visited.has(url)) continue
    visited.add(url)
    for (const target of linksOf(url).dynamicImports) {
      if (isOtherPageEntry(target)) continue
      for (const chunk of staticClosure([target], read, linksOf, missing)) {
        for (const css of linksOf(chunk).css) lazyCss.add(css)
        if (!initialSet.has(chunk) && !lazy.has(chunk)) {
          lazy.add(chunk)
          frontier.push(chunk)
        }
      }
    }
  }
  for (const href of stylesheets) lazyCss.delete(href)
  // 3. Sizes.
  const measure = (urls: Iterable<string>) =>
    [...urls].flatMap((u) => {
      const text = read(u)
      if (text === undefined) {
        missing.add(u)
        return []
      }
      return [size(u, text)]
    })
  const initialJs = measure(initial)
  const lazyJs = measure(lazy)
  const css = measure(stylesheets)
  const lazyCssSizes = measure(lazyCss)
  const sum = (list: AssetSize[]) => list.reduce((n, a) => n + a.gzip, 0)
  return {
    route,
    html: { bytes: Buffer.byteLength(html), gzip: gzipSync(html).length },
    initialJs,
    lazyJs,
    css,
    lazyCss: lazyCssSizes,
    jsGzip: sum(initialJs),
    lazyJsGzip: sum(lazyJs),
    cssGzip: sum(css),
    lazyCssGzip: sum(lazyCssSizes),
    missing: [...missing],
  }
}

export interface BudgetFailure {
  route: string
  what: 'CSS' | 'missing asset'
  size: number
  budget: number
  message: string
}

/** "12.3 KB" (1 KB = 1024 bytes). */
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

/** The largest assets of a list, for the failure message. */
export const largest = (list: AssetSize[], n = 3) =>
  [...list]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, n)
    .map((a) => `${a.url} ${kb(a.gzip)}`)
    .join(', ')

/** Every route over its CSS budget or naming a missing asset, with what to do about it. */
export function checkBudgets(reports: RouteReport[], budgets: Budgets = defaultBudgets): BudgetFailure[] {
  const failures: BudgetFailure[] = []
  for (const r of reports) {
    if (r.cssGzip > budgets.css) {
      failures.push({
        route: r.route,
        what: 'CSS',
        size: r.cssGzip,
        budget: budgets.css,
        message:
          `${r.route}: CSS ${kb(r.cssGzip)} gzip is over the ${kb(budgets.css)} budget by ${kb(r.cssGzip - budgets.css)}. Largest: ${largest(r.css)}.\n` +
          `  Fix: put page-specific CSS in a .css file beside the page or component that uses it, reuse the shared classes of renderer/styles.css, and remove unused rules.`,
      })
    }
    for (const url of r.missing) {
      failures.push({
        route: r.route,
        what: 'missing asset',
        size: 0,
        budget: 0,
        message: `${r.route}: ${url} is named by the page or a chunk but is not in the build. Fix: rebuild; if it persists, the build is broken.`,
      })
    }
  }
  return failures
}
