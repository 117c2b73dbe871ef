/**
 * Every block type of content/blocks.ts, one line each, which names it once: its component, the data
 * it names from the rest of content (a function beside the component) and the structured data it adds
 * to its page's head. The site's routes (Blocks.tsx) and the editor's preview resolve and draw every
 * block through here, so a new block type is three files: its schema, its component and its line below
 * (with the component's import); TypeScript holds the list to every type of the schema.
 *
 * Resolving a block: its buttons' addresses (lib/blocks.ts `linked`, for every block alike), its data,
 * and for a block drawn with its route's data (`routeData` in its schema: the patch types, the shop's
 * posts) that data, given by the route. Without it such a block draws nothing; the content check refuses
 * it on a page of another route.
 */
import type { ComponentType, ReactNode } from 'react'
import { blockFacts, type Block, type BlockOf, type BlockType, type RouteDataName } from '../../content/blocks'
import type { Ui } from '../../content/config'
import { linked, type BlockSources, type Linked } from '../../lib/blocks'
import { faqJsonLd } from '../../lib/jsonLd/faqJsonLd'
import { servicesJsonLd } from '../../lib/jsonLd/serviceJsonLd'
import { BlogList, type BlogListRoute } from '../blog/BlogList'
import { BlogPost, type BlogPostProps } from '../blog/BlogPost'
import { Counters } from '../Counters'
import { Banner } from './Banner'
import { ContactBand, contactBandData } from './ContactBand'
import { ContactDetails, contactDetailsData } from './ContactDetails'
import { CtaBand } from './CtaBand'
import { FaqAnswers, faqAnswersData } from './FaqAnswers'
import { FaqList, faqListData } from './FaqList'
import { FeatureGrid } from './FeatureGrid'
import { FeatureSections } from './FeatureSections'
import { Hero } from './Hero'
import { PatchCatalogue, type PatchRoute } from './PatchCatalogue'
import { PortfolioGallery, portfolioGalleryData } from './PortfolioGallery'
import { PortfolioGrid, portfolioGridData } from './PortfolioGrid'
import { PriceCards, priceCardsData } from './PriceCards'
import { QuoteFormSection, quoteFormSectionData } from './QuoteFormSection'
import { ServiceCards, serviceCardsData } from './ServiceCards'
import { ServiceOverview, serviceOverviewData } from './ServiceOverview'
import { Split, splitData } from './Split'
import { Steps, stepsData } from './Steps'
import { Testimonials, testimonialsData } from './Testimonials'
import { Video, videoData } from './Video'

/** Where a block stands: its ids, its page, and the interface words it may need. */
export interface BlockPlace {
  /** The id of the block's heading, e.g. "b2-title". */
  id: string
  /** The base of a quote form's field ids, unique on the page. */
  formId: string
  /** The page's path, e.g. "/about" (a banner's breadcrumb). */
  path: string
  siteUrl: string
  ui: Pick<Ui, 'breadcrumb' | 'blog' | 'chunkError'>
  /** The page's own text, rendered (the text block). */
  text?: ReactNode
}

/** The data each route gives the blocks drawn with it, by the names of content/blocks.ts's `routeDataPages`. */
export type RouteData = {
  [K in RouteDataName]: { patches: PatchRoute; blogList: BlogListRoute; blogPost: BlogPostProps['route'] }[K]
}

/** A block type's line: how it is drawn, the data it names, the structured data it adds. */
interface BlockEntry {
  View: ComponentType<{ block: never; place: BlockPlace }>
  data?: (block: never, sources: BlockSources) => object
  jsonLd?: (block: never, sources: BlockSources) => object[]
}

/** The block as its view receives it: its fields, buttons resolved, with what its data function gives. */
type Drawn<T extends BlockType, D> = Omit<Linked<BlockOf<T>>, keyof D> & D

/** A block type's line. `data` makes what the block names from the rest of content (run on the server, and in the editor). */
function entry<T extends BlockType, D extends object = object>(
  type: T,
  View: ComponentType<{ block: Drawn<T, NoInfer<D>>; place: BlockPlace }>,
  data?: (block: BlockOf<T>, sources: BlockSources) => D,
  jsonLd?: (block: BlockOf<T>, sources: BlockSources) => object[],
): BlockEntry & { type: T } {
  return { type, View, data, jsonLd } as unknown as BlockEntry & { type: T }
}

/** The line of a block drawn with its route's data (`routeData` in its schema, which must agree). */
function routed<T extends BlockType, K extends RouteDataName>(
  type: T,
  route: K,
  View: ComponentType<{ block: Linked<BlockOf<T>> & { route: RouteData[K] }; place: BlockPlace }>,
) {
  if (blockFacts(type).routeData !== route)
    throw new Error(
      `The block "${type}" is drawn with the route data "${route}": give its schema .meta({ routeData: '${route}' }) in content/blocks.ts.`,
    )
  return entry(type, View as ComponentType<{ block: Drawn<T, object>; place: BlockPlace }>)
}

/**
 * The lines by block type. Every block type of the schema has one: a type without a line fails the
 * type check here, naming it, and a type with two stops the build.
 */
function byTypeOf<const L extends readonly (BlockEntry & { type: BlockType })[]>(
  lines: L &
    ([Exclude<BlockType, L[number]['type']>] extends [never]
      ? unknown
      : `no line for the block type ${Exclude<BlockType, L[number]['type']>}`),
): ReadonlyMap<BlockType, BlockEntry> {
  const byType = new Map<BlockType, BlockEntry>(lines.map((line) => [line.type, line]))
  if (byType.size !== lines.length)
    throw new Error('components/blocks/registry.tsx: a block type has two lines; keep one.')
  return byType
}

