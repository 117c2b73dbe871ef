/** The FAQ answers block: the questions of content/faq.json marked for it, beside a title and a button. */
import type { BlockOf, BlockSources, Resolved } from '../../lib/blocks'
import { ActionLink } from '../ActionLink'
import { Section } from './Section'
import './FaqAnswers.css'

/** The questions of content/faq.json marked `onPricing`. */
export const faqAnswersData = (_: BlockOf<'faq-answers'>, s: BlockSources) => ({
  answers: s.faq.filter((entry) => entry.onPricing).map(({ question, answer }) => ({ question, answer })),
})

export function FaqAnswers({ block, id }: { block: Resolved<'faq-answers', typeof faqAnswersData>; id: string }) {
  if (block.answers.length === 0) return null
  return (
    <Section background={block.background} labelledBy={id}>
      <div className="container pricing-faq">
        <div>
          {block.eyebrow && <span className="eyebrow">{block.eyebrow}</span>}
          <h2 id={id}>{block.heading}</h2>
          <ActionLink link={block.action} />
        </div>
        <div className="pricing-faq__answers">
          {block.answers.map((entry) => (
            <div key={entry.question} className="card pricing-faq__item">
              <h3>{entry.question}</h3>
              <p>{entry.answer}</p>
            </div>
          ))}
        </div>
      </div>
    </Section>
  )
}
