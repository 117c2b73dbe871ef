/** The thin bar above the header: phone, e-mail, portal Login/Register and FREE QUOTE. */
import type { Frame } from '../lib/frame'
import { ExternalLink } from './ExternalLink'
import { Icon } from './Icon'

export function TopBar({ frame }: { frame: Frame }) {
  const { contact, portal, ui } = frame
  return (
    <div className="topbar">
      <div className="container topbar__inner">
        <ul className="topbar__contact">
          <li>
            <a href={contact.phoneHref}>
              <Icon name="phone" size={15} /> <span>{contact.phone}</span>
            </a>
          </li>
          <li className="topbar__email">
            <a href={contact.emailHref}>
              <Icon name="mail" size={15} /> <span>{contact.email}</span>
            </a>
          </li>
        </ul>
        <div className="topbar__actions">
          <ExternalLink className="topbar__link" href={portal.login}>
            {ui.topBar.login}
          </ExternalLink>
          <ExternalLink className="topbar__link" href={portal.register}>
            {ui.topBar.register}
          </ExternalLink>
          <a className="btn btn--accent btn--small" href={ui.topBar.quote.href}>
            {ui.topBar.quote.label}
          </a>
        </div>
      </div>
    </div>
  )
}
