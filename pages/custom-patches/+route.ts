// https://vike.dev/route
import type { PageContext } from 'vike/types'

/** `/custom-patches` and `/custom-patches/{name}`; an unknown name still renders the page (with no detail). */
export default (pageContext: PageContext) => {
  const match = /^\/custom-patches(?:\/([^/]+))?\/?$/.exec(pageContext.urlPathname)
  return match ? { routeParams: { name: match[1] ? decodeURIComponent(match[1]) : '' } } : false
}
