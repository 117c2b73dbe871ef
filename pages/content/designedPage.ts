/**
 * Server side of every page made from content/pages/: finding a page by its path, its blocks with
 * their data (lib/blocks.ts), its head from its frontmatter, and the structured data its blocks call
 * for. The catch-all route and the routes with data of their own (custom patches, the blog) share it.
 */
import { config, faq, patches, portfolio, quoteForm, services, site, testimonials, ui, navigation } from 'virtual:content'
import { pages } from 'virtual:content-pages'
import type { ContentPage } from '../../lib/contentPage'
import { resolveBlock, type BlockSources } from '../../lib/blocks'
import type { HeadInput } from '../../lib/head'
import { variantUrl } from '../../lib/imageSlots'
import { businessJsonLd } from '../../lib/jsonLd/businessJsonLd'
import { faqJsonLd } from '../../lib/jsonLd/faqJsonLd'
import { servicesJsonLd } from '../../lib/jsonLd/serviceJsonLd'

// One lookup per prerendered page: a Map keeps the build linear in the number of pages.
const pageByPath = new Map(pages.map((page) => [page.urlPath, page]))

/** The page of content/pages/ at a URL path (a template by its own path, e.g. "/blog/[slug]"). */
export const contentPageAt = (urlPath: string) => pageByPath.get(urlPath)

/** A text page's heading: its `heading`, or its title up to the first " | ". */
export const headingOf = (page: ContentPage) => page.frontmatter.heading ?? page.frontmatter.title.split(' | ')[0]

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
  headings: new Map(pages.map((page) => [page.urlPath, headingOf(page)])),
}

/** The blocks of a page, each with the data it names. */
export const resolvedBlocks = (page: ContentPage) => page.frontmatter.blocks.map((block) => resolveBlock(block, sources))

/** The breadcrumb of a text page: home, the menu entry of its first folder when the menu has one (Services), then the page. */
export function textPageCrumbs(path: string, heading: string) {
  const parent = navigation.main.find((item) => item.href !== '/' && path.startsWith(`${item.href}/`))
  return [{ label: ui.textPage.home, href: '/' }, ...(parent ? [{ label: parent.label, href: parent.href }] : []), { label: heading }]
}

/** The head of a page, from its frontmatter, with the structured data of its blocks. */
export function pageHead(page: ContentPage): HeadInput {
  const { title, description, keywords, canonical, image, structuredData, blocks } = page.frontmatter
  const plans = [...new Set(blocks.flatMap((block) => (block.type === 'price-cards' ? block.plans : block.type === 'service-overview' ? [block.plan] : [])))]
  return {
    title,
    description,
    keywords,
    canonical,
    // The share image's one variant (its slot makes a single JPEG or PNG 1200 px wide).
    image: image && variantUrl(image, 1200, image.fallback === 'png' ? 'png' : 'jpeg'),
    jsonLd: [
      ...(structuredData.includes('business') ? [businessJsonLd(site, config.siteUrl)] : []),
      ...(plans.length ? servicesJsonLd(plans, services, site, config.siteUrl) : []),
      ...(blocks.some((block) => block.type === 'faq-list') ? [faqJsonLd(faq)] : []),
    ],
  }
}
