import type { HeadInput } from '../../lib/head'
import { withBrand } from '../../renderer/head'
import { config, site } from 'virtual:content'
import { businessJsonLd } from '../../lib/jsonLd/businessJsonLd'

export default {
  title: withBrand('Contact Us'),
  description: 'Get a free quote for embroidery digitizing, vector conversion or custom patches. Call, e-mail or send your artwork from Brooklyn, NY.',
  jsonLd: [businessJsonLd(site, config.siteUrl)],
} satisfies HeadInput
