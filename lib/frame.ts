/**
 * What the frame around every page shows (top bar, header, footer, WhatsApp button, start-up badge),
 * resolved from content: the site's facts, the menus and the interface words, with the portal's links
 * made absolute. Pure: the renderer calls it with `virtual:content`.
 */
import type { Navigation, Site, Ui } from '../content/config'
import { fillWords } from './fillWords'

/** The chat URL: the business number and the prefilled text of spec point 2. */
export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`
}

export function frameOf(site: Site, navigation: Navigation, ui: Ui, portalUrl: string) {
  const portal = (path: string) => `${portalUrl}${path}`
  const { contact } = site
  return {
    brand: site.brand,
    tagline: site.tagline,
    legalName: site.legalName,
    contact: {
      phone: contact.phone,
      phoneHref: `tel:${contact.phoneHref}`,
      email: contact.email,
      emailHref: `mailto:${contact.email}`,
      address: `${contact.address.street}, ${contact.address.city}, ${contact.address.region} ${contact.address.postalCode}`,
      hours: contact.hours,
      whatsapp: whatsappUrl(contact.whatsapp, contact.whatsappText),
    },
    social: site.social,
    portal: {
      login: portal(site.portal.loginPath),
      register: portal(site.portal.registerPath),
      orders: site.portal.orderLinks.map((link) => ({ label: link.label, href: portal(link.path) })),
    },
    copyright: fillWords(ui.footer.copyright, { from: site.copyright.from, to: site.copyright.to }),
    navigation,
    ui,
  }
}
export type Frame = ReturnType<typeof frameOf>
