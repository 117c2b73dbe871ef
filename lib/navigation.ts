/**
 * The site's fixed addresses as typed data: `AppPath` lists them and `routes` names them, so code that
 * links a page does so by name, and a link to a page that does not exist fails the type check. The
 * menus themselves are content (content/navigation.json), checked by the link gate of every build.
 */
export type AppPath =
  | '/'
  | '/about'
  | '/services'
  | '/services/embroidery-digitizing'
  | '/services/vector-conversion'
  | '/custom-patches'
  | '/portfolio'
  | '/pricing'
  | '/contact'
  | '/contact#contact'
  | '/blogs'
  | '/faq'
  | '/privacy-policy'
  | '/refund-policy'

/** The site's fixed addresses by name, so code links with a name rather than a string typed again. */
export const routes = {
  home: '/',
  about: '/about',
  services: '/services',
  customPatches: '/custom-patches',
  portfolio: '/portfolio',
  pricing: '/pricing',
  contact: '/contact',
  /** The contact page's free quote form (spec: "/contact (anchor #contact)"). */
  quoteForm: '/contact#contact',
  blogs: '/blogs',
  faq: '/faq',
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-policy',
} as const satisfies Record<string, AppPath>

/** Whether a menu entry is the current page (or its parent section). */
function isActive(href: string, pathname: string): boolean {
  const path = href.split('#')[0]
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`)
}

/** The menu as this file reads it: entries with a link, some with a submenu. */
interface MenuEntry {
  href: string
  children?: readonly { href: string }[]
}

/**
 * The links of the main menu marked as the current page (`aria-current`) on the page at `pathname`:
 * each entry of its section (`isActive`) and the submenu entry of the page itself. They are all that
 * the header draws differently from one page to the next (renderer/PageShell.tsx draws it once for each).
 */
export interface MenuCurrent {
  entries: string[]
  subentries: string[]
}

export function menuCurrent(menu: readonly MenuEntry[], pathname: string): MenuCurrent {
  return {
    entries: menu.filter((entry) => isActive(entry.href, pathname)).map((entry) => entry.href),
    subentries: menu
      .flatMap((entry) => entry.children ?? [])
      .filter((child) => child.href === pathname)
      .map((child) => child.href),
  }
}
