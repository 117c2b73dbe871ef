/**
 * The counters strip (the counters block): 12K+ complete work, 230+ expert designers… from
 * `site.counters`. The numbers run up from 0 in 0.5 s when the strip scrolls into view; the
 * prerendered HTML holds the final values.
 */
import { useRef } from 'react'
import type { Site } from '../content/config'
import { countAt } from '../lib/countAt'
import { useCountUp } from './useCountUp'
import './Counters.css'

/** Spec point 9: the counter animation takes 0.5 s. */
export const COUNT_UP_MS = 500

export function Counters({ counters, heading, id }: { counters: Site['counters']; heading: string; id: string }) {
  const ref = useRef<HTMLUListElement>(null)
  const elapsed = useCountUp(ref, COUNT_UP_MS)
  return (
    <section className="counters" aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {heading}
      </h2>
      <ul ref={ref} className="container counters__list">
        {counters.map((counter) => (
          <li key={counter.label} className="counters__item">
            <span className="counters__value">
              {countAt(counter.value, elapsed, COUNT_UP_MS)}
              {counter.suffix}
            </span>
            <span className="counters__label">{counter.label}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
