/**
 * What the blocks of a designed page (content/blocks.ts) are drawn with: the rest of content they may
 * name (steps, price cards, portfolio pieces, the FAQ, the reviews, the contact details, the interface
 * words), their buttons' addresses resolved, and the small helpers their data are made with. Each
 * block type's own data are made beside its component and listed in components/blocks/registry.tsx.
 * Pure: the page routes call it with the content of `virtual:content`, the writers' editor with the
 * entries it has loaded.
 */
import type { Action, BlockOf, BlockType } from '../content/blocks'
import type { ContentImage, PortfolioItem, Services, FaqEntry, Patch, Site, Testimonial, Ui } from '../content/config'
import type { QuoteFormData, QuoteFormService } from './quoteForm'
import { markdownHtml } from './markdown'
import { leadActions } from './leads/leadActions'
import { projectCard, type ProjectCard } from './portfolioView'

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

/** Content with every button (Action) resolved to a Link, at any depth. */
export type Linked<T> = T extends Action
  ? Link
  : T extends ContentImage
    ? T
    : T extends readonly (infer U)[]
      ? Linked<U>[]
      : T extends object
        ? { [K in keyof T]: Linked<T[K]> }
        : T

/** What a block type's own data function gives its component, beside the block's fields. */
export type BlockData<T extends BlockType> = (block: BlockOf<T>, sources: BlockSources) => object

/**
 * A block as its component draws it: its fields with their buttons resolved, and what its data
 * function (`F`, beside the component) adds or replaces.
 */
export type Resolved<T extends BlockType, F extends BlockData<T> | undefined = undefined> =
  F extends BlockData<T> ? Omit<Linked<BlockOf<T>>, keyof ReturnType<F>> & ReturnType<F> : Linked<BlockOf<T>>

/** What a quote form needs: its options, lists, words (its note as HTML: the form is an island) and where it posts. */
export interface QuoteFormProps {
  services: QuoteFormService[]
  lists: QuoteFormData['lists']
  /** The form's words, its note as HTML, and the intake's: the hidden trap's label and the unreadable post's. */
  words: Omit<Ui['quoteForm'], 'note'> & { noteHtml: string; trap: string; unreadable: string }
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

/** A button of content: the fields of content/blocks.ts's `actionSchema` (the editor fills in their defaults too). */
const isAction = (value: object): value is Action => {
  const v = value as Record<string, unknown>
  return typeof v.label === 'string' && typeof v.href === 'string' && 'style' in v && 'arrow' in v
}

/**
 * Every button of a block resolved, wherever the block holds one: no block type can pass a
 * "portal:" address through to the page, whatever its fields. A list or object without a button is
 * returned as it is, not copied (an image of the editor's preview carries its original's address
 * under a symbol, which a copy would lose).
 */
export function linked<T>(value: T, portalUrl: string): Linked<T> {
  if (!value || typeof value !== 'object') return value as Linked<T>
  if (isAction(value)) return resolveLink(value, portalUrl) as Linked<T>
  const entries = Object.entries(value)
  const resolved = entries.map(([key, item]) => [key, linked(item, portalUrl)] as const)
  if (resolved.every(([, item], i) => item === entries[i][1])) return value as Linked<T>
  return (Array.isArray(value) ? resolved.map(([, item]) => item) : Object.fromEntries(resolved)) as Linked<T>
}

/** A quote form offering all services, or those of the service pages. */
export function quoteFormProps(
  which: 'all' | 'service-pages',
  s: Pick<BlockSources, 'quoteForm' | 'ui' | 'config' | 'site'>,
): QuoteFormProps {
  const { note, ...quoteWords } = s.ui.quoteForm
  return {
    services: s.quoteForm.services.filter((service) => which === 'all' || service.onServicePages),
    lists: s.quoteForm.lists,
    words: {
      ...quoteWords,
      noteHtml: markdownHtml(note, true),
      trap: s.ui.intake.trap,
      unreadable: s.ui.intake.unreadable,
    },
    action: leadActions.quote,
  }
}

/** The pieces of the portfolio with these ids, in this order. */
export function projects(ids: readonly number[], portfolio: readonly PortfolioItem[]): ProjectCard[] {
  return ids.flatMap((id) => {
    const item = portfolio.find((p) => p.id === id)
    return item ? [projectCard(item)] : []
  })
}

/** The phone and e-mail links every contact block shows. */
export const contactOf = (site: Site) => ({
  phone: site.contact.phone,
  phoneHref: `tel:${site.contact.phoneHref}`,
  email: site.contact.email,
  emailHref: `mailto:${site.contact.email}`,
})
export type ContactLinks = ReturnType<typeof contactOf>

/** The words of a price card. */
export function priceCardWords(s: Pick<BlockSources, 'ui'>) {
  return { from: s.ui.priceCard.from, minimum: s.ui.priceCard.minimum, action: s.ui.priceCard.action }
}
export type PriceCardWords = ReturnType<typeof priceCardWords>

/** The plan keys of the price cards, for blocks that name them. */
export type PlanKey = keyof Services['plans']

export type { BlockOf, ProjectCard }
