/**
 * The hero block: the value proposition over the hero artwork, with its buttons and facts. The
 * artwork is the page's largest paint, so it loads eagerly with high priority; phones get their own
 * taller crop through `<picture>` media sources. Both are content images, each in AVIF, WebP and JPEG
 * at the widths of its slot.
 */
import type { ContentImage } from '../../content/config'
import type { Resolved } from '../../lib/blocks'
import { media } from '../../lib/breakpoints'
import { heightAt, imageSlots, mimeOf, srcsetOf, variantFormats, variantUrl } from '../../lib/imageSlots'
import { ActionLink } from '../ActionLink'
import { Icon } from '../Icon'
import './Hero.css'

/** The sources of one crop, best format first; the last format is the `<img>` itself when `media` is unset. */
function sources(image: ContentImage, query?: string) {
  const formats = variantFormats(image)
  const widest = Math.max(...imageSlots[image.slot].widths)
  return (query ? formats : formats.slice(0, -1)).map((format) => (
    <source
      key={`${query}${format}`}
      media={query}
      type={mimeOf[format]}
      srcSet={srcsetOf(image, format)}
      sizes="100vw"
      width={widest}
      height={heightAt(image, widest)}
    />
  ))
}

export function Hero({ block, id }: { block: Resolved<'hero'>; id: string }) {
  const widest = Math.max(...imageSlots.hero.widths)
  const fallback = variantFormats(block.image).at(-1)!
  return (
    <section className="hero" aria-labelledby={id}>
      <picture className="hero__art">
        {sources(block.phoneImage, media.narrow)}
        {sources(block.image)}
        <img
          src={variantUrl(block.image, imageSlots.hero.widths[1], fallback)}
          srcSet={srcsetOf(block.image, fallback)}
          sizes="100vw"
          alt={block.alt}
          width={widest}
          height={heightAt(block.image, widest)}
          loading="eager"
          fetchPriority="high"
        />
      </picture>
      <div className="container hero__inner">
        {block.eyebrow && <p className="hero__eyebrow">{block.eyebrow}</p>}
        <h1 id={id} className="hero__title">
          {block.title}
          {block.accent && (
            <>
              {' '}
              <span className="hero__accent">{block.accent}</span>
            </>
          )}
        </h1>
        <p className="hero__lead">{block.lead}</p>
        <div className="hero__actions">
          {block.actions.map((link) => (
            <ActionLink key={link.label} link={link} />
          ))}
        </div>
        {block.facts.length > 0 && (
          <ul className="hero__facts">
            {block.facts.map((fact) => (
              <li key={fact}>
                <Icon name="circle-check" size={18} />
                {fact}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
