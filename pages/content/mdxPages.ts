import { pages } from 'virtual:content-pages'

// One lookup per prerendered page: a Map keeps the build linear in the number of pages.
const pageByPath = new Map(pages.map((page) => [page.urlPath, page]))

/** The MDX page at a URL path (content/pages/), if any. */
export const mdxPageByPath = (urlPath: string) => pageByPath.get(urlPath)
