import { withBrand, type HeadInput } from '../../../renderer/head'
import { config, services, site } from 'virtual:content'
import { servicesJsonLd } from '../../../components/jsonLd/serviceJsonLd'

export default {
  title: withBrand('Vector Conversion Services'),
  description: 'Raster to vector conversion, logo vectorization, line art and photo to vector illustration. From $15 with free color separation.',
  // Prices as structured data for search engines, built at prerender only: the browser bundle does not carry services.json.
  jsonLd: import.meta.env.SSR ? servicesJsonLd([services.pages['vector-conversion'].plan], services, site, config.siteUrl) : [],
} satisfies HeadInput
