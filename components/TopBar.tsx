/** The thin bar above the header: phone, e-mail, portal Login/Register and FREE QUOTE. */
import { Icon } from './Icon'
import { site } from 'virtual:content'
import { ExternalLink } from './ExternalLink'
import { portalUrl } from './portalUrl'
import { routes } from '../lib/navigation'

export function TopBar() {
  const { contact, portal } = site
  return (
    <div className="topbar">
      <div className="container topbar__inner">
        <ul className="topbar__contact">
          <li>
            <a href={`tel:${contact.phoneHref}`}>
              <Icon name="phone" size={15} /> <span>{contact.phone}</span>
            </a>
          </li>
          <li className="topbar__email">
            <a href={`mailto:${contact.email}`}>
              <Icon name="mail" size={15} /> <span>{contact.email}</span>
            </a>
          </li>
        </ul>
        <div className="topbar__actions">
          <ExternalLink className="topbar__link" href={portalUrl(portal.loginPath)}>
            Login
          </ExternalLink>
          <ExternalLink className="topbar__link" href={portalUrl(portal.registerPath)}>
            Register
          </ExternalLink>
          <a className="btn btn--accent btn--small" href={routes.quoteForm}>
            FREE QUOTE
          </a>
        </div>
      </div>
    </div>
  )
}
