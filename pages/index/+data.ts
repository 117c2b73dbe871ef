// https://vike.dev/data
import { portfolio, services } from 'virtual:content'
import { pages } from 'virtual:content-pages'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * What the home page shows of services.json and the portfolio, picked on the server: the page's bundle
 * then carries none of services.json (its service pages, cards and price lists), only what is rendered.
 */
export async function data() {
  const { showcase, moreServices, hero, coreFeatures, whyChoose } = services.home
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
  // Artwork shared with the embroidery digitizing page: its cap and logo sections.
  const [capSection, , logoSection] = services.pages['embroidery-digitizing'].sections
  const { embroidery, vector } = services.plans
  return {
    projects,
    links,
    hero,
    from: { embroidery: embroidery.from ?? 0, vector: vector.from ?? 0 },
    coreFeatures,
    whyChoose,
    capSection,
    logoSection,
    mainServices: services.mainServices,
    howItWorks: services.howItWorks,
  }
}
