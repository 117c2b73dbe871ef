/**
 * Server side of every page made from content/pages/: finding a page by its path, its blocks with
 * their data (components/blocks/registry.tsx), its head from its frontmatter, and the structured data
 * its blocks call for. The catch-all route and the routes with data of their own (custom patches, the
 * blog) share it.
 */
import { config, faq, patches, portfolio, quoteForm, services, site, testimonials, ui } from 'virtual:content'
import { pages } from 'virtual:content-pages'
import type { Block } from '../../content/blocks'
import { blocksJsonLd, resolveBlock, type RouteData } from '../../components/blocks/registry'
import { headingOf, type ContentPage } from '../../lib/contentPage'
import type { BlockSources } from '../../lib/blocks'
import type { HeadInput } from '../../lib/head'
import { variantUrl } from '../../lib/imageSlots'
import { businessJsonLd } from '../../lib/jsonLd/businessJsonLd'

// One lookup per prerendered page: a Map keeps the build linear in the number of pages.
const pageByPath = new Map(pages.map((page) => [page.urlPath, page]))

/** The page of content/pages/ at a URL path (a template by its own path, e.g. "/blog/[slug]"). */
export const contentPageAt = (urlPath: string) => pageByPath.get(urlPath)

const sources: BlockSources = {
  site,
  services,
  quoteForm,
  portfolio,
  faq,
  testimonials,
  patches,
  ui,
  config,
  headings: new Map(pages.map((page) => [page.urlPath, headingOf(page.frontmatter)])),
}

/** Blocks, each with the data it names and, where it is drawn with some, the route's data. */
export const resolveBlocks = (blocks: readonly Block[], route?: Partial<RouteData>) =>
  blocks.map((block) => resolveBlock(block, sources, route))

/** The blocks of a page, each with the data it names and, where it is drawn with some, the route's data. */
export const resolvedBlocks = (page: ContentPage, route?: Partial<RouteData>) =>
  resolveBlocks(page.frontmatter.blocks, route)

/** The head of a page, from its frontmatter, with the structured data of its blocks. */
export function pageHead(page: ContentPage): HeadInput {
  const { title, description, keywords, canonical, noindex, image, structuredData, blocks } = page.frontmatter
  return {
    title,
    description,
    keywords,
    canonical,
    noindex,
    // The share image's one variant (its slot makes a single JPEG or PNG 1200 px wide).
    image: image && variantUrl(image, 1200, image.fallback === 'png' ? 'png' : 'jpeg'),
    jsonLd: [
      ...(structuredData.includes('business') ? [businessJsonLd(site, config.siteUrl)] : []),
      ...blocksJsonLd(blocks, sources),
    ],
  }
}
