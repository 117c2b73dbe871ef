/**
 * The preload of the largest paint of a page, found in its rendered HTML, so no page has to repeat
 * what its markup already says: the image marked `fetchpriority="high"` (the `priority` of <Picture>,
 * the home hero), as its WebP sources, each with its media query, so a phone fetches only its own
 * crop. Inner pages without such an image need none: their banner is drawn in CSS, so the largest
 * paint there is text.
 * Server only: the links go into the prerendered `<head>`; after client navigation they would be late.
 */

/** A `<link rel="preload" as="image">`. */
export interface ImagePreload {
  href: string
  /** MIME type; browsers that cannot use it skip the preload (e.g. "image/webp"). */
  type?: string
  /** Media query: the preload applies only where it matches (art direction). */
  media?: string
  fetchPriority?: 'high' | 'low' | 'auto'
}

const attrOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

/** The preloads of a page's rendered HTML (the first priority image), without duplicates. */
export function lcpPreloads(pageHtml: string): ImagePreload[] {
  const preloads: ImagePreload[] = []
  // The first high-priority image, and the <picture> sources in front of it.
  const img = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(pageHtml)
  if (img) {
    const before = pageHtml.slice(0, img.index)
    const pictureStart = before.lastIndexOf('<picture')
    const inPicture = pictureStart >= 0 && !before.slice(pictureStart).includes('</picture>')
    const sources = inPicture ? [...before.slice(pictureStart).matchAll(/<source\b[^>]*>/gi)].map((m) => m[0]) : []
    const earlierMedia: string[] = []
    for (const source of sources) {
      const media = attrOf(source, 'media')
      const srcset = attrOf(source, 'srcset')
      // A single URL per source (what <Picture> and the hero write); a real srcset would need imagesrcset.
      if (srcset && !/[\s,]/.test(srcset.trim()) && attrOf(source, 'type') === 'image/webp') {
        // A source without media applies where no earlier one matched: "not all and (…)" says so.
        const applies = media ?? (earlierMedia.length === 1 ? `not all and ${earlierMedia[0]}` : earlierMedia.length ? undefined : '')
        if (applies !== undefined) preloads.push({ href: srcset.trim(), type: 'image/webp', media: applies || undefined, fetchPriority: 'high' })
      }
      if (media && !earlierMedia.includes(media)) earlierMedia.push(media)
    }
    const src = attrOf(img[0], 'src')
    if (!sources.length && src) preloads.push({ href: src, fetchPriority: 'high' })
  }
  return preloads.filter((p, i) => preloads.findIndex((q) => q.href === p.href && q.media === p.media) === i)
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The HTML of the preload links. */
export function preloadLinks(preloads: readonly ImagePreload[]): string {
  return preloads
    .map((p) => `<link rel="preload" as="image" href="${escapeAttr(p.href)}"${p.type ? ` type="${escapeAttr(p.type)}"` : ''}${p.media ? ` media="${escapeAttr(p.media)}"` : ''}${p.fetchPriority ? ` fetchpriority="${p.fetchPriority}"` : ''}>`)
    .join('\n    ')
}
