/**
 * What a change does to the built site, route by route: two client folders (the base's and this
 * tree's) compared page by page. A route has changed when its HTML differs, or an asset it names does,
 * once what differs on every build without a change is set aside: the names of hashed assets. Each
 * asset a page names is replaced by a fingerprint of its content (scripts and stylesheets with the
 * hashed names inside them masked too), so a renamed but equal file is equal, and a shared entry that
 * merely lists a renamed chunk is unchanged for every page that does not show that chunk.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { listBuiltPages } from '../../generator/gates/builtPages'
import { readModuleLinks, type LinksOf } from '../../generator/output/builtModules'
import { measureRoute } from '../budgets/budgets'

/** Bytes a route loads, by kind: JavaScript and CSS gzip (as served), images as files. */
export interface RouteBytes {
  js: number
  css: number
  images: number
}

/** One route of either build. */
export interface RouteChange {
  route: string
  status: 'added' | 'removed' | 'changed' | 'unchanged'
  before?: RouteBytes
  after?: RouteBytes
}

/** A hashed asset name (`chunk-DDhSSd1S.js`, `style.1XZmJT09.css`, `photo-3f2a9c1b-800.avif`) with its hash masked. */
const HASHED_NAME = /([\w-]+?)[.-][A-Za-z0-9_-]{8}((?:-\d+)?\.(?:js|mjs|css|avif|webp|jpe?g|png|svg|woff2?))/g
/** An asset URL in a page: hashed build output and the public files. */
const ASSET_URL = /\/(?:assets|images)\/[^"'\s,)?#]+/g

/** A build's files, read once each, with their fingerprints. */
class Build {
  private readonly fingerprints = new Map<string, string>()
  private linksOf?: LinksOf
  constructor(readonly clientDir: string) {}

  /** The text of an asset by its URL path, or undefined. */
  read = (urlPath: string): string | undefined => {
    const file = path.join(this.clientDir, decodeURIComponent(urlPath))
    return fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file, 'utf8') : undefined
  }

  /** The content of an asset as it matters: scripts and styles with hashed names masked, other files as bytes. */
  fingerprint(urlPath: string): string {
    let known = this.fingerprints.get(urlPath)
    if (known) return known
    const file = path.join(this.clientDir, decodeURIComponent(urlPath))
    if (!fs.existsSync(file)) known = 'missing'
    else {
      const bytes = fs.readFileSync(file)
      const text = /\.(js|mjs|css)$/.test(urlPath) ? bytes.toString('utf8').replace(HASHED_NAME, '$1.#$2') : bytes
      known = createHash('sha256').update(text).digest('hex').slice(0, 16)
    }
    this.fingerprints.set(urlPath, known)
    return known
  }

  /** A page's HTML with every asset it names replaced by the asset's fingerprint. */
  normalized(html: string): string {
    return html.replace(ASSET_URL, (url) => `asset:${url.replace(HASHED_NAME, '$1.#$2')}:${this.fingerprint(url)}`)
  }

  /** What a page loads, in bytes. */
  bytes(route: string, html: string): RouteBytes {
    this.linksOf ??= readModuleLinks(this.clientDir)
    const report = measureRoute(route, html, this.read, this.linksOf)
    const images = new Set(
      [...html.matchAll(ASSET_URL)].map(([url]) => url).filter((url) => /\.(avif|webp|jpe?g|png|svg|gif)$/i.test(url)),
    )
    const size = (url: string) => {
      const file = path.join(this.clientDir, decodeURIComponent(url))
      return fs.existsSync(file) ? fs.statSync(file).size : 0
    }
    return {
      js: report.jsGzip + report.lazyJsGzip,
      css: report.cssGzip,
      images: [...images].reduce((sum, url) => sum + size(url), 0),
    }
  }
}

/** Every route of two builds, each marked added, removed, changed or unchanged; bytes for the changed ones. */
export function routeChanges(beforeDir: string, afterDir: string): RouteChange[] {
  const before = new Build(beforeDir)
  const after = new Build(afterDir)
  const pagesOf = (build: Build) =>
    new Map(
      listBuiltPages(build.clientDir).map((p) => [
        p.urlPath,
        fs.readFileSync(path.join(build.clientDir, p.file), 'utf8'),
      ]),
    )
  const [old, now] = [pagesOf(before), pagesOf(after)]
  const routes = [...new Set([...old.keys(), ...now.keys()])].sort()
  return routes.map((route): RouteChange => {
    const a = old.get(route)
    const b = now.get(route)
    if (a === undefined) return { route, status: 'added', after: after.bytes(route, b!) }
    if (b === undefined) return { route, status: 'removed', before: before.bytes(route, a) }
    if (before.normalized(a) === after.normalized(b)) return { route, status: 'unchanged' }
    return { route, status: 'changed', before: before.bytes(route, a), after: after.bytes(route, b) }
  })
}

/** Script files of `afterDir` whose content (hashed names masked) no script of `beforeDir` has. */
export function changedScripts(beforeDir: string, afterDir: string): number {
  const scripts = (dir: string) => {
    const build = new Build(dir)
    const assets = path.join(dir, 'assets')
    if (!fs.existsSync(assets)) return []
    return (fs.readdirSync(assets, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.js'))
      .map((f) => build.fingerprint(`/assets/${f.split(path.sep).join('/')}`))
  }
  const known = new Set(scripts(beforeDir))
  return scripts(afterDir).filter((print) => !known.has(print)).length
}
