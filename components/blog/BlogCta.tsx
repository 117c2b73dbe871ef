/** The call to action that ends the blog pages: from reading to a free quote. */
import { site } from 'virtual:content'
import { Icon } from '../Icon'
import './blog.css'
import { routes } from '../../lib/navigation'

export function BlogCta() {
  return (
    <section className="blog-cta" aria-labelledby="blog-cta-title">
      <div className="container">
        <div className="blog-cta__inner">
          <div>
            <p className="eyebrow">Free quote</p>
            <h2 id="blog-cta-title" className="blog-cta__title">
              Ready to turn your artwork into stitches?
            </h2>
            <p className="blog-cta__text">
              Send us your logo or sketch and get a free quote. Most files are ready in {site.turnaround}.
            </p>
          </div>
          <div className="blog-cta__actions">
            <a className="btn btn--accent" href={routes.quoteForm}>
              Get a Free Quote
              <Icon name="arrow-right" size={16} />
            </a>
            <a className="btn btn--light" href={routes.pricing}>
              See Pricing
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}
