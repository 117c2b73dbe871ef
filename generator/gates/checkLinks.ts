/**
 * Every internal reference of the built site resolves: links and their #anchors, images (src, srcset,
 * <source>), stylesheets, scripts, icons of the SVG sprite, share images, canonical URLs and `url()`s in
 * the built CSS. A link must reach a page that was built, not a redirect, because client navigation
 * does not follow the host's redirect rules. External URLs are not fetched.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { HtmlElement } from 'html-validate'
import { parseRedirects, type RedirectRule } from '../output/hostRules'
import { fileForPath } from './builtPages'
import { attr, decodeEntities, parseHtml, type ParsedPage } from './parseHtml'
import type { SiteProblem } from './problems'
import { leadActions } from '../../lib/leads/leadActions'

/** How a reference is used, which decides what "resolves" means for it. */
type RefKind = 'page' | 'image' | 'file' | 'sprite'

export interface Reference {
  kind: RefKind
  /** The attribute value as written. */
  value: string
  /** What it is, for messages: "link", "image", "stylesheet"... */
  label: string
}

/** Candidate URLs of a srcset: "a.webp 1x, b.webp 2x" -> ["a.webp", "b.webp"]. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0])
    .filter(Boolean)
}

/**
 * Every reference a document makes, with how each is used. The parser does not keep the inside of
 * inline <svg>, so sprite icons (`<use href="/icons.svg#phone">`) are read from the source text.
 */
export function referencesOf(root: HtmlElement, html: string): Reference[] {
  const refs: Reference[] = []
  const add = (kind: RefKind, label: string, value: string | undefined) => {
    if (value !== undefined) refs.push({ kind, label, value: value.trim() })
  }
  for (const el of root.querySelectorAll('a[href], area[href]')) add('page', 'link', attr(el, 'href'))
  for (const el of root.querySelectorAll('form[action]')) add('page', 'form action', attr(el, 'action'))
  for (const el of root.querySelectorAll('iframe[src]')) add('page', 'frame', attr(el, 'src'))
  // A noindex page (404, shells) is never indexed, so where its canonical points does not matter.
  const noindex = /noindex/.test(attr(root.querySelector('meta[name="robots"]') ?? root, 'content') ?? '')
  for (const el of root.querySelectorAll('link[href]')) {
    const rel = (attr(el, 'rel') ?? '').toLowerCase()
    if (/\b(canonical|alternate|prev|next)\b/.test(rel)) {
      if (!noindex) add('page', `${rel} link`, attr(el, 'href'))
    } else if (/\b(icon|apple-touch-icon)\b/.test(rel)) add('image', 'icon', attr(el, 'href'))
    else if (/\bpreload\b/.test(rel) && attr(el, 'as') === 'image') add('image', 'preloaded image', attr(el, 'href'))
    else add('file', rel.includes('stylesheet') ? 'stylesheet' : `${rel} file`, attr(el, 'href'))
  }
  for (const el of root.querySelectorAll('script[src]')) add('file', 'script', attr(el, 'src'))
  for (const el of root.querySelectorAll('img, source, video, image')) {
    for (const name of ['src', 'poster', 'href']) add('image', 'image', attr(el, name))
    for (const url of srcsetUrls(attr(el, 'srcset') ?? '')) add('image', 'image', url)
  }
  for (const el of root.querySelectorAll('meta[content]')) {
    const key = attr(el, 'property') ?? attr(el, 'name') ?? ''
    if (key === 'og:image' || key === 'twitter:image') add('image', key, attr(el, 'content'))
    if (key === 'og:url' && !noindex) add('page', key, attr(el, 'content'))
  }
  for (const match of html.matchAll(/<use\b[^>]*?\s(?:xlink:)?href="([^"]*)"/g))
    add('sprite', 'icon', decodeEntities(match[1]))
  return refs
}

/** The `id`s of a document (and old-style `<a name>` anchors). */
export function idsOf(root: HtmlElement): Set<string> {
  const ids = new Set<string>()
  for (const el of root.querySelectorAll('[id]')) ids.add(attr(el, 'id') ?? '')
  for (const el of root.querySelectorAll('a[name]')) ids.add(attr(el, 'name') ?? '')
  return ids
}

