// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { patches, services } from 'virtual:content'

export type Data = Awaited<ReturnType<typeof data>>

/** The patch type of a URL name: the bare route shows the first type; an unknown name (or the shell) none. */
function patchOf(name: string) {
  return patches.find((p) => p.slug === (name || patches[0].slug))
}

export function data(pageContext: PageContextServer) {
  const patch = patchOf(pageContext.routeParams.name ?? '')
  const [booking, design, order] = services.patchProcess
  // Only this type's detail goes to the browser; the sidebar needs just names and slugs.
  return {
    types: patches.map(({ name, slug }) => ({ name, slug })),
    plan: services.plans.patches,
    intro: services.pictures.patchesIntro,
    patch: patch && {
      name: patch.name,
      slug: patch.slug,
      image: patch.image,
      paragraphs: patch.content.split(/\n\s*\n/),
      steps: [
        { title: booking, text: patch.bookingText },
        { title: design, text: patch.designText },
        { title: order, text: patch.orderText },
      ],
      gallery: patch.portfolioImages,
      metaTitle: patch.metaTitle,
      metaDes: patch.metaDes,
      metaKeywords: patch.metaKeywords,
    },
  }
}
