/**
 * What the intake needs of content/: the words of the forms (content/ui.json, with `{site:…}` filled in as
 * the pages have them), the services a quote may name, and the portal's addresses. Bundled with the
 * Worker when it is deployed, from the same files the build checks.
 */
import services from '../../content/services.json'
import site from '../../content/site.json'
import ui from '../../content/ui.json'
import { fillPlaceholdersIn, priceTable, siteFacts, type DeepPartial } from '../../lib/placeholders'
import type { Services, Site } from '../../content/config'

export const words = fillPlaceholdersIn(ui, {
  site: siteFacts(site as DeepPartial<Site>),
  price: priceTable(services.plans as DeepPartial<Services['plans']>),
})

/** The services a quote may ask for: every option of the quote forms. */
export const serviceLabels: readonly string[] = services.quoteServices.map((service) => service.label)

export const portal = site.portal
export const shopEmail = site.contact.email
