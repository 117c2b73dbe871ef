// https://vike.dev/data
import type { MDXContent } from 'mdx/types'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { pages } from 'virtual:content-pages'
import { mdxComponents } from '../../components/mdxComponents'
import { variantUrl } from '../../content/imageSlots'

// Compiled on the server only: the browser receives the rendered HTML, never the MDX modules.
const modules = import.meta.glob<{ default: MDXContent }>('/content/pages/**/*.mdx')

// One lookup per prerendered page: a Map keeps the build linear in the number of pages.
const pageByPath = new Map(pages.map((page) => [page.urlPath, page]))

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const page = pageByPath.get(pageContext.urlPathname)
  const load = page && modules[`/${page.file}`]
  if (!page || !load) throw render(404)
  const { default: Content } = await load()
  const { title, heading, description, keywords, canonical, image } = page.frontmatter
  // Only what the page and its head need goes to the browser.
  return {
    title,
    heading: heading ?? title.split(' | ')[0],
    description,
    keywords,
    canonical,
    // The share image's one variant (its slot makes a single JPEG or PNG 1200 px wide).
    image: image && variantUrl(image, 1200, image.fallback === 'png' ? 'png' : 'jpeg'),
    html: renderToStaticMarkup(createElement(Content, { components: mdxComponents })),
  }
}
