/** The contact details block: address, phone, e-mail and opening hours of content/site.json as four cards. */
import { contactOf, type BlockOf, type BlockSources, type Resolved } from '../../lib/blocks'
import { Icon } from '../Icon'
import { Section, SectionHead } from './Section'
import './ContactDetails.css'

/** The business's name, address, hours and contact links, from content/site.json. */
export const contactDetailsData = (_: BlockOf<'contact-details'>, s: BlockSources) => ({
  legalName: s.site.legalName,
  address: s.site.contact.address,
  hours: s.site.contact.hours,
  contact: contactOf(s.site),
})

export function ContactDetails({
  block,
  id,
}: {
  block: Resolved<'contact-details', typeof contactDetailsData>
  id: string
}) {
  const { address, labels } = block
  return (
    <Section background={block.background} labelledBy={id}>
      <div className="container">
        <SectionHead
          eyebrow={block.eyebrow}
          heading={block.heading}
          id={id}
          lead={<p className="lead">{block.lead}</p>}
        />
        <ul className="grid grid--4 reach">
          <li className="card reach__item">
            <span className="reach__icon">
              <Icon name="map-pin" size={24} />
            </span>
            <h3>{labels.visit}</h3>
            <address>
              {block.legalName}
              <br />
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </address>
          </li>
          <li className="card reach__item">
            <span className="reach__icon">
              <Icon name="phone" size={24} />
            </span>
            <h3>{labels.call}</h3>
            <p>
              <a href={block.contact.phoneHref}>{block.contact.phone}</a>
            </p>
          </li>
          <li className="card reach__item">
            <span className="reach__icon">
              <Icon name="mail" size={24} />
            </span>
            <h3>{labels.email}</h3>
            <p>
              <a href={block.contact.emailHref}>{block.contact.email}</a>
            </p>
          </li>
          <li className="card reach__item">
            <span className="reach__icon">
              <Icon name="clock" size={24} />
            </span>
            <h3>{labels.hours}</h3>
            <p>{block.hours}</p>
          </li>
        </ul>
      </div>
    </Section>
  )
}
