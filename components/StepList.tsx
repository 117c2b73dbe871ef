/**
 * Numbered process steps ("How it works", "Working Process"): an ordered list, so the numbers are
 * real list numbers for assistive technology as well as the large figures visitors see.
 */
import type { Step } from '../content/config'
import './StepList.css'

export interface StepListProps {
  steps: Step[]
  /** Level of each step's title; 3 by default (the list sits under a section's h2). */
  headingLevel?: 2 | 3
}

export function StepList({ steps, headingLevel = 3 }: StepListProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ol className={`steps steps--${steps.length}`}>
      {steps.map((step, i) => (
        <li key={step.title} className="steps__item">
          <span className="steps__number" aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <H className="steps__title">{step.title}</H>
          <p className="steps__text">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
