import { withBrand, type HeadInput } from '../../renderer/head'
import { config, services, site } from 'virtual:content'
import { servicesJsonLd } from '../../components/jsonLd/serviceJsonLd'

export default {
  title: withBrand('Pricing'),
  description: 'Clear prices for embroidery digitizing from $10, vector conversion from $15 and custom patches priced by type, size and design.',
  // Prices as structured data for search engines, built at prerender only: the browser bundle does not carry services.json.
  jsonLd: import.meta.env.SSR ? servicesJsonLd(['embroidery', 'vector', 'patches'], services, site, config.siteUrl) : [],
} satisfies HeadInput
