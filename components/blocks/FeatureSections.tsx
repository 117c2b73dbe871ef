/** The alternating sections block: a picture beside a title, a text and a button, the picture's side and the background alternating. */
import type { Resolved } from '../../lib/blocks'
import { ActionLink } from '../ActionLink'
import { Picture } from '../Picture'
import './FeatureSections.css'

export function FeatureSections({ block, id }: { block: Resolved<'feature-sections'>; id: string }) {
  return (
    <>
      {block.items.map((feature, i) => (
        // Odd sections put the picture on the right; even ones sit on the tinted background.
        <section
          key={feature.title}
          className={`section feature${i % 2 ? ' feature--flipped' : ' section--tint'}`}
          aria-labelledby={`${id}-${i}`}
          data-wheel-step={block.wheelStep || undefined}
        >
          <div className="container feature__inner">
            <Picture className="feature__image" image={feature.image} alt={feature.alt} />
            <div className="feature__text">
              <span className="eyebrow">{String(i + 1).padStart(2, '0')}</span>
              <h2 id={`${id}-${i}`}>{feature.title}</h2>
              <p>{feature.text}</p>
              <ActionLink link={block.action} />
            </div>
          </div>
        </section>
      ))}
    </>
  )
}
