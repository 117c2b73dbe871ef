import type { HeadInput } from '../../lib/head'
import { withBrand } from '../../renderer/head'
import { config, services, site } from 'virtual:content'
import { formatUsd } from '../../lib/formatUsd'
import { servicesJsonLd } from '../../lib/jsonLd/serviceJsonLd'

export default {
  title: withBrand('Pricing'),
  // The figures come from services.json at prerender; the browser bundle does not carry it (the head is
  // applied in the browser only on client navigation, which this site does not use).
  description: import.meta.env.SSR
    ? `Clear prices for embroidery digitizing from ${formatUsd(services.plans.embroidery.from!)}, vector conversion from ${formatUsd(services.plans.vector.from!)} and custom patches priced by type, size and design.`
    : '',
  // Prices as structured data for search engines, built at prerender only: the browser bundle does not carry services.json.
  jsonLd: import.meta.env.SSR ? servicesJsonLd(['embroidery', 'vector', 'patches'], services, site, config.siteUrl) : [],
} satisfies HeadInput
