import type { HeadInput } from '../../lib/head'
import { config, site } from 'virtual:content'
import { businessJsonLd } from '../../lib/jsonLd/businessJsonLd'

export default {
  title: 'About Us',
  description: 'Meet the Brooklyn team of professional digitizers and designers behind Northstitch, creating stitch files and vector art since 2012.',
  jsonLd: [businessJsonLd(site, config.siteUrl)],
} satisfies HeadInput
