/**
 * Where images are shown ("slots") and the variants each one needs: the widths written to the
 * `srcset`, from the rendered width at phone (390 px, 2–3× screens) and desktop (1366 px, 1×–2×)
 * sizes, and the formats. Shared by the content check (an original must be at least as wide as its
 * slot's widest variant), the build (which encodes exactly these variants) and `<Picture>` (which
 * names them), so the three cannot disagree. Safe for the browser: no Node imports. The slots' names
 * are content's (content/config.ts), which every image field names.
 */
import type { ContentImage, ImageSlotName } from '../content/config'
import { media } from './breakpoints.ts'

/** A place images are shown. */
export interface ImageSlot {
  /** Variant widths in pixels, ascending; the last one is the width an original must at least have. */
  widths: readonly number[]
  /** The default `sizes` attribute: how wide the image is rendered at each screen width. */
  sizes: string
  /** true: a tiny blurred preview shows while the image loads (large pictures that load lazily). */
  placeholder: boolean
  /** true: only the JPEG (or PNG) is made, for places that are not a `<picture>` (share images). */
  fallbackOnly?: boolean
}

export const imageSlots = {
  /** Grid cards: portfolio, recent projects, main services, patch galleries (≤ 380 px on desktop, half or full width on phones). */
  card: {
    widths: [360, 560, 800],
    sizes: `${media.desktop} 285px, ${media.cardsThreeAcross} 33vw, 50vw`,
    placeholder: false,
  },
  /** Pictures beside a text: service sections, the studio, patch details (≤ 760 px on desktop, full width on phones). */
  feature: { widths: [480, 800, 1120, 1520], sizes: `${media.desktop} 560px, 100vw`, placeholder: true },
  /** The home hero on screens wider than a phone (full width, 1440 px design). */
  hero: { widths: [960, 1440, 1920], sizes: '100vw', placeholder: false },
  /** The home hero's taller crop on phones (full width). */
  heroPhone: { widths: [600, 900, 1170], sizes: '100vw', placeholder: false },
  /** Images inside the text of an MDX page or section (the text column, ≤ 780 px). */
  prose: { widths: [480, 800, 1200], sizes: `${media.fullTextColumn} 780px, 100vw`, placeholder: false },
  /** The share image of a page (Open Graph): one JPEG 1200 px wide, as social networks ask. */
  share: { widths: [1200], sizes: '1200px', placeholder: false, fallbackOnly: true },
} as const satisfies Record<ImageSlotName, ImageSlot>

export type { ContentImage, ImageSlotName }

/** Types of originals the build accepts (svg is copied unchanged, the others are encoded). */
export const imageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'] as const

/** The formats of an image's variants, best first. */
export function variantFormats(image: Pick<ContentImage, 'fallback'>): ('avif' | 'webp' | 'jpeg' | 'png' | 'svg')[] {
  return image.fallback === 'svg' ? ['svg'] : ['avif', 'webp', image.fallback]
}

const extensionOf = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png', svg: 'svg' } as const
export const mimeOf = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
} as const

/**
 * The URL of one variant: `/assets/images/portfolio/12.3f9a1c2b-560.avif`. Under `/assets/` with the
 * content hash in the name, so the host may cache it for a year.
 */
export function variantUrl(
  image: Pick<ContentImage, 'src' | 'hash'>,
  width: number | undefined,
  format: keyof typeof extensionOf,
): string {
  const stem = image.src.replace(/^images\//, '').replace(/\.[a-z0-9]+$/i, '')
  return `/assets/images/${stem}.${image.hash}${width ? `-${width}` : ''}.${extensionOf[format]}`
}

/** The `srcset` of one format: every width of the slot. */
export function srcsetOf(
  image: ContentImage,
  format: ReturnType<typeof variantFormats>[number],
  slot: ImageSlotName = image.slot,
): string {
  if (format === 'svg') return variantUrl(image, undefined, 'svg')
  return imageSlots[slot].widths.map((w) => `${variantUrl(image, w, format)} ${w}w`).join(', ')
}

/** Height of a variant `width` pixels wide, keeping the original's aspect ratio. */
export const heightAt = (image: Pick<ContentImage, 'width' | 'height'>, width: number) =>
  Math.round((image.height * width) / image.width)

/** Every variant the build writes for an image: one per width of each slot it is shown in, per format. */
export function planVariants(
  image: ContentImage,
  slots: readonly ImageSlotName[] = [image.slot],
): { url: string; width?: number; format: ReturnType<typeof variantFormats>[number] }[] {
  if (image.fallback === 'svg') return [{ url: variantUrl(image, undefined, 'svg'), format: 'svg' }]
  const variants = new Map<string, { url: string; width: number; format: ReturnType<typeof variantFormats>[number] }>()
  for (const slot of slots) {
    const spec: ImageSlot = imageSlots[slot]
    for (const format of spec.fallbackOnly ? [image.fallback] : variantFormats(image)) {
      for (const width of spec.widths)
        variants.set(`${format} ${width}`, { url: variantUrl(image, width, format), width, format })
    }
  }
  const order = variantFormats(image)
  return [...variants.values()].sort((a, b) => order.indexOf(a.format) - order.indexOf(b.format) || a.width - b.width)
}
