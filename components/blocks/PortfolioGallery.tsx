/**
 * The portfolio gallery block (spec point 4 "Portfolio filter"): a button per category, 24 pieces
 * first and 12 more with each Load More, which shows only while more remain. Every piece is in the
 * HTML, those past the first 24 hidden (their lazy pictures load only once shown); the behaviour
 * (components/behaviours/portfolioGallery.ts) filters and pages by showing and hiding them, so a tap
 * costs no rendering. Without JavaScript the first 24 pieces show.
 */
import type { BlockOf, BlockSources, Resolved } from '../../lib/blocks'
import { fillWords } from '../../lib/fillWords'
import { media } from '../../lib/breakpoints'
import { ALL, PAGE_SIZE, portfolioView, projectCard } from '../../lib/portfolioView'
import { behaviourRoot } from '../behaviourRoot'
import { Picture } from '../Picture'
import { Section } from './Section'
import './PortfolioGallery.css'

/** The categories and every piece of content/portfolio.json, as cards. */
export const portfolioGalleryData = (_: BlockOf<'portfolio-gallery'>, s: BlockSources) => ({
  categories: [...new Set(s.portfolio.map((item) => item.category_name))],
  items: s.portfolio.map(projectCard),
})

export function PortfolioGallery({
  block,
  id,
}: {
  block: Resolved<'portfolio-gallery', typeof portfolioGalleryData>
  id: string
}) {
  const items = block.items.map((item) => ({ ...item, category_name: item.category }))
  // The first view; the behaviour draws the others by the same rule (lib/portfolioView.ts).
  const view = portfolioView(items, ALL, PAGE_SIZE)
  const { status, countedAll, countedCategory } = block
  return (
    <Section labelledBy={id}>
      <div className="container" {...behaviourRoot('portfolio-gallery', { status, countedAll, countedCategory })}>
        <div className="section-head">
          {block.eyebrow && (
            <span id={`${id}-eyebrow`} className="eyebrow">
              {block.eyebrow}
            </span>
          )}
          <h2 id={id}>{block.heading}</h2>
        </div>
        <div className="filters" role="group" aria-label={block.filtersLabel}>
          {[ALL, ...block.categories].map((category) => (
            <button
              key={category}
              type="button"
              className="chip filters__button"
              aria-pressed={category === ALL}
              data-filter={category}
            >
              {category === ALL ? block.all : category}
            </button>
          ))}
        </div>
        <p id={`${id}-status`} className="gallery-status" aria-live="polite">
          {fillWords(block.status, { shown: view.shown.length, total: view.total, what: block.countedAll })}
        </p>
        <ul
          className="project-grid project-grid--three-up gallery"
          aria-labelledby={`${block.eyebrow ? `${id}-eyebrow ` : ''}${id}-status`}
        >
          {items.map((item, i) => (
            <li
              key={item.id}
              className="gallery__item"
              data-category={item.category}
              hidden={!view.shown.includes(item)}
            >
              <figure className="project-figure">
                {/* The first project is the largest paint of the page's first view. */}
                <Picture
                  image={item.image}
                  alt={item.alt}
                  priority={i === 0}
                  sizes={`${media.desktop} 285px, ${media.aboveSmallImage} 33vw, 50vw`}
                />
                <figcaption className="project-grid__caption">{item.category}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="gallery-more" hidden={!view.hasMore}>
          <button type="button" className="btn btn--dark">
            {block.loadMore}
          </button>
        </p>
      </div>
    </Section>
  )
}
