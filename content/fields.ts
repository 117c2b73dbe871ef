/**
 * The field schemas content files share: paths and URLs, images, texts, prices, icons, buttons. The
 * collections (config.ts) and the page blocks (blocks.ts) are made of these, so a field means the same
 * everywhere, with the same note in the writers' editor.
 */
import { z } from 'zod'

declare module 'zod' {
  interface GlobalMeta {
    /**
     * The fields that stand for an item of a list where the writers' editor shows it folded, most
     * telling first, when its first field of heading, title, name, question, label or author is not
     * the one: `.meta({ summary: ['alt', 'category_name'] })` for a portfolio piece.
     */
    summary?: readonly string[]
  }
}

/**
 * A path on a site of ours as a pattern, e.g. `/contact#contact`: one "/" and no spaces. A browser reads
 * `//host` and `/\host` as another site's address, so a link or a redirect that starts so would leave the site.
 */
export const ONE_SLASH_PATH = String.raw`\/(?![/\\])\S*`

/** What a writer is told of a path that starts with more than one "/" or "\\". */
export const OTHER_SITE = '("//" or "/\\" at the start would lead to another site)'

/** A path on a site of ours, e.g. `/contact#contact` (`ONE_SLASH_PATH`). */
export const ownPath = (where: string) =>
  z
    .string()
    .regex(
      new RegExp(`^${ONE_SLASH_PATH}$`),
      `a path ${where} that starts with one "/", e.g. "/contact#contact" ${OTHER_SITE}`,
    )

/** A path inside this site, e.g. `/contact#contact`. */
export const sitePath = ownPath('inside this site')

/** An absolute URL; always https, as the site is served and linked over https only. */
export const absoluteUrl = z.url({ protocol: /^https$/, error: 'an absolute URL that starts with https://' })

/**
 * The places content shows images in ("slots"): each image field names its place, and the place decides
 * the sizes the build makes and the width an original needs (lib/imageSlots.ts).
 */
export const imageSlotNames = ['card', 'feature', 'hero', 'heroPhone', 'prose', 'share'] as const
export type ImageSlotName = (typeof imageSlotNames)[number]

/**
 * An image as pages receive it: the content path and slot the writer gave, completed by the content
 * check with what the build needs to name its variants.
 */
export interface ContentImage {
  /** The original, relative to `content/`, e.g. "images/portfolio/12.jpg". */
  src: string
  /** Where it is shown; decides the variant widths. */
  slot: ImageSlotName
  /** The original's size in pixels (its aspect ratio gives every variant's height). */
  width: number
  height: number
  /** Hash of the original's bytes and the encoder settings: part of every variant's file name. */
  hash: string
  /** The format browsers without AVIF/WebP get: jpeg, png when the original has transparency, svg unchanged. */
  fallback: 'jpeg' | 'png' | 'svg'
  /** Data URL of a tiny blurred preview (slots with `placeholder`). */
  placeholder?: string
}

/** Marks the image objects the schemas make, so the content check finds every image in checked data. */
const IMAGE = Symbol('content image')

/** true for the value of an image field after checking (see `contentImage`). */
export const isContentImage = (value: unknown): value is Pick<ContentImage, 'src' | 'slot'> =>
  typeof value === 'object' && value !== null && IMAGE in value

/**
 * An image field, the one way content names a picture: the path of an original in `content/images/`,
 * written from `content/`, e.g. "images/portfolio/12.jpg" (jpg, jpeg, png, webp, avif; svg is used
 * as it is). The build makes the sizes and formats its place (`slot`) needs; the content check then
 * completes the value into a `ContentImage`. The metadata tells editors to show an image picker, and the
 * width its place needs.
 */
export function contentImage(slot: ImageSlotName, note: string) {
  const description = `${note} A file in content/images/ (jpg, png, webp, avif or svg), written as e.g. "images/portfolio/12.jpg".`
  return z
    .string()
    .trim()
    .min(1, 'the path of an image in content/images/, e.g. "images/portfolio/12.jpg"')
    .transform(
      (src) =>
        Object.defineProperty({ src, slot } as Pick<ContentImage, 'src' | 'slot'>, IMAGE, {
          value: true,
        }) as ContentImage,
    )
    .meta({ widget: 'image', slot, description })
}

export const nonEmpty = z.string().trim().min(1, 'a non-empty text')

/** Text of a paragraph or more: the same rule as nonEmpty, edited in a multi-line box. */
export const paragraph = nonEmpty.meta({ widget: 'text' })

/** A US price in whole or decimal dollars, written as a number: `15` means $15. */
export const usd = z.number().nonnegative('a price of 0 or more dollars')

/** The social networks a profile may be on; each has its mark in the sprite (lib/iconNames.ts). */
export const socialNetworks = ['facebook', 'twitter', 'linkedin', 'instagram', 'pinterest', 'youtube'] as const
export type SocialNetwork = (typeof socialNetworks)[number]

/** Icons content may pick for a feature or a value; every one is in the sprite (lib/iconNames.ts). */
export const pointIcons = [
  'zap',
  'users',
  'pen-tool',
  'file-check',
  'award',
  'thumbs-up',
  'headphones',
  'shield-check',
  'heart-handshake',
  'handshake',
  'badge-check',
  'clock',
  'target',
  'sparkles',
  'message-circle',
  'layers',
  'rocket',
] as const
export const pointIcon = z.enum(pointIcons)

/** A short point with an icon: a core feature, a value, a reason to choose the studio. */
export const pointSchema = z.strictObject({
  /** Short title, 1–5 words, e.g. "Free Edits". */
  title: z.string().trim().min(1).max(60),
  /** One or two sentences (up to 240 characters). */
  text: z.string().trim().min(1).max(240),
  /** The icon shown beside it, by its sprite name, e.g. "zap". */
  icon: pointIcon,
})

/** The three price cards, by key: each service page and quote option names one. */
export const planKeys = ['embroidery', 'vector', 'patches'] as const
