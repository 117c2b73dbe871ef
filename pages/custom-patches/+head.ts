import type { PageContext } from 'vike/types'
import { patches } from 'virtual:content'
import { withBrand, type HeadInput } from '../../renderer/head'

export default (pageContext: PageContext): HeadInput => {
  const patch = patches.find((p) => p.slug === (pageContext.routeParams.name || 'custom-patches'))
  return {
    title: patch?.metaTitle ?? withBrand(patch?.name ?? 'Custom Patches'),
    description: patch?.metaDes ?? `${patch?.name ?? 'Custom patches'} made to order: embroidered, chenille, woven, PVC, printed and leather patches priced by type, size and design.`,
    keywords: patch?.metaKeywords?.split(',').map((k) => k.trim()),
    image: '/images/og/patches.jpg',
  }
}
