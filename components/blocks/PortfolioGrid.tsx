/** The showcase block: portfolio pieces in a grid with their category, and a button. */
import type { Resolved } from '../../lib/blocks'
import { media } from '../../lib/breakpoints'
import { ActionLink } from '../ActionLink'
import { Picture } from '../Picture'
import { Section, SectionHead } from './Section'
import './Showcase.css'

export function Showcase({ block, id }: { block: Resolved<'showcase'>; id: string }) {
  return (
    <Section background={block.background} labelledBy={id}>
      <div className="container">
        <SectionHead eyebrow={block.eyebrow} heading={block.heading} id={id} />
        <ul className="grid grid--3 showcase">
          {block.items.map((project) => (
            <li key={project.id}>
              <figure className="showcase__item">
                <Picture image={project.image} alt={project.alt} sizes={`${media.desktop} 380px, ${media.tablet} 50vw, 100vw`} />
                <figcaption>{project.category}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {block.action && (
          <p className="center">
            <ActionLink link={block.action} />
          </p>
        )}
      </div>
    </Section>
  )
}
