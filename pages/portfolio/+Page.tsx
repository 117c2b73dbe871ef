import { useState } from 'react'
import { media } from '../../lib/breakpoints'
import { ContactBanner } from '../../components/ContactBanner'
import { PageBanner } from '../../components/PageBanner'
import { Picture } from '../../components/Picture'
import { ALL, loadMore, PAGE_SIZE, portfolioView } from '../../lib/portfolioView'
import { useData } from '../../components/usePageContext'
import type { Data } from './+data'
import './portfolio.css'
import { routes } from '../../lib/navigation'

export default function Page() {
  const { categories, items } = useData<Data>()
  const [filter, setFilter] = useState(ALL)
  const [count, setCount] = useState(PAGE_SIZE)
  const view = portfolioView(items, filter, count)
  const choose = (next: string) => {
    setFilter(next)
    setCount(PAGE_SIZE)
  }

  return (
    <>
      <PageBanner title="Recent project" crumbs={[{ label: 'Home', href: routes.home }, { label: 'Recent project' }]} />
      <section className="section" aria-labelledby="portfolio-title">
        <div className="container">
          <div className="section-head">
            <span id="portfolio-eyebrow" className="eyebrow">
              Portfolio
            </span>
            <h2 id="portfolio-title">Work we are proud of</h2>
          </div>
          <div className="filters" role="group" aria-label="Filter by category">
            {[ALL, ...categories].map((category) => (
              <button key={category} type="button" className="filters__button" aria-pressed={filter === category} onClick={() => choose(category)}>
                {category}
              </button>
            ))}
          </div>
          <p id="portfolio-status" className="gallery-status" aria-live="polite">
            Showing {view.shown.length} of {view.total} {filter === ALL ? 'projects' : `${filter} projects`}
          </p>
          <ul className="gallery" aria-labelledby="portfolio-eyebrow portfolio-status">
            {view.shown.map((item, i) => (
              <li key={item.id} className="gallery__item">
                <figure className="project-figure">
                  {/* The first project is the largest paint of the page's first view. */}
                  <Picture image={item.image} alt={item.alt} priority={i === 0} sizes={`${media.desktop} 285px, ${media.aboveSmallImage} 33vw, 50vw`} />
                  <figcaption className="gallery__caption">{item.category_name}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
          {view.hasMore && (
            <p className="gallery-more">
              <button type="button" className="btn btn--dark" onClick={() => setCount(loadMore)}>
                Load More
              </button>
            </p>
          )}
        </div>
      </section>
      <ContactBanner heading="Have a design in mind?" text="Send us your logo or artwork for a free quote, or call and e-mail our team." withQuote />
    </>
  )
}
