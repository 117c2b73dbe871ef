import { withBrand, type HeadInput } from '../../renderer/head'
import { config, site } from 'virtual:content'
import { businessJsonLd } from '../../components/jsonLd/businessJsonLd'

export default {
  title: withBrand('Embroidery Digitizing, Vector Art & Custom Patches'),
  description: 'Hand-made embroidery digitizing, vector conversion and custom patches from Brooklyn, NY. Files in 5 to 10 hours from $10. Get a free quote today.',
  jsonLd: [businessJsonLd(site, config.siteUrl)],
} satisfies HeadInput
