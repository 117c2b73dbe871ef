/**
 * The counters strip (the counters block): 12K+ complete work, 230+ expert designers… from
 * `site.counters`. The prerendered HTML holds the final values; in the browser the numbers run up
 * from 0 in 0.5 s when the strip scrolls into view (behaviours/counters.ts), never for visitors who
 * prefer reduced motion.
 */
import type { Site } from '../content/config'
import { behaviourRoot } from './behaviourRoot'
import './Counters.css'

export function Counters({ counters, heading, id }: { counters: Site['counters']; heading: string; id: string }) {
  return (
    <section className="counters" aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {heading}
      </h2>
      <ul className="container counters__list" {...behaviourRoot('counters')}>
        {counters.map((counter) => (
          <li key={counter.label} className="counters__item">
            <span className="counters__value">
              <span data-count={counter.value}>{counter.value}</span>
              {counter.suffix}
            </span>
            <span className="counters__label">{counter.label}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
