/**
 * The portfolio grid block: portfolio pieces with their category, and a button. Two layouts of one
 * list: "grid", three large pictures a row with the category over each (the home page), and "cards",
 * four cards a row with the category under each (the service pages).
 */
import type { BlockOf, BlockSources, Resolved } from '../../lib/blocks'
import { projects } from '../../lib/blocks'
import { media } from '../../lib/breakpoints'
import { ActionLink } from '../ActionLink'
import { Picture } from '../Picture'
import { Section, SectionHead } from './Section'
import './PortfolioGrid.css'

/** The pieces the block names, from content/portfolio.json, in its order. */
export const portfolioGridData = (block: BlockOf<'portfolio-grid'>, s: BlockSources) => ({
  items: projects(block.items, s.portfolio),
})

/** The class names and picture widths of each layout. */
const layouts = {
  grid: {
    head: undefined,
    list: 'grid grid--3 showcase',
    item: undefined,
    figure: 'showcase__item',
    caption: undefined,
    more: 'center',
    sizes: `${media.desktop} 380px, ${media.tablet} 50vw, 100vw`,
  },
  cards: {
    head: 'recent__head',
    list: 'project-grid',
    item: undefined,
    figure: 'project-figure',
    caption: 'project-grid__caption',
    more: 'recent__more',
    sizes: `${media.desktop} 285px, ${media.tablet} 50vw, 100vw`,
  },
}

export function PortfolioGrid({
  block,
  id,
}: {
  block: Resolved<'portfolio-grid', typeof portfolioGridData>
  id: string
}) {
  const look = layouts[block.layout]
  return (
    <Section background={block.background} labelledBy={id} wheelStep={block.wheelStep}>
      <div className="container">
        <SectionHead eyebrow={block.eyebrow} heading={block.heading} id={id} className={look.head} />
        <ul className={look.list}>
          {block.items.map((project) => (
            <li key={project.id} className={look.item}>
              <figure className={look.figure}>
                <Picture image={project.image} alt={project.alt} sizes={look.sizes} />
                <figcaption className={look.caption}>{project.category}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {block.action && (
          <p className={look.more}>
            <ActionLink link={block.action} />
          </p>
        )}
      </div>
    </Section>
  )
}
