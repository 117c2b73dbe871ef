/**
 * What the patch catalogue block is drawn with (content/pages/custom-patches.mdx): the list of patch
 * types, the chosen type's detail and the patch price card. The /custom-patches route and the editor's
 * preview make it alike; the preview's entries may be half filled, so a missing text reads as empty.
 */
import type { Patch, Services, Ui } from '../content/config'
import { priceCardWords } from './blocks'

/** A type's detail; `process` is the catalogue block's three step titles. */
export function patchData(patch: Patch, process: readonly string[]) {
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

/** The catalogue's data with `chosen` shown (none: the bare shell, which shows no detail). Only the chosen type's detail; the list needs names and slugs. */
export function patchRoute(
  patches: readonly Patch[],
  chosen: Patch | undefined,
  process: readonly string[],
  s: { services: Services; ui: Ui },
) {
  return {
    types: patches.map(({ name, slug }) => ({ name, slug })),
    patch: chosen ? patchData(chosen, process) : null,
    plan: s.services.plans.patches,
    words: priceCardWords(s),
  }
}
