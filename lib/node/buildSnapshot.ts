import { fetchBlogList, fetchBlogPost, type BlogApiError } from '../blog/blogApi'
import type { Blog } from '../blog/blogSchema'
import { toPostView, type BlogPostView } from '../blog/blogView'
import { dropUnsafeCategories, isSafeSlug, keepSafeSlugs } from '../blog/safeNames'
import { sanitizeHtmlOnServer } from './serverPurify'

/*
 * Node only (lib/node/): the build-time snapshot of the shop API's blog, for `+data.ts` and
 * `+onBeforePrerenderStart.ts` (it pulls in jsdom through `./serverPurify`).
 *
 * One prerender asks for the list from two `+onBeforePrerenderStart` hooks and about twenty `+data`
 * hooks; the list is fetched once and shared. An unreachable API is not a build error: the build
 * logs one warning and the pages fill in from the API after hydration.
 */

/** How long a fetched list is reused. A build takes seconds; `vike dev` then sees new posts within a minute. */
const LIST_TTL_MS = 60_000

let cachedList: { at: number; promise: Promise<Blog[] | null> } | undefined
let warned = false

/** Logs the one "API unreachable" warning of a build; later failures of the same build stay quiet. */
function warnOnce(error: BlogApiError): void {
  if (warned) return
  warned = true
  const status = error.status === undefined ? '' : ` ${error.status}`
  console.warn(
    `[blog] API unreachable at build: ${error.kind}${status} - ${error.message} (GET ${error.url}) - ` +
      'blog pages will load in the browser. Check BLOG_API_URL, or start the sample API (npm start does).',
  )
}

/** Names a post that is left out: its slug would not make a safe address (./safeNames.ts). */
function warnUnsafeSlug(slug: string): void {
  console.warn(
    `[blog] post ${JSON.stringify(slug)} left out of the build: its slug is not a safe address ` +
      '(letters and digits, with "-" and "_" after the first, up to 200). Change the slug in the shop; the other posts are built.',
  )
}

/** Names a post whose category gets no page: the name would not make a safe address (./safeNames.ts). */
function warnUnsafeCategory(slug: string, category: string): void {
  console.warn(
    `[blog] post ${JSON.stringify(slug)} is built without its category ${JSON.stringify(category)}: the name cannot be a list page ` +
      '(".", "..", "__shell", "ALL", "/", "\\", "%", control characters or over 100 characters). Rename the category in the shop.',
  )
}

/**
 * All posts from the API whose slug may be published, newest first, each unsafe category emptied
 * (./safeNames.ts; each one named in a warning), or null when the API failed (warned once).
 *
 * @param apiUrl - origin of the shop API (`config.blogApiUrl`)
 */
export function snapshotList(apiUrl: string): Promise<Blog[] | null> {
  if (cachedList && Date.now() - cachedList.at < LIST_TTL_MS) return cachedList.promise
  const promise = fetchBlogList(apiUrl).then((result) => {
    if (result.ok) return dropUnsafeCategories(keepSafeSlugs(result.data, warnUnsafeSlug), warnUnsafeCategory)
    warnOnce(result.error)
    return null
  })
  cachedList = { at: Date.now(), promise }
  return promise
}

/**
 * One post from the detail endpoint, its body sanitised on the server. When the detail call fails
 * the list's copy of the post is used (the list carries the same fields); null means no such post.
 *
 * @param apiUrl - origin of the shop API
 * @param slug - the post's slug
 * @param list - the snapshot list, for the fallback
 */
export async function snapshotPost(
  apiUrl: string,
  slug: string,
  list: readonly Blog[] | null,
): Promise<BlogPostView | null> {
  if (!isSafeSlug(slug)) return null
  const result = await fetchBlogPost(apiUrl, slug)
  const fallback = list?.find((post) => post.slug === slug)
  if (!result.ok && result.error.kind !== 'not-found' && !fallback) warnOnce(result.error)
  const post = result.ok ? result.data : fallback
  return post ? toPostView(post, sanitizeHtmlOnServer(post.descriptionHtml)) : null
}
