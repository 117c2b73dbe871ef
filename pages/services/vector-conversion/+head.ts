import type { HeadInput } from '../../../lib/head'
import { withBrand } from '../../../renderer/head'
import { config, services, site } from 'virtual:content'
import { formatUsd } from '../../../lib/formatUsd'
import { servicesJsonLd } from '../../../lib/jsonLd/serviceJsonLd'

export default {
  title: withBrand('Vector Conversion Services'),
  // Figures from services.json at prerender only, so the browser bundle does not carry it (the head is
  // applied in the browser only on client navigation, which this site does not use).
  description: import.meta.env.SSR ? `Raster to vector conversion, logo vectorization, line art and photo to vector illustration. From ${formatUsd(services.plans.vector.from!)} with free color separation.` : '',
  // Prices as structured data for search engines, built at prerender only: the browser bundle does not carry services.json.
  jsonLd: import.meta.env.SSR ? servicesJsonLd([services.pages['vector-conversion'].plan], services, site, config.siteUrl) : [],
} satisfies HeadInput
