/*
 * A post's head fields and its BlogPosting structured data, from the API's meta fields. Pure, so
 * the prerender, the browser (after loading a post newer than the build) and the tests agree.
 */
import type { BlogPostView } from './blogView'

/** Search engines show about 160 characters of a description. */
const DESCRIPTION_MAX = 160

/** Search results show about 65 characters of a title. */
const TITLE_MAX = 65

/**
 * The `<title>`: the post's meta title, with the brand added unless the API already wrote it in or
 * the brand would push the title past what search results show.
 *
 * @param post - the post
 * @param brand - the site's brand, e.g. `Northstitch`
 */
export function postTitle(post: Pick<BlogPostView, 'metaTitle' | 'title'>, brand: string): string {
  const title = post.metaTitle || post.title
  const branded = `${title} | ${brand}`
  return title.includes(brand) || branded.length > TITLE_MAX ? title : branded
}

/**
 * The meta description: the post's meta description (the API falls back to the short description),
 * cut at a word boundary to 160 characters.
 *
 * @param post - the post
 */
export function postDescription(post: Pick<BlogPostView, 'metaDescription' | 'shortDescription'>): string {
  const text = (post.metaDescription || post.shortDescription).replace(/\s+/g, ' ').trim()
  if (text.length <= DESCRIPTION_MAX) return text
  // One character is left for the ellipsis; cut at the last space unless that loses half the text.
  const cut = text.slice(0, DESCRIPTION_MAX - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`
}

/**
 * The meta keywords as a list: the API's comma-separated text, trimmed, empty entries dropped.
 *
 * @param post - the post
 */
export function postKeywords(post: Pick<BlogPostView, 'metaKeywords'>): string[] {
  return post.metaKeywords
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean)
}

/**
 * schema.org `BlogPosting` for a post.
 *
 * @param post - the post
 * @param site - the canonical origin, brand and post URL
 */
export function blogPostingJsonLd(post: BlogPostView, site: { siteUrl: string; brand: string; url: string }): object {
  const publisher = {
    '@type': 'Organization',
    name: site.brand,
    url: site.siteUrl,
    logo: { '@type': 'ImageObject', url: `${site.siteUrl}/images/logo.svg` },
  }
  const keywords = postKeywords(post)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: postDescription(post),
    url: site.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': site.url },
    ...(post.banner ? { image: [post.banner] } : {}),
    ...(post.dateTime ? { datePublished: post.dateTime } : {}),
    ...(post.categoryName ? { articleSection: post.categoryName } : {}),
    ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
    author: { '@type': 'Organization', name: site.brand, url: site.siteUrl },
    publisher,
  }
}
