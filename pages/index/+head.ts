import type { HeadInput } from '../../lib/head'
import { withBrand } from '../../renderer/head'
import { config, services, site } from 'virtual:content'
import { formatUsd } from '../../lib/formatUsd'
import { businessJsonLd } from '../../lib/jsonLd/businessJsonLd'

export default {
  title: withBrand('Embroidery Digitizing, Vector Art & Custom Patches'),
  // Figures from services.json at prerender only, so the browser bundle does not carry it (the head is
  // applied in the browser only on client navigation, which this site does not use).
  description: import.meta.env.SSR ? `Hand-made embroidery digitizing, vector conversion and custom patches from Brooklyn, NY. Files in ${site.turnaround} from ${formatUsd(services.plans.embroidery.from!)}. Get a free quote today.` : '',
  jsonLd: [businessJsonLd(site, config.siteUrl)],
} satisfies HeadInput
