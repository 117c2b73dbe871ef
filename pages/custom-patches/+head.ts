import type { PageContext } from 'vike/types'
import type { HeadInput } from '../../lib/head'
import { withBrand } from '../../renderer/head'
import type { Data } from './+data'

// Reads the page's data, not the patches collection: this file is bundled for the browser too.
export default (pageContext: PageContext): HeadInput => {
  const { patch, types } = pageContext.data as Data
  if (!patch) {
    // The shell for unknown names: not a page of its own.
    return {
      title: withBrand('Custom Patches'),
      description: 'Custom patches made to order: embroidered, chenille, woven, PVC, printed and leather patches priced by type, size and design.',
      canonical: '/custom-patches',
      image: '/images/og/patches.jpg',
      noindex: true,
    }
  }
  return {
    title: patch.metaTitle ?? withBrand(patch.name),
    description: patch.metaDes ?? `${patch.name} made to order in any shape and size, priced by type of patch, size of patch and complexity of design. Get a free quote.`,
    keywords: patch.metaKeywords?.split(',').map((k) => k.trim()),
    // The first type is also the bare route's page: one canonical address for both.
    canonical: patch.slug === types[0].slug ? '/custom-patches' : undefined,
    image: '/images/og/patches.jpg',
  }
}
