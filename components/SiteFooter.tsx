/** Footer: about and social links, useful links, order links, contact details, newsletter, copyright. */
import type { Frame } from '../lib/frame'
import { ExternalLink } from './ExternalLink'
import { Icon } from './Icon'
import { NewsletterForm } from './NewsletterForm'
import { SocialLinks } from './SocialLinks'

export function SiteFooter({ frame }: { frame: Frame }) {
  const { contact, portal, ui } = frame
  return (
    <footer className="footer">
      <div className="container footer__grid">
        {/* Plain sections, not named regions: the page's own "Contact Us" region stays the only landmark of that name. */}
        <section className="footer__about">
          <h2 id="footer-about" className="visually-hidden">
            {ui.footer.about}
          </h2>
          <img src="/images/logo-light.svg" alt={frame.brand} width="172" height="40" loading="lazy" />
          <p>{frame.tagline}</p>
          <SocialLinks profiles={frame.social} />
        </section>
        <nav className="footer__col" aria-labelledby="footer-useful">
          <h2 id="footer-useful" className="footer__title">
            {ui.footer.links}
          </h2>
          <ul className="footer__links footer__links--two">
            {frame.navigation.footer.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer__col" aria-labelledby="footer-order">
          <h2 id="footer-order" className="footer__title">
            {ui.footer.order}
          </h2>
          <ul className="footer__links">
            {portal.orders.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href}>{link.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="footer__col">
          <h2 id="footer-contact" className="footer__title">
            {ui.footer.contact}
          </h2>
          <address className="footer__contact">
            <p>
              <Icon name="map-pin" size={16} />
              <span>{contact.address}</span>
            </p>
            <p>
              <Icon name="phone" size={16} />
              <a href={contact.phoneHref}>{contact.phone}</a>
            </p>
            <p>
              <Icon name="mail" size={16} />
              <a href={contact.emailHref}>{contact.email}</a>
            </p>
            <p>
              <Icon name="clock" size={16} />
              <span>{contact.hours}</span>
            </p>
          </address>
          <h3 className="footer__subtitle">{ui.footer.newsletter}</h3>
          <NewsletterForm frame={frame} />
        </section>
      </div>
      <div className="footer__bottom">
        <div className="container">
          <p>{frame.copyright}</p>
        </div>
      </div>
    </footer>
  )
}
