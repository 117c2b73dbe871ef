/**
 * Scripts after the first paint. Vike writes each page's client entry as `<script type="module" async>`
 * plus a `<link rel="modulepreload">` per chunk, so the browser fetches the page's JavaScript alongside
 * the stylesheets and the largest image, and on a fast connection runs it before painting: the lab
 * measure of a phone (Lighthouse) then counts all of it in the first and largest paint. This step
 * replaces those tags with the small boot script (bootScript.ts), inline, which requests the same
 * files, in parallel, once the page has loaded and been painted. Nothing else changes: the same entry
 * starts the page, and without JavaScript the page works as before.
 *
 * The chunks are listed dependencies first: the boot script runs them one per task in that order, so
 * each module's first run (React's, Vike's, the page's) is its own short task rather than one long one.
 */
import { bootScript } from './bootScript'
import { readModuleLinks, type LinksOf } from './builtModules'

const ENTRY = /<script src="(\/assets\/[^"]+\.js)" type="module" async><\/script>/g
const PRELOAD = /[ \t]*<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"[^>]*>\n?/g

/**
 * `urls` reordered so that every module comes after the listed modules it imports (depth first, in
 * the given order otherwise). Imports outside the list are left to the browser.
 */
export function dependenciesFirst(urls: string[], importsOf: (url: string) => string[]): string[] {
  const listed = new Set(urls)
  const seen = new Set<string>()
  const ordered: string[] = []
  const visit = (url: string) => {
    if (seen.has(url)) return
    seen.add(url)
    for (const dependency of importsOf(url)) if (listed.has(dependency)) visit(dependency)
    ordered.push(url)
  }
  urls.forEach(visit)
  return ordered
}

/**
 * One page's HTML with Vike's entry script and modulepreloads replaced by the inline boot script;
 * unchanged when the page has no entry or several (nothing is guessed). `importsOf` gives a module's
 * static imports, to list the chunks dependencies first.
 */
export function deferPageScripts(html: string, importsOf: (url: string) => string[] = () => []): string {
  const entries = [...html.matchAll(ENTRY)]
  if (entries.length !== 1) return html
  const preloads = dependenciesFirst(
    [...html.matchAll(PRELOAD)].map((m) => m[1]),
    importsOf,
  )
  const boot = `<script data-entry="${entries[0][1]}" data-preload="${preloads.join(' ')}">${bootScript}</script>`
  // A function as replacement: the script's own `$` characters are not replacement patterns.
  return html.replace(PRELOAD, '').replace(ENTRY, () => boot)
}

/**
 * `deferPageScripts` for the pages of `clientDir`, listing the chunks dependencies first by what Vite's
 * manifest says each imports (read once, when the first page is deferred: Vike writes it before it
 * prerenders).
 */
export function scriptDeferrer(clientDir: string): (html: string) => string {
  let linksOf: LinksOf | undefined
  return (html) =>
    deferPageScripts(html, (url) => {
      linksOf ??= readModuleLinks(clientDir)
      return linksOf(url).imports
    })
}
