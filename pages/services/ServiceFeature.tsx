/** One of the three alternating sections of a service page: picture on one side, text and 'GET QUOTE NOW' on the other. */
import type { ContentImage } from '../../lib/imageSlots'
import { Picture } from '../../components/Picture'
import { routes } from '../../lib/navigation'
import { media } from '../../lib/breakpoints'

export interface Feature {
  title: string
  text: string
  image: ContentImage
  alt: string
}

export function ServiceFeature({ feature, index }: { feature: Feature; index: number }) {
  const id = `feature-${index}`
  // Odd sections put the picture on the right; even ones sit on the tinted background.
  const className = `section feature${index % 2 ? ' feature--flipped' : ' section--tint'}`
  return (
    <section className={className} aria-labelledby={id} data-wheel-step>
      <div className="container feature__inner">
        <Picture className="feature__image" image={feature.image} alt={feature.alt} sizes={`${media.sideBySide} 560px, 100vw`} />
        <div className="feature__text">
          <span className="eyebrow">{String(index + 1).padStart(2, '0')}</span>
          <h2 id={id}>{feature.title}</h2>
          <p>{feature.text}</p>
          <a className="btn btn--accent" href={routes.quoteForm}>
            GET QUOTE NOW
          </a>
        </div>
      </div>
    </section>
  )
}
