/** The call to action block: an eyebrow, a title, a sentence and up to two buttons on a band. */
import type { Resolved } from '../../lib/blocks'
import { ActionLink } from '../ActionLink'

export function CtaBand({ block, id }: { block: Resolved<'cta-band'>; id: string }) {
  return (
    <section className="blog-cta" aria-labelledby={id}>
      <div className="container">
        <div className="blog-cta__inner">
          <div>
            {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
            <h2 id={id} className="blog-cta__title">
              {block.heading}
            </h2>
            <p className="blog-cta__text">{block.text}</p>
          </div>
          <div className="blog-cta__actions">
            {block.actions.map((link) => (
              <ActionLink key={link.label} link={link} arrowSize={16} />
            ))}
          </div>
        </div>
      </div>
    </section>
  )
}
