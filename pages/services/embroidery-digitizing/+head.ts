import { withBrand, type HeadInput } from '../../../renderer/head'
import { config, services, site } from 'virtual:content'
import { servicesJsonLd } from '../../../components/jsonLd/serviceJsonLd'

export default {
  title: withBrand('Embroidery Digitizing Services'),
  description: 'Hand-digitized embroidery files for caps, left chest, jacket backs, 3D puff, applique and more. From $10, delivered in 5 to 10 hours.',
  // Prices as structured data for search engines, built at prerender only: the browser bundle does not carry services.json.
  jsonLd: import.meta.env.SSR ? servicesJsonLd([services.pages['embroidery-digitizing'].plan], services, site, config.siteUrl) : [],
} satisfies HeadInput
