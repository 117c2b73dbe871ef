/**
 * lib/imageSlots.ts as the preview pane sees it: the editor's bundle resolves every import of
 * lib/imageSlots.ts to this module (`previewImageSlots` in editor/build/adminVite.ts), so the
 * site's own components (Picture, the hero) draw the pictures of an entry being edited.
 *
 * The site names an image's variants by the hash of its original (`/assets/images/12.3f9a1c2b-560.avif`),
 * made by the build; an entry in the editor has only the path of the original, which may not even be
 * committed yet. A preview image is therefore an original shown as it is: marked "svg" (one file, no
 * srcset, as the site draws an SVG) and carrying the address Decap gives the file, which these
 * `variantUrl` and `srcsetOf` return. Every other image, and every other export, is the site's.
 */
import type { ContentImage } from '../../lib/imageSlots'
import { imageSlots, srcsetOf as siteSrcsetOf, variantUrl as siteVariantUrl } from '../../lib/imageSlots'

export * from '../../lib/imageSlots'

/** The address of the original a preview image shows. */
const ORIGINAL = Symbol('original')

type PreviewImage = ContentImage & { [ORIGINAL]?: string }

/**
 * An image of an entry as the site's components take it: the original at `url` (a blob address of
 * Decap's backend). Its size is unknown until it loads, so it claims its slot's widest width at 4:3;
 * the site's stylesheet sizes pictures by their box, and the loaded image's own ratio then applies.
 */
export function previewImage(src: string, url: string, slot: ContentImage['slot'] = 'feature'): ContentImage {
  const width = Math.max(...imageSlots[slot].widths)
  const image: PreviewImage = {
    src,
    slot,
    width,
    height: Math.round((width * 3) / 4),
    hash: 'preview',
    fallback: 'svg',
    [ORIGINAL]: url,
  }
  return image
}

const originalOf = (image: Pick<ContentImage, 'src'>) => (image as PreviewImage)[ORIGINAL]

export const variantUrl: typeof siteVariantUrl = (image, width, format) =>
  originalOf(image) ?? siteVariantUrl(image, width, format)

export const srcsetOf: typeof siteSrcsetOf = (image, format, slot) =>
  originalOf(image) ?? siteSrcsetOf(image, format, slot)