/** Schemes that are not web addresses (or are checked by the security check: javascript:). */
const OTHER_SCHEME = /^(mailto|tel|sms|data|blob|javascript):/i

/** Redirect rules of a built folder (its `_redirects`). */
export function redirectsOf(clientDir: string): RedirectRule[] {
  const file = path.join(clientDir, '_redirects')
  return fs.existsSync(file) ? parseRedirects(fs.readFileSync(file, 'utf8')) : []
}

/** `fileForPath` with each URL path looked up once per check (a footer link is on every page). */
export function fileLookup(clientDir: string): (urlPath: string) => string | null {
  const known = new Map<string, string | null>()
  return (urlPath) => {
    if (!known.has(urlPath)) known.set(urlPath, fileForPath(clientDir, urlPath))
    return known.get(urlPath)!
  }
}

/** The `id`s of a file of the build: an SVG's symbols, or a page's elements (`fromPage` gives them when already known). */
export function idsOfFile(
  clientDir: string,
  fromPage: (file: string) => Set<string> | undefined,
): (file: string) => Set<string> {
  const cache = new Map<string, Set<string>>()
  return (file) => {
    if (!cache.has(file)) {
      const known = file.endsWith('.svg') ? undefined : fromPage(file)
      if (known) cache.set(file, known)
      else {
        const text = fs.readFileSync(path.join(clientDir, file), 'utf8')
        cache.set(
          file,
          file.endsWith('.svg')
            ? new Set([...text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]))
            : idsOf(parseHtml(text)),
        )
      }
    }
    return cache.get(file)!
  }
}

export interface ReferenceCheckInput {
  /** The built client folder. */
  clientDir: string
  /** The origin the site was built for: absolute URLs on it count as internal. */
  siteUrl: string
  /** Each page's URL path and the references it makes (`referencesOf`). */
  pages: readonly { urlPath: string; refs: readonly Reference[] }[]
  /** The ids of a file of the build (see `idsOfFile`). */
  idsIn: (file: string) => Set<string>
  /** Redirect rules; read from the folder's `_redirects` when left out. */
  redirects?: readonly RedirectRule[]
}

/**
 * Checks that every reference resolves: the target file exists (a page for links), is not reached
 * through a redirect, and has the #anchor. Works from each page's references and ids, so a build can
 * check every link of the site again without parsing the pages again.
 */
/** The addresses the host's Worker answers itself: where the lead forms post. */
const intakePaths = new Set<string>(Object.values(leadActions))

