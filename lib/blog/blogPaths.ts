/*
 * The blog's URLs in one place: `/blogs`, `/blogs/{category}` (the category name, URL-encoded) and
 * `/blog/{slug}`. Route functions, links, canonical URLs and the shell pages all build and read them
 * here, so an encoding rule cannot differ between the prerender and the browser.
 */
import { decodeSegment } from '../shellPages'

/**
 * The route parameter of the prerendered shell pages (`/blogs/__shell`, `/blog/__shell`). The host
 * serves them for list and post URLs newer than the build; they read the real URL after hydration.
 */
export const SHELL_PARAM = '__shell'

/**
 * The list URL for a category: `/blogs` for none (`''` or `ALL`), else `/blogs/{encoded name}`.
 *
 * @param category - an exact category name, `''` or `ALL`
 */
export function blogsPath(category = ''): string {
  const name = category.trim()
  return name === '' || name.toUpperCase() === 'ALL' ? '/blogs' : `/blogs/${encodeURIComponent(name)}`
}

/**
 * The URL of one post: `/blog/{encoded slug}`.
 *
 * @param slug - the post's slug as the API sends it
 */
export function blogPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`
}

/**
 * The category of a list URL: `''` for `/blogs`, the decoded name for `/blogs/{category}`, and null
 * when the path is not a list URL (the route function's "no match").
 *
 * @param pathname - a URL path, encoded or not, with or without a trailing slash
 */
export function categoryFromPath(pathname: string): string | null {
  const match = /^\/blogs(?:\/([^/]+))?\/?$/.exec(pathname)
  if (!match) return null
  return match[1] ? decodeSegment(match[1]) : ''
}

/**
 * The slug of a post URL `/blog/{slug}`, decoded; null for anything else.
 *
 * @param pathname - a URL path, encoded or not, with or without a trailing slash
 */
export function slugFromPath(pathname: string): string | null {
  const match = /^\/blog\/([^/]+)\/?$/.exec(pathname)
  return match ? decodeSegment(match[1]) : null
}
