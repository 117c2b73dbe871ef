/**
 * The preload of the largest paint of a page, found in its rendered HTML, so no page has to repeat
 * what its markup already says: the image marked `fetchpriority="high"` (the `priority` of <Picture>,
 * the home hero). For a `<picture>`, each media group's first source (the best format: AVIF) is
 * preloaded with its `imagesrcset`/`imagesizes`, so the browser fetches the very file the picture
 * will pick for its screen; a phone fetches only its own crop. Browsers that cannot decode that type
 * skip the preload. Inner pages without such an image need none: their banner is drawn in CSS, so
 * the largest paint there is text.
 * Server only: the links go into the prerendered `<head>`; after client navigation they would be late.
 */

import type { ImagePreload } from '../lib/head'
import { escapeHtml } from '../lib/escapeHtml'

const attrOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

/** A source's candidates: one URL as `href`, several as `srcset`. */
const candidates = (srcset: string, sizes: string | undefined) =>
  /[\s,]/.test(srcset.trim()) ? { srcset: srcset.trim(), sizes } : { href: srcset.trim() }

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
    const preloaded = new Set<string>()
    for (const source of sources) {
      const media = attrOf(source, 'media')
      const srcset = attrOf(source, 'srcset')
      // The first source of each media group is the one a browser that knows its type picks.
      if (srcset && !preloaded.has(media ?? '')) {
        preloaded.add(media ?? '')
        // A source without media applies where no earlier one matched: "not all and (…)" says so.
        const applies =
          media ?? (earlierMedia.length === 1 ? `not all and ${earlierMedia[0]}` : earlierMedia.length ? undefined : '')
        const type = attrOf(source, 'type')
        if (applies !== undefined)
          preloads.push({
            ...candidates(srcset, attrOf(source, 'sizes')),
            type,
            media: applies || undefined,
            fetchPriority: 'high',
          })
      }
      if (media && !earlierMedia.includes(media)) earlierMedia.push(media)
    }
    const src = attrOf(img[0], 'src')
    const imgSrcset = attrOf(img[0], 'srcset')
    if (!sources.length && (imgSrcset || src))
      preloads.push({ ...candidates(imgSrcset ?? src!, attrOf(img[0], 'sizes')), fetchPriority: 'high' })
  }
  return preloads.filter(
    (p, i) => preloads.findIndex((q) => (q.href ?? q.srcset) === (p.href ?? p.srcset) && q.media === p.media) === i,
  )
}

/** The HTML of the preload links. */
export function preloadLinks(preloads: readonly ImagePreload[]): string {
  return preloads
    .map((p) => {
      const attrs = [
        p.href && `href="${escapeHtml(p.href)}"`,
        p.srcset && `imagesrcset="${escapeHtml(p.srcset)}"`,
        p.srcset && p.sizes && `imagesizes="${escapeHtml(p.sizes)}"`,
        p.type && `type="${escapeHtml(p.type)}"`,
        p.media && `media="${escapeHtml(p.media)}"`,
        p.fetchPriority && `fetchpriority="${p.fetchPriority}"`,
      ]
      return `<link rel="preload" as="image" ${attrs.filter(Boolean).join(' ')}>`
    })
    .join('\n    ')
}
