// https://vike.dev/route
import type { PageContext } from 'vike/types'
import { categoryFromPath } from '../../lib/blog/blogPaths'

/** `/blogs` and `/blogs/{category}` (the category name, URL-encoded). */
export default (pageContext: PageContext) => {
  const category = categoryFromPath(pageContext.urlPathname)
  return category === null ? false : { routeParams: { category } }
}
