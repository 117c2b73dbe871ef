/**
 * A price card (Services, Pricing, the service pages, the patch page): the plan's name, its
 * "from $X" figure, the lowest of its lines (or its summary when the plan has no figure), its lines and a 'Request Quote'
 * link. Every figure comes from `services.plans` in content/services.json.
 */
import type { Plan } from '../content/config'
import type { PriceCardWords } from '../lib/blocks'
import { formatUsd } from '../lib/formatUsd'
import { Icon } from './Icon'
import './PriceCard.css'

export interface PriceCardProps {
  plan: Plan
  /** Highlighted card (dark background), e.g. the middle card on /pricing. */
  featured?: boolean
  /** Level of the card's heading; 3 by default (cards sit under a section's h2). */
  headingLevel?: 2 | 3
  /** The card's words: "from", "min." and its button (content/ui.json `priceCard`). */
  words: PriceCardWords
}

/** The value column of a line: "$15", "min. $30", a note such as "Free", or nothing. */
function lineValue(line: Plan['lines'][number], minimum: string): string | undefined {
  if (line.price !== undefined) return line.minimum ? `${minimum} ${formatUsd(line.price)}` : formatUsd(line.price)
  return line.note
}

export function PriceCard({ plan, featured = false, headingLevel = 3, words }: PriceCardProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={featured ? 'price-card price-card--featured' : 'price-card'}>
      <H className="price-card__name">{plan.name}</H>
      {plan.from !== undefined ? (
        <>
          <p className="price-card__figure">
            <span className="price-card__from">{words.from}</span> {formatUsd(plan.from)}
          </p>
          <p className="price-card__summary">{plan.summary}</p>
        </>
      ) : (
        <p className="price-card__summary price-card__summary--lead">{plan.summary}</p>
      )}
      <ul className="price-card__lines">
        {plan.lines.map((line) => {
          const value = lineValue(line, words.minimum)
          return (
            <li key={line.label} className="price-card__line">
              <Icon name="circle-check" size={18} className="price-card__check" />
              <span className="price-card__label">{line.label}</span>
              {value && <span className="price-card__value">{value}</span>}
            </li>
          )
        })}
      </ul>
      <a
        className={featured ? 'btn btn--accent price-card__cta' : 'btn btn--dark price-card__cta'}
        href={words.action.href}
      >
        {words.action.label}
      </a>
    </article>
  )
}
