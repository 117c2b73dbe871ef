/**
 * Whether a blog island must start now, without waiting for the visitor to use it
 * (components/islands.ts): framework-free, so a blog page whose posts have not changed since the
 * build loads no React. It asks the shop API what the island itself would (lib/blog/refreshBlog.ts,
 * whose list answer the island then reuses) and says yes when:
 * - the page is a shell (a category or post newer than the build): only the island can draw it;
 * - the API's list, or the page's post, differs from what the page was built with;
 * - the refresh layer did not load: the island shows the chunk-load message with its retry.
 * An API that does not answer leaves the page as it is (the error is logged, as the island would).
 */
import { config } from 'virtual:content'
import { loadChunk } from '../../lib/loadChunk'
import { sameView } from '../../lib/blog/sameView'
import type { BlogListProps } from './BlogList'
import type { BlogPostProps } from './BlogPost'

export async function blogReady(_element: HTMLElement, props: BlogListProps | BlogPostProps): Promise<boolean> {
  const { route } = props
  if (route.isShell) return true
  let refresh: typeof import('../../lib/blog/refreshBlog')
  try {
    refresh = await loadChunk(() => import('../../lib/blog/refreshBlog'))
  } catch {
    return true
  }
  const list = await refresh.loadBlogList(config.blogApiUrl)
  if (list && !sameView(list, route.posts)) return true
  if (!('post' in route) || !route.post) return false
  const { block, siteUrl } = props as BlogPostProps
  const site = { brand: route.brand, siteUrl, words: { title: block.title, notFoundTitle: block.notFoundTitle, description: route.description, image: route.image } }
  const { slug } = route
  try {
    const fresh = await refresh.loadBlogPost(config.blogApiUrl, slug, route.post, site)
    return fresh.kind === 'not-found' || (fresh.kind === 'post' && !sameView(fresh.post, route.post))
  } catch {
    return true
  }
}
