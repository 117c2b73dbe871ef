/** The service overview block: a service page's picture, text and list of kinds, beside its price card. */
import { priceCardWords, type BlockOf, type BlockSources, type Resolved } from '../../lib/blocks'
import { media } from '../../lib/breakpoints'
import { Icon } from '../Icon'
import { Markdown } from '../Markdown'
import { Picture } from '../Picture'
import { PriceCard } from '../PriceCard'
import './ServiceOverview.css'

/** The service's price card and its words. */
export const serviceOverviewData = (block: BlockOf<'service-overview'>, s: BlockSources) => ({
  card: s.services.plans[block.plan],
  words: priceCardWords(s),
})

export function ServiceOverview({
  block,
  id,
}: {
  block: Resolved<'service-overview', typeof serviceOverviewData>
  id: string
}) {
  return (
    <div className="section">
      <div className="container service">
        <div className="service__main">
          <Picture
            className="service__image"
            image={block.image}
            alt=""
            priority
            sizes={`${media.desktop} 740px, 100vw`}
          />
          <div className="service__intro lead">
            <Markdown text={block.text} />
          </div>
          <section className="service__types" aria-labelledby={`${id}-list`}>
            <h2 id={`${id}-list`}>{block.listTitle}</h2>
            <ul className="service__type-list">
              {block.list.map((kind) => (
                <li key={kind}>
                  <Icon name="circle-check" size={20} />
                  {kind}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="service__aside" aria-labelledby={`${id}-pricing`}>
          <h2 id={`${id}-pricing`} className="service__aside-title">
            {block.pricingTitle}
          </h2>
          <PriceCard plan={block.card} featured words={block.words} />
        </aside>
      </div>
    </div>
  )
}
