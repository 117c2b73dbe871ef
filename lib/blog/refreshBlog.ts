import { loadChunk } from '../loadChunk'
import { fetchBlogList, fetchBlogPost, logBlogApiError } from './blogApi'
import type { HeadInput } from '../head'
import { hashText, toCard, toPostView, type BlogCard, type BlogPostView } from './blogView'
import { postHead, type PostSite } from './postHead'
import { isSafeSlug, keepSafeSlugs } from './safeNames'

/*
 * The browser's refresh layer: loads the list and a post from the shop API after hydration.
 * Pages load this module with `import()` from an effect, so zod and the API client stay out of
 * every page's initial JavaScript; DOMPurify is loaded later still, only when a body must be
 * sanitised in the browser (a post newer than the build, or one edited since).
 *
 * Failures are written to the console with `logBlogApiError` and reported as `null` or `failed`:
 * the page keeps what it already shows (spec point 8). A sanitiser chunk that does not load rejects
 * with a `ChunkLoadError`.
 */

/** Pages visited within this time share one list request (e.g. switching categories). */
const LIST_TTL_MS = 60_000

let cachedList: { at: number; promise: Promise<BlogCard[] | null> } | undefined

/**
 * The current list as cards, or null after a failure (logged). Shared between pages for a minute.
 * Posts whose slug the site does not publish (./safeNames.ts) are left out, as the build leaves them out;
 * a category that could not be a list page is shown as none (`toCard`).
 *
 * @param apiUrl - origin of the shop API (`config.blogApiUrl`)
 */
export function loadBlogList(apiUrl: string): Promise<BlogCard[] | null> {
  if (cachedList && Date.now() - cachedList.at < LIST_TTL_MS) return cachedList.promise
  const promise = fetchBlogList(apiUrl).then((result) => {
    if (result.ok) return keepSafeSlugs(result.data).map(toCard)
    logBlogApiError('blog list', result.error)
    cachedList = undefined
    return null
  })
  cachedList = { at: Date.now(), promise }
  return promise
}

/** What loading one post gave: the post, a clear "no such post" (each with the page head to show), or a failure already logged. */
export type PostLoad =
  { kind: 'post'; post: BlogPostView; head: HeadInput } | { kind: 'not-found'; head: HeadInput } | { kind: 'failed' }

/**
 * One post from the detail endpoint, ready to render; "not-found" for a slug the site does not publish.
 *
 * @param apiUrl - origin of the shop API
 * @param slug - the post's slug
 * @param known - the post the page already shows; its sanitised body is reused when the API's body is unchanged
 * @param site - what the post's head needs of the site (brand, origin)
 */
export async function loadBlogPost(
  apiUrl: string,
  slug: string,
  known: BlogPostView | null,
  site: PostSite,
): Promise<PostLoad> {
  // An address the site never publishes is no post, whatever the API has under that slug.
  if (!isSafeSlug(slug)) return { kind: 'not-found', head: postHead(null, true, site) }
  const result = await fetchBlogPost(apiUrl, slug)
  if (!result.ok) {
    if (result.error.kind === 'not-found') return { kind: 'not-found', head: postHead(null, true, site) }
    logBlogApiError(`blog post "${slug}"`, result.error)
    return { kind: 'failed' }
  }
  const blog = result.data
  let post: BlogPostView
  if (known && known.sourceHash === hashText(blog.descriptionHtml)) post = toPostView(blog, known.html)
  else {
    const { sanitizeHtml } = await loadChunk(() => import('./sanitizeHtml'))
    post = toPostView(blog, sanitizeHtml(blog.descriptionHtml))
  }
  return { kind: 'post', post, head: postHead(post, false, site) }
}
