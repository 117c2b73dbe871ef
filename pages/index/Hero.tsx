/**
 * Home hero: the value proposition over the hero artwork, with "Start Your Projects" (the portal)
 * and FREE QUOTE. The artwork is the page's largest paint, so it loads eagerly with high priority;
 * phones get their own taller crop through `<picture>` media sources.
 */
import { services, site } from 'virtual:content'
import { ExternalLink } from '../../components/ExternalLink'
import { formatUsd } from '../../components/formatUsd'
import { Icon } from '../../components/Icon'
import { media } from '../../components/breakpoints'
import { portalUrl } from '../../components/portalUrl'

export function Hero() {
  const start = site.portal.orderLinks[0]
  const { embroidery, vector } = services.plans
  const facts = [
    'Hand-digitized and test-sewn',
    `Digitizing from ${formatUsd(embroidery.from ?? 0)}, vectors from ${formatUsd(vector.from ?? 0)}`,
    'Free quotes and free edits',
  ]
  return (
    <section className="hero" aria-labelledby="hero-title">
      <picture className="hero__art">
        <source media={media.narrow} type="image/webp" srcSet="/images/hero-mobile.webp" width={780} height={900} />
        <source media={media.narrow} srcSet="/images/hero-mobile.jpg" width={780} height={900} />
        <source type="image/webp" srcSet="/images/hero.webp" width={1440} height={900} />
        <img
          src="/images/hero.jpg"
          alt="An embroidery hoop holding a stitched emblem, with thread spools and a needle"
          width={1440}
          height={900}
          loading="eager"
          fetchPriority="high"
        />
      </picture>
      <div className="container hero__inner">
        <p className="hero__eyebrow">
          {site.brand} · Brooklyn, NY · since {site.foundedYear}
        </p>
        <h1 id="hero-title" className="hero__title">
          Embroidery digitizing and vector art, <span className="hero__accent">ready in {site.turnaround}</span>
        </h1>
        <p className="hero__lead">
          Professional digitizers and designers turn your logo, sketch or photo into clean stitch files, crisp vectors and custom patches, hand-made and tested before delivery.
        </p>
        <div className="hero__actions">
          <ExternalLink className="btn btn--accent" href={portalUrl(start.path)}>
            {start.label}
            <Icon name="arrow-right" size={18} />
          </ExternalLink>
          <a className="btn btn--light" href="/contact#contact">
            FREE QUOTE
          </a>
        </div>
        <ul className="hero__facts">
          {facts.map((fact) => (
            <li key={fact}>
              <Icon name="circle-check" size={18} />
              {fact}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
