/**
 * Logo, main navigation with the Services submenu, and the phone menu. HTML and CSS only: the phone
 * menu is a `<details>` (its summary is the Menu button; renderer/shell.ts adds Escape), the submenu
 * opens on hover and focus, and the header sticks past 100 px (renderer/shell.ts).
 */
import { Icon } from './Icon'
import type { Frame } from '../lib/frame'
import { routes, type MenuCurrent } from '../lib/navigation'

export function SiteHeader({ frame, current }: { frame: Frame; current: MenuCurrent }) {
  const { ui } = frame
  return (
    <div className="header-slot">
      <header className="header">
        <div className="container header__inner">
          <a className="header__logo" href={routes.home} aria-label={ui.header.home}>
            <img src="/images/logo.svg" alt="" width="172" height="40" />
          </a>
          <details className="menu">
            <summary className="header__toggle">
              <Icon name="menu" className="menu__open" />
              <Icon name="x" className="menu__close" />
              <span className="visually-hidden">{ui.header.menu}</span>
            </summary>
            <nav className="nav" aria-label={ui.header.nav}>
              <ul className="nav__list">
                {frame.navigation.main.map((item) => (
                  <li key={item.href} className={item.children ? 'nav__item nav__item--parent' : 'nav__item'}>
                    <a
                      className="nav__link"
                      href={item.href}
                      aria-current={current.entries.includes(item.href) ? 'page' : undefined}
                    >
                      {item.label}
                      {item.children && <Icon name="chevron-down" size={14} />}
                    </a>
                    {item.children && (
                      <ul className="nav__submenu">
                        {item.children.map((child) => (
                          <li key={child.href}>
                            <a
                              className="nav__sublink"
                              href={child.href}
                              aria-current={current.subentries.includes(child.href) ? 'page' : undefined}
                            >
                              {child.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        </div>
      </header>
    </div>
  )
}
