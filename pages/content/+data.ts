// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { variantUrl } from '../../lib/imageSlots'
import { mdxPageByPath } from './mdxPages'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const page = mdxPageByPath(pageContext.urlPathname)
  if (!page) throw render(404)
  const { title, heading, description, keywords, canonical, image } = page.frontmatter
  // Only what the page and its head need goes to the browser; the text itself is rendered by
  // +onBeforeRender.ts and stays in the HTML.
  return {
    title,
    heading: heading ?? title.split(' | ')[0],
    description,
    keywords,
    canonical,
    // The share image's one variant (its slot makes a single JPEG or PNG 1200 px wide).
    image: image && variantUrl(image, 1200, image.fallback === 'png' ? 'png' : 'jpeg'),
  }
}
