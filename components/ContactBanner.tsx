/**
 * The closing 'Contact Us' banner (service pages, portfolio): call and e-mail buttons from
 * site.contact, and optionally a link to the quote form.
 */
import { site } from 'virtual:content'
import { Icon } from './Icon'
import './ContactBanner.css'
import { routes } from '../lib/navigation'

export interface ContactBannerProps {
  heading?: string
  text: string
  /** Adds a 'Get a Free Quote' link to /contact#contact. */
  withQuote?: boolean
}

export function ContactBanner({ heading = 'Contact Us', text, withQuote = false }: ContactBannerProps) {
  const { phone, phoneHref, email } = site.contact
  return (
    // Not a landmark: the footer already has a "Contact Us" region, and a banner is not a page area.
    <div className="contact-banner">
      <div className="container contact-banner__inner">
        <div className="contact-banner__copy">
          <h2>{heading}</h2>
          <p>{text}</p>
        </div>
        <div className="contact-banner__actions">
          {withQuote && (
            <a className="btn btn--light" href={routes.quoteForm}>
              Get a Free Quote
            </a>
          )}
          <a className="btn btn--dark" href={`tel:${phoneHref}`}>
            <Icon name="phone" /> Call {phone}
          </a>
          <a className="btn btn--outline contact-banner__mail" href={`mailto:${email}`}>
            <Icon name="mail" /> Email {email}
          </a>
        </div>
      </div>
    </div>
  )
}
