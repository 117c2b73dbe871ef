/**
 * The service cards block: the main services of content/services.json as picture cards whose title
 * links the service page (the whole card is the click target), and links to more service pages.
 */
import type { BlockOf, BlockSources, Resolved } from '../../lib/blocks'
import { media } from '../../lib/breakpoints'
import { Icon } from '../Icon'
import { Picture } from '../Picture'
import { Section, SectionHead } from './Section'
import './ServiceCards.css'

/** The main services of content/services.json, and the pages' links with their headings. */
export const serviceCardsData = (block: BlockOf<'service-cards'>, s: BlockSources) => ({
  services: s.services.mainServices,
  pages: block.pages.map((href) => ({ href, label: s.headings.get(href) ?? href })),
})

export function ServiceCards({ block, id }: { block: Resolved<'service-cards', typeof serviceCardsData>; id: string }) {
  // "full": pictures whole and cards of equal height; "cropped": 4:3 pictures (two classes of one card).
  const card = block.look === 'cropped' ? 'main-services' : 'services'
  return (
    <Section background={block.background} labelledBy={id}>
      <div className="container">
        <SectionHead eyebrow={block.eyebrow} heading={block.heading} id={id} />
        <ul className={`grid grid--4 ${card}`}>
          {block.services.map((service) => (
            <li key={service.title} className={`${card}__item`}>
              <Picture
                image={service.image}
                alt=""
                sizes={`${media.desktop} ${block.look === 'cropped' ? 285 : 280}px, ${media.tablet} 50vw, 100vw`}
              />
              <div className={`${card}__body`}>
                <h3>
                  <a className={`${card}__link`} href={service.href}>
                    {service.title}
                  </a>
                </h3>
                <p>{service.text}</p>
                {block.more && (
                  <span className="services__more" aria-hidden="true">
                    {block.more} <Icon name="arrow-right" size={16} />
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
        {block.pages.length > 0 && (
          <nav className="more-services" aria-labelledby={`${id}-more`}>
            <h3 id={`${id}-more`} className="more-services__title">
              {block.pagesTitle}
            </h3>
            <ul className="more-services__list">
              {block.pages.map((link) => (
                <li key={link.href}>
                  <a className="chip" href={link.href}>
                    {link.label} <Icon name="chevron-right" size={16} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </Section>
  )
}
