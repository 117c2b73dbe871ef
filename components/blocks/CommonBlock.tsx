/**
 * The blocks drawn the same way wherever a designed page is drawn: on the site (Blocks.tsx) and in
 * the editor's preview (editor/app/PreviewBlocks.tsx). Each of those draws the other blocks itself: the
 * ones whose data come from the route (the patch types, the blog's posts) and the portfolio gallery,
 * an island on the site.
 */
import type { ReactNode } from 'react'
import type { Ui } from '../../content/config'
import type { ResolvedBlock } from '../../lib/blocks'
import { Counters } from '../Counters'
import { Banner } from './Banner'
import { ContactBand } from './ContactBand'
import { ContactDetails } from './ContactDetails'
import { CtaBand } from './CtaBand'
import { FaqAnswers } from './FaqAnswers'
import { FaqList } from './FaqList'
import { FeatureGrid } from './FeatureGrid'
import { FeatureSections } from './FeatureSections'
import { Hero } from './Hero'
import { PriceCards } from './PriceCards'
import { QuoteFormSection } from './QuoteFormSection'
import { RecentProjects } from './RecentProjects'
import { ServiceCards } from './ServiceCards'
import { ServiceOverview } from './ServiceOverview'
import { Showcase } from './Showcase'
import { Split } from './Split'
import { Steps } from './Steps'
import { Testimonials } from './Testimonials'
import { Video } from './Video'

/** The blocks drawn here: all but those each place draws its own way. */
export type CommonBlock = Exclude<ResolvedBlock, { type: 'patch-catalogue' | 'blog-list' | 'blog-post' | 'portfolio-gallery' }>

/** Where a block stands: its ids, its page, and the interface words it may need. */
export interface BlockPlace {
  /** The id of the block's heading, e.g. "b2-title". */
  id: string
  /** The base of a quote form's field ids, unique on the page. */
  formId: string
  /** The page's path, e.g. "/about" (a banner's breadcrumb). */
  path: string
  siteUrl: string
  ui: Pick<Ui, 'breadcrumb' | 'chunkError'>
  /** The page's own text, rendered (the text block). */
  text?: ReactNode
}

export function CommonBlockView({ block, place }: { block: CommonBlock; place: BlockPlace }) {
  const { id, formId } = place
  switch (block.type) {
    case 'banner':
      return <Banner block={block} path={place.path} breadcrumbLabel={place.ui.breadcrumb} siteUrl={place.siteUrl} />
    case 'hero':
      return <Hero block={block} id={id} />
    case 'split':
      return <Split block={block} id={id} />
    case 'counters':
      return <Counters counters={block.counters} heading={block.heading} id={id} />
    case 'feature-grid':
      return <FeatureGrid block={block} id={id} />
    case 'service-cards':
      return <ServiceCards block={block} id={id} />
    case 'showcase':
      return <Showcase block={block} id={id} />
    case 'steps':
      return <Steps block={block} id={id} />
    case 'video':
      return <Video block={block} id={id} formId={formId} chunkWords={place.ui.chunkError} />
    case 'testimonials':
      return <Testimonials block={block} id={id} />
    case 'price-cards':
      return <PriceCards block={block} id={id} />
    case 'faq-answers':
      return <FaqAnswers block={block} id={id} />
    case 'quote-form':
      return <QuoteFormSection block={block} id={id} formId={formId} />
    case 'contact-details':
      return <ContactDetails block={block} id={id} />
    case 'contact-band':
      return <ContactBand block={block} />
    case 'faq-list':
      return <FaqList block={block} id={id} />
    case 'service-overview':
      return <ServiceOverview block={block} id={id} />
    case 'recent-projects':
      return <RecentProjects block={block} id={id} />
    case 'feature-sections':
      return <FeatureSections block={block} id={id} />
    case 'cta-band':
      return <CtaBand block={block} id={id} />
    case 'text':
      return <>{place.text}</>
    default:
      return block satisfies never
  }
}
