/**
 * The routes the gate specs visit, from the built site itself rather than a hand-kept list: every
 * URL of the served sitemap.xml (designed pages, MDX pages, every patch type, the blog snapshot),
 * cut down to one blog post and one blog category (they share a template), plus an unknown address
 * for the 404 page. The list is read while a test runs (the site is built after tests are listed), so
 * a spec shards the work with `shardOf` to keep the workers busy.
 */
import type { APIRequestContext } from '@playwright/test'

/** An address no page has: it shows the 404 page. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist'

/** URL paths listed in the served sitemap, in sitemap order (encoded as in the sitemap). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml')
  if (!response.ok()) throw new Error(`GET /sitemap.xml answered ${response.status()}`)
  const xml = await response.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname)
}

/** The routes to visit: the sitemap with one blog post and one category, and the 404 page. */
export async function routesToVisit(request: APIRequestContext): Promise<string[]> {
  const paths = await sitemapPaths(request)
  const firstOf = (prefix: string) => paths.filter((p) => p.startsWith(prefix)).slice(0, 1)
  const others = paths.filter((p) => !p.startsWith('/blog/') && !p.startsWith('/blogs/'))
  return [...others, ...firstOf('/blogs/'), ...firstOf('/blog/'), NOT_FOUND_PATH]
}

/** How many tests a per-route gate is split into, so both workers share the routes. */
export const SHARDS = 6

/** The routes of one shard (every SHARDS-th route, starting at `shard`). */
export const shardOf = <T>(routes: readonly T[], shard: number): T[] => routes.filter((_, i) => i % SHARDS === shard)
