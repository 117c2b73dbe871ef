/** Logo, main navigation with the Services submenu, and the mobile menu. Sticky past 100 px. */
import { Icon } from './Icon'
import { useEffect, useId, useState } from 'react'
import type { Frame } from '../lib/frame'
import { isActive, routes } from '../lib/navigation'
import { useScrolledPast } from './useScrolledPast'

/** Scroll offset after which the header sticks to the top (spec: 100 px). */
const STICKY_AFTER_PX = 100

export function SiteHeader({ frame, urlPathname }: { frame: Frame; urlPathname: string }) {
  const { ui } = frame
  const sticky = useScrolledPast(STICKY_AFTER_PX)
  const [open, setOpen] = useState(false)
  const menuId = useId()
  // A navigation closes the mobile menu.
  useEffect(() => setOpen(false), [urlPathname])

  return (
    <div className="header-slot">
      <header className={`header${sticky ? ' header--sticky' : ''}${open ? ' header--open' : ''}`}>
        <div className="container header__inner">
          <a className="header__logo" href={routes.home} aria-label={ui.header.home}>
            <img src="/images/logo.svg" alt="" width="172" height="40" />
          </a>
          <button
            type="button"
            className="header__toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <Icon name="x" /> : <Icon name="menu" />}
            <span className="visually-hidden">{ui.header.menu}</span>
          </button>
          <nav id={menuId} className="nav" aria-label={ui.header.nav}>
            <ul className="nav__list">
              {frame.navigation.main.map((item) => (
                <li key={item.href} className={item.children ? 'nav__item nav__item--parent' : 'nav__item'}>
                  <a
                    className="nav__link"
                    href={item.href}
                    aria-current={isActive(item.href, urlPathname) ? 'page' : undefined}
                  >
                    {item.label}
                    {item.children && <Icon name="chevron-down" size={14} />}
                  </a>
                  {item.children && (
                    <ul className="nav__submenu">
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <a className="nav__sublink" href={child.href} aria-current={urlPathname === child.href ? 'page' : undefined}>
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
        </div>
      </header>
    </div>
  )
}
