/**
 * The pages of a built site as the checks see them: every HTML file of a client folder with the URL
 * path a visitor uses for it, and helpers that resolve a URL path to the file a static host serves.
 */
import fs from 'node:fs'
import path from 'node:path'

/** One built HTML file. */
export interface BuiltPage {
  /** Path inside the client folder, with forward slashes, e.g. "services.html". */
  file: string
  /** The URL path it is served at, e.g. "/services"; "/404.html" for the not-found page. */
  urlPath: string
  html: string
}

/**
 * The URL path the host serves a page at: "about.html" -> "/about" (the build's form, see
 * renderer/+config.ts), "about/index.html" -> "/about", "index.html" -> "/"; "404.html", the
 * not-found page, keeps its file name.
 */
export function urlPathOfFile(file: string): string {
  const posix = file.split(path.sep).join('/')
  if (posix === 'index.html') return '/'
  if (posix === '404.html' || !posix.endsWith('.html')) return `/${posix}`
  return `/${posix.replace(/(\/index)?\.html$/, '')}`
}

/** Every HTML file of a built client folder and its URL path, sorted by URL path (not read). */
export function listBuiltPages(clientDir: string): Omit<BuiltPage, 'html'>[] {
  return (fs.readdirSync(clientDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file: file.split(path.sep).join('/'), urlPath: urlPathOfFile(file) }))
    .sort((a, b) => a.urlPath.localeCompare(b.urlPath))
}

/** Every HTML file of a built client folder, sorted by URL path. */
export function readBuiltPages(clientDir: string): BuiltPage[] {
  return listBuiltPages(clientDir).map((page) => ({
    ...page,
    html: fs.readFileSync(path.join(clientDir, page.file), 'utf8'),
  }))
}

/**
 * The file the host serves for a URL path without rewrites: the file itself, `{path}.html` (the
 * build's form) or its folder's `index.html`. Returns the path inside the client folder, or null.
 */
export function fileForPath(clientDir: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const inner = path.posix.normalize(decoded).replace(/^\/+/, '')
  if (inner.startsWith('..')) return null
  for (const candidate of [
    inner,
    inner ? `${inner.replace(/\/$/, '')}.html` : '',
    inner ? `${inner.replace(/\/$/, '')}/index.html` : 'index.html',
  ]) {
    const abs = path.join(clientDir, candidate)
    if (candidate && fs.existsSync(abs) && fs.statSync(abs).isFile()) return candidate
  }
  return null
}

/** Whether a page is a redirect fallback (a meta refresh): no heading, no head of its own to compare. */
export const isRedirectPage = (html: string) => /http-equiv="refresh"/i.test(html)

/** Whether a page is kept out of search results (404, shells, redirect fallbacks). */
export function isNoindex(html: string): boolean {
  return /<meta name="robots" content="noindex/.test(html) || isRedirectPage(html)
}

/** The site origin a build was made for, read from its robots.txt (written by the build). */
export function siteUrlOfBuild(clientDir: string): string | null {
  const robots = path.join(clientDir, 'robots.txt')
  if (!fs.existsSync(robots)) return null
  const line = /^Sitemap:\s*(\S+)\/sitemap\.xml\s*$/m.exec(fs.readFileSync(robots, 'utf8'))
  return line ? line[1] : null
}

/** Whether a canonical URL names the page's own path (encoded or not), i.e. the page stands for itself. */
export function isOwnCanonical(canonical: string, urlPath: string): boolean {
  try {
    return decodeURIComponent(new URL(canonical).pathname) === urlPath
  } catch {
    return false
  }
}
