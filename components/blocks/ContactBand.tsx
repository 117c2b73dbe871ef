/** The contact band block: a closing band with a heading, a sentence, call and e-mail buttons and optionally a button first. */
import { contactOf, type BlockOf, type BlockSources, type Resolved } from '../../lib/blocks'
import { ActionLink } from '../ActionLink'
import { Icon } from '../Icon'
import './ContactBand.css'

/** The phone and e-mail links. */
export const contactBandData = (_: BlockOf<'contact-band'>, s: BlockSources) => ({ contact: contactOf(s.site) })

export function ContactBand({ block }: { block: Resolved<'contact-band', typeof contactBandData> }) {
  return (
    // Not a landmark: the footer already has a "Contact Us" region, and a banner is not a page area.
    <div className="contact-banner">
      <div className="container contact-banner__inner">
        <div className="contact-banner__copy">
          <h2>{block.heading}</h2>
          <p>{block.text}</p>
        </div>
        <div className="contact-banner__actions">
          {block.action && <ActionLink link={block.action} />}
          <a className="btn btn--dark" href={block.contact.phoneHref}>
            <Icon name="phone" /> {block.call} {block.contact.phone}
          </a>
          <a className="btn btn--outline contact-banner__mail" href={block.contact.emailHref}>
            <Icon name="mail" /> {block.email} {block.contact.email}
          </a>
        </div>
      </div>
    </div>
  )
}
