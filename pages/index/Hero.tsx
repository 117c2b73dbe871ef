/**
 * Home hero: the value proposition over the hero artwork, with "Start Your Projects" (the portal)
 * and FREE QUOTE. The artwork is the page's largest paint, so it loads eagerly with high priority;
 * phones get their own taller crop through `<picture>` media sources. Both are content images
 * (services.json `home.hero`), each in AVIF, WebP and JPEG at the widths of its slot.
 */
import { site } from 'virtual:content'
import { ExternalLink } from '../../components/ExternalLink'
import { heightAt, imageSlots, mimeOf, srcsetOf, variantFormats, variantUrl, type ContentImage } from '../../lib/imageSlots'
import { formatUsd } from '../../lib/formatUsd'
import { Icon } from '../../components/Icon'
import { media } from '../../lib/breakpoints'
import { portalUrl } from '../../components/portalUrl'
import { useData } from '../../components/usePageContext'
import type { Data } from './+data'
import { routes } from '../../lib/navigation'

/** The sources of one crop, best format first; the last format is the `<img>` itself when `media` is unset. */
function sources(image: ContentImage, query?: string) {
  const formats = variantFormats(image)
  const widest = Math.max(...imageSlots[image.slot].widths)
  return (query ? formats : formats.slice(0, -1)).map((format) => (
    <source key={`${query}${format}`} media={query} type={mimeOf[format]} srcSet={srcsetOf(image, format)} sizes="100vw" width={widest} height={heightAt(image, widest)} />
  ))
}

export function Hero() {
  const { hero, from } = useData<Data>()
  const widest = Math.max(...imageSlots.hero.widths)
  const fallback = variantFormats(hero.image).at(-1)!
  const start = site.portal.orderLinks[0]
  const facts = [
    'Hand-digitized and test-sewn',
    `Digitizing from ${formatUsd(from.embroidery)}, vectors from ${formatUsd(from.vector)}`,
    'Free quotes and free edits',
  ]
  return (
    <section className="hero" aria-labelledby="hero-title">
      <picture className="hero__art">
        {sources(hero.phoneImage, media.narrow)}
        {sources(hero.image)}
        <img
          src={variantUrl(hero.image, imageSlots.hero.widths[1], fallback)}
          srcSet={srcsetOf(hero.image, fallback)}
          sizes="100vw"
          alt={hero.alt}
          width={widest}
          height={heightAt(hero.image, widest)}
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
          <a className="btn btn--light" href={routes.quoteForm}>
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