export function checkReferences({ clientDir, siteUrl, pages, idsIn, redirects }: ReferenceCheckInput): SiteProblem[] {
  const rules = redirects ?? redirectsOf(clientDir)
  const moved = new Map(
    rules.filter((r) => (r.status === 301 || r.status === 302) && !/[*:]/.test(r.from)).map((r) => [r.from, r.to]),
  )
  const origin = new URL(siteUrl).origin
  const lookup = fileLookup(clientDir)

  const problems: SiteProblem[] = []
  const report = (page: string, ref: Reference, what: string, fix: string, fixInSource: string) =>
    problems.push({ severity: 'error', pages: [page], what, fix, fixInSource, needle: ref.value })

  for (const page of pages) {
    const base = new URL(page.urlPath, origin)
    for (const ref of page.refs) {
      if (!ref.value || OTHER_SCHEME.test(ref.value)) continue
      if (ref.value === '#') {
        report(
          page.urlPath,
          ref,
          `${ref.label} to "#" goes nowhere`,
          'Link to a real target, or use a <button> for an action.',
          'Fix the link in that file.',
        )
        continue
      }
      let url: URL
      try {
        url = new URL(ref.value, base)
      } catch {
        report(
          page.urlPath,
          ref,
          `${ref.label} ${ref.value} is not a valid URL`,
          'Fix the address.',
          'Fix the address in that file.',
        )
        continue
      }
      if (url.origin !== origin) continue
      const target = url.pathname
      // The forms post to the intake, which the host's Worker answers (worker/leads/intake.ts): no file.
      if (ref.label === 'form action' && intakePaths.has(target)) continue
      if (ref.kind === 'page' && moved.has(target)) {
        report(
          page.urlPath,
          ref,
          `${ref.label} to ${ref.value} goes through the redirect to ${moved.get(target)}`,
          `Link to ${moved.get(target)} directly: client navigation does not follow redirects.`,
          `Link to ${moved.get(target)} directly in that file.`,
        )
        continue
      }
      const file = lookup(target)
      const isPage = file?.endsWith('.html')
      if (!file || (ref.kind !== 'page' && isPage && !target.endsWith('.html'))) {
        if (ref.kind === 'page')
          report(
            page.urlPath,
            ref,
            `${ref.label} to ${ref.value} does not exist`,
            'Point the link at an existing page (see sitemap.xml), or add the missing page.',
            'Fix the link in that file.',
          )
        else
          report(
            page.urlPath,
            ref,
            `${ref.label} ${ref.value} does not exist`,
            'Add the file under public/, or fix the path.',
            'Fix the path in that file.',
          )
        continue
      }
      const id = decodeURIComponent(url.hash.slice(1))
      if (!id || id === 'top' || !(isPage || file.endsWith('.svg'))) continue
      if (!idsIn(file).has(id)) {
        if (ref.kind === 'sprite')
          report(
            page.urlPath,
            ref,
            `icon ${ref.value}: the sprite has no symbol "${id}"`,
            'Add the icon to uiIcons in tools/make-icons.ts and run `npm run icons`, or fix the icon name.',
            'Fix the icon name in that file.',
          )
        else
          report(
            page.urlPath,
            ref,
            `${ref.label} to ${ref.value}: ${target} has no element with id="${id}"`,
            `Give the target element id="${id}", or fix the link.`,
            'Fix the link in that file.',
          )
      }
    }
  }
  return problems
}

export interface LinkCheckInput {
  /** The built client folder. */
  clientDir: string
  /** The origin the site was built for: absolute URLs on it count as internal. */
  siteUrl: string
  pages: readonly ParsedPage[]
  /** Redirect rules; read from the folder's `_redirects` when left out. */
  redirects?: readonly RedirectRule[]
  /** Also check the `url()`s of the built CSS (default true). */
  cssUrls?: boolean
}

/** Checks every internal reference of every page and every `url()` of the built CSS. */
export function checkLinks({ clientDir, siteUrl, pages, redirects, cssUrls = true }: LinkCheckInput): SiteProblem[] {
  const parsedByFile = new Map(pages.map((p) => [p.file, p.root]))
  const idsIn = idsOfFile(clientDir, (file) => {
    const root = parsedByFile.get(file)
    return root ? idsOf(root) : undefined
  })
  const problems = checkReferences({
    clientDir,
    siteUrl,
    redirects,
    idsIn,
    pages: pages.map((page) => ({ urlPath: page.urlPath, refs: referencesOf(page.root, page.html) })),
  })
  if (cssUrls) problems.push(...checkCssUrls(clientDir))
  return problems
}

/** Every `url()` of the built CSS files points at a file of the build. */
export function checkCssUrls(clientDir: string): SiteProblem[] {
  const problems: SiteProblem[] = []
  for (const file of fs.readdirSync(clientDir, { recursive: true }) as string[]) {
    if (!file.endsWith('.css')) continue
    const cssPath = `/${file.split(path.sep).join('/')}`
    const css = fs.readFileSync(path.join(clientDir, file), 'utf8')
    for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
      const value = match[2].trim()
      if (/^(data:|#|[a-z]+:\/\/|\/\/)/i.test(value)) continue
      const target = new URL(value, `http://site${cssPath}`).pathname
      const found = fileForPath(clientDir, target)
      if (!found || found.endsWith('index.html')) {
        problems.push({
          severity: 'error',
          pages: [cssPath],
          what: `url(${value}) in the CSS does not exist`,
          fix: 'Add the file under public/, or fix the url() in the stylesheet it comes from.',
          needle: value,
        })
      }
    }
  }
  return problems
}
