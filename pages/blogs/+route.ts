// https://vike.dev/route
import type { PageContext } from 'vike/types'

/** `/blogs` and `/blogs/{category}` (the category name, URL-encoded). */
export default (pageContext: PageContext) => {
  const match = /^\/blogs(?:\/([^/]+))?\/?$/.exec(pageContext.urlPathname)
  return match ? { routeParams: { category: match[1] ? decodeURIComponent(match[1]) : '' } } : false
}
