/**
 * The head of a post page. Computed where the post is built, never in a page bundle: by `+data.ts`
 * at build time (the page's `+head.ts` returns it) and by the lazily loaded refresh layer for a post
 * loaded in the browser.
 */
import { config, site } from 'virtual:content'
import { blogPath } from './blogPaths'
import type { BlogPostView } from './blogView'
import { withBrand, type HeadInput } from '../../renderer/head'
import { blogPostingJsonLd, postDescription, postKeywords, postTitle } from './postMeta'

/** Share images must be raster: an SVG banner (as the sample API sends) falls back to the blog image. */
const RASTER = /\.(?:jpe?g|png|webp)(?:\?.*)?$/i

/**
 * @param post - the post, or null for the shell page and a missing post
 * @param missing - true when the API said there is no such post
 */
export function postHead(post: BlogPostView | null, missing = false): HeadInput {
  if (!post) {
    return {
      title: withBrand(missing ? 'Post not found' : 'Blog View'),
      description: `Tips and guides on embroidery digitizing, vector art and custom patches from the ${site.brand} team of digitizers and designers.`,
      canonical: '/blogs',
      image: '/images/og/blog.jpg',
      noindex: true,
    }
  }
  const path = blogPath(post.slug)
  return {
    title: postTitle(post, site.brand),
    description: postDescription(post),
    keywords: postKeywords(post),
    canonical: path,
    image: post.banner && RASTER.test(post.banner) ? post.banner : '/images/og/blog.jpg',
    type: 'article',
    jsonLd: [blogPostingJsonLd(post, { siteUrl: config.siteUrl, brand: site.brand, url: `${config.siteUrl}${path}` })],
  }
}
