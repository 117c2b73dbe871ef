/**
 * 'Recent Projects' on the service pages: a few portfolio items with their category, and a
 * 'View Portfolio' button to the full gallery.
 */
import type { PortfolioItem } from '../../content/config'
import { Picture } from '../../components/Picture'
import './RecentProjects.css'
import { routes } from '../../lib/navigation'
import { media } from '../../lib/breakpoints'

/** What a gallery card needs of a portfolio item (the page's data sends only this). */
export type ProjectCard = Pick<PortfolioItem, 'id' | 'category_name' | 'image' | 'alt'>

export function RecentProjects({ items, headingId }: { items: ProjectCard[]; headingId: string }) {
  return (
    <>
      <div className="section-head recent__head">
        <span className="eyebrow">Our work</span>
        <h2 id={headingId}>Recent Projects</h2>
      </div>
      <ul className="recent">
        {items.map((item) => (
          <li key={item.id} className="recent__item">
            <figure className="project-figure">
              <Picture image={item.image} alt={item.alt} sizes={`${media.desktop} 285px, ${media.tablet} 50vw, 100vw`} />
              <figcaption className="recent__caption">{item.category_name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="recent__more">
        <a className="btn btn--dark" href={routes.portfolio}>
          View Portfolio
        </a>
      </p>
    </>
  )
}
