/** The recent projects block: portfolio pieces in a row of cards with their category, and a button. */
import type { Resolved } from '../../lib/blocks'
import { media } from '../../lib/breakpoints'
import { ActionLink } from '../ActionLink'
import { Picture } from '../Picture'
import { Section } from './Section'
import './RecentProjects.css'

export function RecentProjects({ block, id }: { block: Resolved<'recent-projects'>; id: string }) {
  return (
    <Section labelledBy={id} wheelStep={block.wheelStep}>
      <div className="container">
        <div className="section-head recent__head">
          {block.eyebrow && <span className="eyebrow">{block.eyebrow}</span>}
          <h2 id={id}>{block.heading}</h2>
        </div>
        <ul className="recent">
          {block.items.map((item) => (
            <li key={item.id} className="recent__item">
              <figure className="project-figure">
                <Picture image={item.image} alt={item.alt} sizes={`${media.desktop} 285px, ${media.tablet} 50vw, 100vw`} />
                <figcaption className="recent__caption">{item.category}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {block.action && (
          <p className="recent__more">
            <ActionLink link={block.action} />
          </p>
        )}
      </div>
    </Section>
  )
}
