/**
 * The services and their prices as schema.org structured data, from the price cards of
 * services.json: a Service per plan, provided by the business, with an OfferCatalog of its priced
 * lines (a minimum line becomes a minimum price; "Free" lines a price of 0). Plans without figures
 * (custom patches) are a Service without offers. On every page that shows a price card, linked to the
 * page that presents the service (its plan's `page`).
 */
import type { Plan, Services, Site } from '../../content/config'
import { businessRef } from './businessJsonLd'

type PlanKey = keyof Services['plans']

/** One line of a price card as an Offer, or null when it has no price (e.g. "Type of patch"). */
function offerOf(line: Plan['lines'][number], url: string) {
  const base = { '@type': 'Offer', name: line.label, priceCurrency: 'USD', url }
  if (line.price !== undefined && line.minimum) {
    return {
      ...base,
      price: String(line.price),
      priceSpecification: {
        '@type': 'PriceSpecification',
        price: String(line.price),
        minPrice: String(line.price),
        priceCurrency: 'USD',
      },
    }
  }
  if (line.price !== undefined) return { ...base, price: String(line.price) }
  if (line.note?.toLowerCase() === 'free') return { ...base, price: '0' }
  return null
}

/** A Service for one plan. */
export function serviceJsonLd(plan: Plan, url: string, site: Site, siteUrl: string) {
  const offers = plan.lines.map((line) => offerOf(line, url)).filter((offer) => offer !== null)
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: plan.name,
    serviceType: plan.name,
    description: plan.summary,
    url,
    provider: businessRef(site, siteUrl),
    areaServed: 'Worldwide',
    ...(offers.some((o) => o.price !== '0')
      ? { hasOfferCatalog: { '@type': 'OfferCatalog', name: `${plan.name} prices`, itemListElement: offers } }
      : {}),
  }
}

/** Services for the given plans, each linked to its page. */
export function servicesJsonLd(keys: readonly PlanKey[], services: Services, site: Site, siteUrl: string) {
  return keys.map((key) => serviceJsonLd(services.plans[key], `${siteUrl}${services.plans[key].page}`, site, siteUrl))
}
