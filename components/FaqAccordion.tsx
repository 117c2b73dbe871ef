/**
 * The FAQ accordion (spec point 4): one answer open at a time, the first by default; clicking the
 * open question closes it. Every answer is in the prerendered HTML (closed ones carry `hidden`), so
 * search engines read them all; without JavaScript a small noscript stylesheet
 * (public/faq-noscript.css) shows them all.
 */
import { useId, useState } from 'react'
import type { FaqEntry } from '../content/config'
import { Icon } from './Icon'
import { toggleOpenIndex } from '../lib/toggleOpenIndex'
import './FaqAccordion.css'

export interface FaqAccordionProps {
  entries: readonly FaqEntry[]
  /** Level of the headings around the questions; 2 by default (a page of questions). */
  headingLevel?: 2 | 3
}

export function FaqAccordion({ entries, headingLevel = 2 }: FaqAccordionProps) {
  const [open, setOpen] = useState<number | null>(0)
  const base = useId()
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="faq">
      {/* As HTML, not JSX: React would hoist a JSX stylesheet link into the head, for every visitor. */}
      <noscript dangerouslySetInnerHTML={{ __html: '<link rel="stylesheet" href="/faq-noscript.css">' }} />
      {entries.map((entry, i) => {
        const isOpen = open === i
        return (
          <div key={entry.question} className={isOpen ? 'faq__item faq__item--open' : 'faq__item'}>
            <H className="faq__heading">
              <button
                type="button"
                id={`${base}-q${i}`}
                className="faq__question"
                aria-expanded={isOpen}
                aria-controls={`${base}-a${i}`}
                onClick={() => setOpen((current) => toggleOpenIndex(current, i))}
              >
                <span>{entry.question}</span>
                <span className="faq__sign" aria-hidden="true">
                  <Icon name={isOpen ? 'minus' : 'plus'} size={18} />
                </span>
              </button>
            </H>
            <section id={`${base}-a${i}`} className="faq__answer" aria-labelledby={`${base}-q${i}`} hidden={!isOpen}>
              <p>{entry.answer}</p>
            </section>
          </div>
        )
      })}
    </div>
  )
}
