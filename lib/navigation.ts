/**
 * The site's navigation as typed data. `AppPath` lists the designed routes, so a menu entry that
 * points at a page that does not exist fails the type check.
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

export interface NavItem {
  label: string
  href: AppPath
  children?: NavItem[]
}

/** Header and mobile menu. */
export const mainNav: NavItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Services',
    href: '/services',
    children: [
      { label: 'Embroidery Digitizing', href: '/services/embroidery-digitizing' },
      { label: 'Vector Conversion', href: '/services/vector-conversion' },
    ],
  },
  { label: 'Custom Patches', href: '/custom-patches' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'About', href: '/about' },
  { label: 'Blog', href: '/blogs' },
  { label: 'Contact', href: '/contact#contact' },
]

/** Footer "Useful Links". */
export const usefulLinks: NavItem[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Embroidery Digitizing', href: '/services/embroidery-digitizing' },
  { label: 'Vector Conversion', href: '/services/vector-conversion' },
  { label: 'Custom Patches', href: '/custom-patches' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Blog', href: '/blogs' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Contact', href: '/contact#contact' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Refund Policy', href: '/refund-policy' },
]

/** Whether a menu entry is the current page (or its parent section). */
export function isActive(href: AppPath, pathname: string): boolean {
  const path = href.split('#')[0]
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`)
}
