import type { HeadInput } from '../../lib/head'
import { withBrand } from '../../renderer/head'
import { config, services, site } from 'virtual:content'
import { servicesJsonLd } from '../../lib/jsonLd/serviceJsonLd'

export default {
  title: withBrand('Our Services'),
  description: 'Embroidery digitizing, vector conversion, photo to vector illustration and line art, with fixed prices and 5 to 10 hour turnaround.',
  // Prices as structured data for search engines, built at prerender only: the browser bundle does not carry services.json.
  jsonLd: import.meta.env.SSR ? servicesJsonLd(['embroidery', 'vector'], services, site, config.siteUrl) : [],
} satisfies HeadInput
