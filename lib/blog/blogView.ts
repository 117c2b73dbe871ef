import type { Blog } from './blogSchema'
import { isoDate } from './isoDate'
import { isSafeCategory } from './safeNames'

/*
 * The trimmed shapes the blog pages render and send to the browser. The prerender and the
 * browser's refresh layer build them with the same functions, so "did anything change?" is a plain
 * comparison of two values (`sameView`). Only server code and the lazily loaded refresh layer
 * import this file: page bundles receive the finished shapes.
 */

/** What a post card, a sidebar entry and the category list need: no body, no meta fields. */
export interface BlogCard {
  slug: string
  title: string
  /** Absolute http(s) URL, or null when the post has no banner. */
  banner: string | null
  shortDescription: string
  displayDate: string
  /** The display date as an ISO date for `<time datetime>` and JSON-LD; null when it is not a date. */
  dateTime: string | null
  /** Empty when the post has none, or when its name could not be a list page (./safeNames.ts). */
  categoryName: string
}

/** A post as the detail page shows it. */
export interface BlogPostView extends BlogCard {
  /** The body, already sanitised (on the server at build time, in the browser after a refresh). */
  html: string
  /** Hash of the unsanitised body: the browser sanitises again only when the API's body changed. */
  sourceHash: string
  metaTitle: string
  metaDescription: string
  metaKeywords: string
}

/**
 * The card fields of a post.
 *
 * @param blog - a parsed post from the API
 */
export function toCard(blog: Blog): BlogCard {
  const { slug, title, banner, shortDescription, displayDate, categoryName } = blog
  return {
    slug,
    title,
    banner,
    shortDescription,
    displayDate,
    dateTime: isoDate(displayDate),
    categoryName: isSafeCategory(categoryName) ? categoryName : '',
  }
}

/**
 * The detail view of a post, with its body sanitised by the caller's sanitiser.
 *
 * @param blog - a parsed post from the API
 * @param html - the post's body after sanitising
 */
export function toPostView(blog: Blog, html: string): BlogPostView {
  const { metaTitle, metaDescription, metaKeywords } = blog
  return { ...toCard(blog), html, sourceHash: hashText(blog.descriptionHtml), metaTitle, metaDescription, metaKeywords }
}

/**
 * A short, stable hash of a text (32-bit FNV-1a, hex). Not for security: it only tells the
 * browser that a body is the one the prerender already sanitised.
 *
 * @param text - any string
 */
export function hashText(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}
