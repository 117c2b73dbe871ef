/**
 * The business as schema.org structured data, from site.json: a ProfessionalService (a LocalBusiness
 * that sells services, not goods) with the Brooklyn address, phone, e-mail, opening hours, logo,
 * social profiles and founding year. On the home, about and contact pages.
 */
import type { Site } from '../../content/config'

/** The business's @id: other objects (a service's provider) refer to it by this URL. */
export const businessId = (siteUrl: string) => `${siteUrl}/#business`

/** A reference to the business, for a provider or publisher field. */
export function businessRef(site: Site, siteUrl: string) {
  return { '@type': 'ProfessionalService', '@id': businessId(siteUrl), name: site.brand, url: `${siteUrl}/` }
}

/** The full business object. */
export function businessJsonLd(site: Site, siteUrl: string) {
  const { contact } = site
  return {
    '@context': 'https://schema.org',
    ...businessRef(site, siteUrl),
    legalName: site.legalName,
    description: site.tagline,
    logo: `${siteUrl}/images/logo.svg`,
    image: `${siteUrl}/images/og/default.jpg`,
    telephone: contact.phoneHref,
    email: contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      addressLocality: contact.address.city,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.country,
    },
    openingHours: contact.openingHours,
    foundingDate: String(site.foundedYear),
    sameAs: site.social.map((profile) => profile.url),
  }
}