/** Every block type, one line each, named once: its component, its data and its structured data. */
const byType = byTypeOf([
  entry('banner', ({ block, place }) => (
    <Banner block={block} path={place.path} breadcrumbLabel={place.ui.breadcrumb} siteUrl={place.siteUrl} />
  )),
  entry('hero', ({ block, place }) => <Hero block={block} id={place.id} />),
  entry('split', ({ block, place }) => <Split block={block} id={place.id} />, splitData),
  entry(
    'counters',
    ({ block, place }) => <Counters counters={block.counters} heading={block.heading} id={place.id} />,
    (_: BlockOf<'counters'>, s: BlockSources) => ({ counters: s.site.counters }),
  ),
  entry('feature-grid', ({ block, place }) => <FeatureGrid block={block} id={place.id} />),
  entry('service-cards', ({ block, place }) => <ServiceCards block={block} id={place.id} />, serviceCardsData),
  entry('portfolio-grid', ({ block, place }) => <PortfolioGrid block={block} id={place.id} />, portfolioGridData),
  entry('steps', ({ block, place }) => <Steps block={block} id={place.id} />, stepsData),
  entry(
    'video',
    ({ block, place }) => <Video block={block} id={place.id} formId={place.formId} chunkWords={place.ui.chunkError} />,
    videoData,
  ),
  entry('testimonials', ({ block, place }) => <Testimonials block={block} id={place.id} />, testimonialsData),
  entry(
    'price-cards',
    ({ block, place }) => <PriceCards block={block} id={place.id} />,
    priceCardsData,
    (block, s) => servicesJsonLd(block.plans, s.services, s.site, s.config.siteUrl),
  ),
  entry('faq-answers', ({ block, place }) => <FaqAnswers block={block} id={place.id} />, faqAnswersData),
  entry(
    'quote-form',
    ({ block, place }) => <QuoteFormSection block={block} id={place.id} formId={place.formId} />,
    quoteFormSectionData,
  ),
  entry('contact-details', ({ block, place }) => <ContactDetails block={block} id={place.id} />, contactDetailsData),
  entry(
    'portfolio-gallery',
    ({ block, place }) => <PortfolioGallery block={block} id={place.id} />,
    portfolioGalleryData,
  ),
  entry('contact-band', ({ block }) => <ContactBand block={block} />, contactBandData),
  entry(
    'faq-list',
    ({ block, place }) => <FaqList block={block} id={place.id} />,
    faqListData,
    (_, s) => [faqJsonLd(s.faq)],
  ),
  entry(
    'service-overview',
    ({ block, place }) => <ServiceOverview block={block} id={place.id} />,
    serviceOverviewData,
    (block, s) => servicesJsonLd([block.plan], s.services, s.site, s.config.siteUrl),
  ),
  entry('feature-sections', ({ block, place }) => <FeatureSections block={block} id={place.id} />),
  // The route's data go to each view beside the block's words.
  routed('patch-catalogue', 'patches', ({ block: { route, ...block }, place }) => (
    <PatchCatalogue
      block={block}
      route={route}
      path={place.path}
      breadcrumbLabel={place.ui.breadcrumb}
      siteUrl={place.siteUrl}
    />
  )),
  routed('blog-list', 'blogList', ({ block: { route, ...block }, place }) => (
    <BlogList block={block} route={route} path={place.path} siteUrl={place.siteUrl} ui={place.ui} />
  )),
  routed('blog-post', 'blogPost', ({ block: { route, ...block }, place }) => (
    <BlogPost block={block} route={route} siteUrl={place.siteUrl} ui={place.ui} />
  )),
  entry('cta-band', ({ block, place }) => <CtaBand block={block} id={place.id} />),
  entry('text', ({ place }) => <>{place.text}</>),
])

/** A block made ready to draw (resolveBlock); its view knows its shape. */
export type DrawnBlock = { type: BlockType; wheelStep?: boolean } & Record<string, unknown>

const lineOf = (type: BlockType): BlockEntry => byType.get(type)!

/**
 * A block with everything it is drawn with: its buttons resolved, its data, and its route's data when
 * it is drawn with some. null for a block whose route data `route` does not hold: it draws nothing.
 */
export function resolveBlock(block: Block, sources: BlockSources, route: Partial<RouteData> = {}): DrawnBlock | null {
  const { routeData } = blockFacts(block.type)
  if (routeData && !route[routeData]) return null
  const data = lineOf(block.type).data?.(block as never, sources)
  return {
    ...linked(block, sources.config.portalUrl),
    ...data,
    ...(routeData && { route: route[routeData] }),
  } as DrawnBlock
}

/** The structured data the blocks of a page add to its head, each thing once (two price-card blocks naming one plan). */
export function blocksJsonLd(blocks: readonly Block[], sources: BlockSources): object[] {
  const all = blocks.flatMap((block) => lineOf(block.type).jsonLd?.(block as never, sources) ?? [])
  return [...new Map(all.map((thing) => [JSON.stringify(thing), thing])).values()]
}

/** One block, drawn by its type's view. */
export function BlockView({ block, place }: { block: DrawnBlock; place: BlockPlace }) {
  const { View } = lineOf(block.type)
  return <View block={block as never} place={place} />
}
