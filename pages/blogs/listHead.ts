/** The head of the blog list and its category pages; also applied after a shell page loaded a new category. */
import { site } from 'virtual:content'
import { blogsPath } from '../../lib/blog/blogPaths'
import type { HeadInput } from '../../lib/head'
import { withBrand } from '../../renderer/head'

/**
 * @param category - the route's category, `''` for all posts
 * @param isShell - the shell page served for categories newer than the build (kept out of search results)
 */
export function listHead(category: string, isShell = false): HeadInput {
  const about = category ? category.toLowerCase() : 'embroidery digitizing, vector art and custom patches'
  return {
    title: withBrand(category ? `${category} Blogs` : 'Blog'),
    description: `Tips and guides on ${about} from the ${site.brand} team of digitizers and designers in Brooklyn.`.slice(0, 160),
    canonical: blogsPath(category),
    image: '/images/og/blog.jpg',
    noindex: isShell,
  }
}
