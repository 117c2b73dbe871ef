// https://vike.dev/data
import { portfolio, services } from 'virtual:content'
import { pages } from 'virtual:content-pages'

export type Data = Awaited<ReturnType<typeof data>>

/** The home page's project showcase and its extra service links, picked on the server. */
export async function data() {
  const { showcase, moreServices } = services.home
  // Only the showcased items go to the browser, not the whole portfolio.
  const projects = showcase.map((id) => {
    const item = portfolio.find((p) => p.id === id)
    if (!item) throw new Error(`content/services.json home.showcase: no portfolio item with id ${id}. Use an id from content/portfolio.json.`)
    return { id: item.id, category: item.category_name, image: item.image, alt: item.alt }
  })
  // Each link reads the heading of its MDX page, so a label is written once, on the page itself.
  const links = moreServices.map((href) => {
    const page = pages.find((p) => p.urlPath === href)
    if (!page) throw new Error(`content/services.json home.moreServices: no MDX page at ${href}. Add content/pages${href}.mdx or remove the path.`)
    return { href, label: page.frontmatter.heading ?? page.frontmatter.title.split(' | ')[0] }
  })
  return { projects, links }
}
