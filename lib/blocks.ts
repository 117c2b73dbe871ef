/**
 * The blocks of a designed page (content/blocks.ts) made ready to draw: each block keeps its own
 * words and gets the data it names from the rest of content (steps, price cards, portfolio pieces,
 * the FAQ, the reviews, the contact details, the interface words), so the block components only
 * render what they are given. Pure: the page routes call it with the content of `virtual:content`,
 * the writers' editor with the entries it has loaded.
 */
import type { Action, Block, BlockOf } from '../content/blocks'
import type { ContentImage, FaqEntry, Patch, PortfolioItem, Services, Site, Testimonial, Ui } from '../content/config'
import type { QuoteFormData, QuoteFormService } from './quoteForm'
import { markdownHtml } from './markdown'

/** What the blocks may name, and the build's settings. */
export interface BlockSources {
  site: Site
  services: Services
  quoteForm: QuoteFormData
  portfolio: readonly PortfolioItem[]
  faq: readonly FaqEntry[]
  testimonials: readonly Testimonial[]
  patches: readonly Patch[]
  ui: Ui
  /** Origins of the build (SITE_URL, PORTAL_URL). */
  config: { siteUrl: string; portalUrl: string }
  /** The headings of the MDX pages, by path, for links that read them. */
  headings: ReadonlyMap<string, string>
}

/** A button, its address resolved: portal pages and web addresses open in a new tab. */
export interface Link {
  label: string
  href: string
  external: boolean
  style: Action['style']
  arrow: boolean
}

/** A portfolio piece as a card shows it. */
export interface ProjectCard {
  id: number
  category: string
  image: ContentImage
  alt: string
}

/** What a quote form needs: its options, lists, words (its note as HTML: the form is an island) and where it posts. */
export interface QuoteFormProps {
  services: QuoteFormService[]
  lists: QuoteFormData['lists']
  words: Omit<Ui['quoteForm'], 'note'> & { noteHtml: string }
  action: string
}

/** Resolves a link of content: "portal:/order" to the portal, "https://…" as it is, "/path" on this site. */
export function resolveLink(action: Action, portalUrl: string): Link {
  const portal = action.href.startsWith('portal:')
  return {
    label: action.label,
    href: portal ? `${portalUrl}${action.href.slice('portal:'.length)}` : action.href,
    external: portal || action.href.startsWith('https://'),
    style: action.style,
    arrow: action.arrow,
  }
}

/** A quote form offering all services, or those of the service pages. */
export function quoteFormProps(which: 'all' | 'service-pages', s: Pick<BlockSources, 'quoteForm' | 'ui' | 'config' | 'site'>): QuoteFormProps {
  const { note, ...quoteWords } = s.ui.quoteForm
  return {
    services: s.quoteForm.services.filter((service) => which === 'all' || service.onServicePages),
    lists: s.quoteForm.lists,
    words: { ...quoteWords, noteHtml: markdownHtml(note, true) },
    action: `${s.config.portalUrl}${s.site.portal.contactActionPath}`,
  }
}

/** A portfolio piece as a card shows it. */
const projectCard = ({ id, category_name, image, alt }: PortfolioItem): ProjectCard => ({ id, category: category_name, image, alt })

/** The pieces of the portfolio with these ids, in this order. */
function projects(ids: readonly number[], portfolio: readonly PortfolioItem[]): ProjectCard[] {
  return ids.flatMap((id) => {
    const item = portfolio.find((p) => p.id === id)
    return item ? [projectCard(item)] : []
  })
}

/** The phone and e-mail links every contact block shows. */
const contactOf = (site: Site) => ({ phone: site.contact.phone, phoneHref: `tel:${site.contact.phoneHref}`, email: site.contact.email, emailHref: `mailto:${site.contact.email}` })
export type ContactLinks = ReturnType<typeof contactOf>

/** Each block type with the data it is drawn with. */
export function resolveBlock(block: Block, s: BlockSources) {
  const link = (action: Action) => resolveLink(action, s.config.portalUrl)
  switch (block.type) {
    case 'hero':
      return { ...block, actions: block.actions.map(link) }
    case 'split':
      return { ...block, action: block.action && link(block.action), skills: block.skills ? s.services.skills : [] }
    case 'counters':
      return { ...block, counters: s.site.counters }
    case 'service-cards':
      return { ...block, services: s.services.mainServices, pages: block.pages.map((href) => ({ href, label: s.headings.get(href) ?? href })) }
    case 'showcase':
    case 'recent-projects':
      return { ...block, items: projects(block.items, s.portfolio), action: block.action && link(block.action) }
    case 'steps':
      return { ...block, steps: s.services[block.steps] }
    case 'video':
      return { ...block, heading: block.heading ?? s.site.video.title, video: s.site.video, failed: s.ui.video.failed, close: s.ui.video.close, form: quoteFormProps('all', s) }
    case 'testimonials':
      return { ...block, items: s.testimonials, words: s.ui.testimonials, chunkWords: s.ui.chunkError }
    case 'price-cards':
      return { ...block, plans: block.plans.map((key) => ({ key, plan: s.services.plans[key] })), words: priceCardWords(s) }
    case 'faq-answers':
      return { ...block, answers: s.faq.filter((entry) => entry.onPricing).map(({ question, answer }) => ({ question, answer })), action: link(block.action) }
    case 'quote-form':
      return { ...block, form: quoteFormProps(block.services, s) }
    case 'contact-details':
      return { ...block, legalName: s.site.legalName, address: s.site.contact.address, hours: s.site.contact.hours, contact: contactOf(s.site) }
    case 'portfolio-gallery':
      return { ...block, categories: [...new Set(s.portfolio.map((item) => item.category_name))], items: s.portfolio.map(projectCard) }
    case 'contact-band':
      return { ...block, action: block.action && link(block.action), contact: contactOf(s.site) }
    case 'faq-list':
      return { ...block, entries: s.faq, contact: contactOf(s.site) }
    case 'service-overview':
      return { ...block, card: s.services.plans[block.plan], words: priceCardWords(s) }
    case 'feature-sections':
      return { ...block, action: link(block.action) }
    case 'cta-band':
      return { ...block, actions: block.actions.map(link) }
    default:
      return block
  }
}
export type ResolvedBlock = ReturnType<typeof resolveBlock>
export type Resolved<T extends Block['type']> = Extract<ResolvedBlock, { type: T }>

/** The words of a price card. */
export function priceCardWords(s: Pick<BlockSources, 'ui'>) {
  return { from: s.ui.priceCard.from, minimum: s.ui.priceCard.minimum, action: s.ui.priceCard.action }
}
export type PriceCardWords = ReturnType<typeof priceCardWords>

export type { BlockOf }
