/**
 * The FAQ accordion (spec point 4): one answer open at a time, the first by default; clicking the
 * open question closes it. HTML does it all, with or without JavaScript: each question is a
 * `<details>` of one exclusive group (the same `name`), the first one `open`. Every answer is in the
 * HTML, so search engines read them all.
 */
import { useId } from 'react'
import type { FaqEntry } from '../content/config'
import { Icon } from './Icon'
import './FaqAccordion.css'

export interface FaqAccordionProps {
  entries: readonly FaqEntry[]
  /** Level of the headings around the questions; 2 by default (a page of questions). */
  headingLevel?: 2 | 3
}

export function FaqAccordion({ entries, headingLevel = 2 }: FaqAccordionProps) {
  const group = useId()
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="faq">
      {entries.map((entry, i) => (
        <details key={entry.question} className="faq__item" name={group} open={i === 0}>
          <summary className="faq__question">
            <H className="faq__heading">{entry.question}</H>
            <span className="faq__sign" aria-hidden="true">
              <Icon name="plus" size={18} className="faq__plus" />
              <Icon name="minus" size={18} className="faq__minus" />
            </span>
          </summary>
          <div className="faq__answer">
            <p>{entry.answer}</p>
          </div>
        </details>
      ))}
    </div>
  )
}
