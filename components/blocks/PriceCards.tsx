/** The price cards block: cards of content/services.json, one highlighted; two cards sit narrower, centred. */
import { priceCardWords, type BlockOf, type BlockSources, type Resolved } from '../../lib/blocks'
import { PriceCard } from '../PriceCard'
import { Section, SectionHead } from './Section'
import './PriceCards.css'

/** The plans the block names, from content/services.json, and the cards' words. */
export const priceCardsData = (block: BlockOf<'price-cards'>, s: BlockSources) => ({
  plans: block.plans.map((key) => ({ key, plan: s.services.plans[key] })),
  words: priceCardWords(s),
})

export function PriceCards({ block, id }: { block: Resolved<'price-cards', typeof priceCardsData>; id: string }) {
  const lead = block.lead && <p className="lead">{block.lead}</p>
  return (
    <Section background={block.background} labelledBy={id}>
      <div className="container">
        <SectionHead eyebrow={block.eyebrow} heading={block.heading} id={id} lead={lead} />
        <ul className={`grid grid--${block.plans.length} plans`}>
          {block.plans.map(({ key, plan }) => (
            <li key={key}>
              <PriceCard plan={plan} featured={key === block.featured} words={block.words} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
