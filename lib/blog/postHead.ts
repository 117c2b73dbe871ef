/**
 * The head of a post page. Computed where the post is built, never in a page bundle: by `+data.ts`
 * at build time (the page's `+head.ts` returns it) and by the lazily loaded refresh layer for a post
 * loaded in the browser.
 */
import { blogPath } from './blogPaths'
import type { BlogPostView } from './blogView'
import { brandedTitle, type HeadInput, type HeadSite } from '../head'
import { blogPostingJsonLd, postDescription, postKeywords, postTitle } from './postMeta'

/** What a post's head needs of the site: its facts and origin, and the words of the post page (its blog post block). */
export interface PostSite extends HeadSite {
  siteUrl: string
  words: { title: string; notFoundTitle: string; description: string; image?: string }
}

/** Share images must be raster: an SVG banner (as the sample API sends) falls back to the blog image. */
const RASTER = /\.(?:jpe?g|png|webp)(?:\?.*)?$/i

/**
 * @param post - the post, or null for the shell page and a missing post
 * @param missing - true when the API said there is no such post
 * @param site - the site's facts and origin (content/site.json, the build's SITE_URL)
 */
export function postHead(post: BlogPostView | null, missing: boolean, site: PostSite): HeadInput {
  if (!post) {
    return {
      title: brandedTitle(missing ? site.words.notFoundTitle : site.words.title, site.brand),
      description: site.words.description,
      canonical: '/blogs',
      image: site.words.image,
      noindex: true,
    }
  }
  const path = blogPath(post.slug)
  return {
    title: postTitle(post, site.brand),
    description: postDescription(post),
    keywords: postKeywords(post),
    canonical: path,
    image: post.banner && RASTER.test(post.banner) ? post.banner : site.words.image,
    type: 'article',
    jsonLd: [blogPostingJsonLd(post, { siteUrl: site.siteUrl, brand: site.brand, url: `${site.siteUrl}${path}` })],
  }
}
