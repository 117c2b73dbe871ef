/** A patch type of content/patches.json as the detail of the catalogue draws it, as the /custom-patches route makes it. */
import type { PatchData } from '../../components/PatchDetail'
import type { Patch } from '../../content/config'

/** The type's detail; `process` is the catalogue block's three step titles (content/pages/custom-patches.mdx). */
export function patchData(patch: Patch, process: readonly string[]): PatchData & { slug: string } {
  const [booking = '', design = '', order = ''] = process
  return {
    name: patch.name ?? '',
    slug: patch.slug ?? '',
    image: patch.image,
    paragraphs: (patch.content ?? '').split(/\n\s*\n/),
    steps: [
      { title: booking, text: patch.bookingText ?? '' },
      { title: design, text: patch.designText ?? '' },
      { title: order, text: patch.orderText ?? '' },
    ],
    gallery: patch.portfolioImages ?? [],
  }
}
