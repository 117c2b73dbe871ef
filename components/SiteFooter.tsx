/** Footer: about and social links, useful links, order links, contact details, newsletter, copyright. */
import { Icon } from './Icon'
import { site } from 'virtual:content'
import { usefulLinks } from '../lib/navigation'
import { ExternalLink } from './ExternalLink'
import { NewsletterForm } from './NewsletterForm'
import { portalUrl } from './portalUrl'
import { SocialLinks } from './SocialLinks'

export function SiteFooter() {
  const { contact, portal, copyright } = site
  const { address } = contact
  return (
    <footer className="footer">
      <div className="container footer__grid">
        {/* Plain sections, not named regions: the page's own "Contact Us" region stays the only landmark of that name. */}
        <section className="footer__about">
          <h2 id="footer-about" className="visually-hidden">
            About {site.brand}
          </h2>
          <img src="/images/logo-light.svg" alt={site.brand} width="172" height="40" loading="lazy" />
          <p>{site.tagline}</p>
          <SocialLinks />
        </section>
        <nav className="footer__col" aria-labelledby="footer-useful">
          <h2 id="footer-useful" className="footer__title">
            Useful Links
          </h2>
          <ul className="footer__links footer__links--two">
            {usefulLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer__col" aria-labelledby="footer-order">
          <h2 id="footer-order" className="footer__title">
            Order Online
          </h2>
          <ul className="footer__links">
            {portal.orderLinks.map((link) => (
              <li key={link.path}>
                <ExternalLink href={portalUrl(link.path)}>{link.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="footer__col">
          <h2 id="footer-contact" className="footer__title">
            Contact Us
          </h2>
          <address className="footer__contact">
            <p>
              <Icon name="map-pin" size={16} />
              <span>
                {address.street}, {address.city}, {address.region} {address.postalCode}
              </span>
            </p>
            <p>
              <Icon name="phone" size={16} />
              <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a>
            </p>
            <p>
              <Icon name="mail" size={16} />
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
            <p>
              <Icon name="clock" size={16} />
              <span>{contact.hours}</span>
            </p>
          </address>
          <h3 className="footer__subtitle">Newsletter</h3>
          <NewsletterForm />
        </section>
      </div>
      <div className="footer__bottom">
        <div className="container">
          <p>
            Copyright © {copyright.from} - {copyright.to} {site.legalName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  )
}
