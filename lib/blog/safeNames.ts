import { SHELL_PARAM } from './blogPaths'

/*
 * Which post slugs and category names the site publishes.
 *
 * Slugs. A slug becomes one path segment (`/blog/{slug}`) and one file
 * of the build (`blog/{slug}.html`), so the shop API's slugs are held to a pattern that can be
 * neither a path nor a name the site uses itself: letters and digits, with `-` and `_` after the
 * first character, up to 200 characters. That leaves out the shell page's `__shell`, `.` and `..`,
 * slashes, spaces, `%` and dots (`a.html`). A post with another slug is left out of the build (with a
 * warning naming it) and out of the lists the browser refreshes; the rest of the blog is unaffected.
 *
 * Categories. A category name becomes one path segment too (`/blogs/{name}`, URL-encoded, and the file
 * `blogs/{name}.html`), but shops write them as words ("Business Tips", "Stickerei & Mützen"), so the
 * rule only refuses what could be a path or one of the site's own names: `.`, `..`, `__shell`, `ALL`
 * (the list's "no filter"), `index` in any case (its file `blogs/index.html` is what the host serves at
 * `/blogs/`, the list itself), `/`, `\`, `%`, control characters, and more than 100 characters. A post
 * in such a category keeps its page and its card, shown without a category, as a post that has none.
 */

/** The pattern a slug must match: see above. */
export const SAFE_SLUG = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,199}$/u

/**
 * Whether a slug may be published.
 *
 * @param slug - the post's slug as the API sends it
 */
export function isSafeSlug(slug: string): boolean {
  return SAFE_SLUG.test(slug)
}

/**
 * The posts whose slug may be published, in their order.
 *
 * @param posts - posts as the API listed them
 * @param onUnsafe - called with each slug that is left out
 */
export function keepSafeSlugs<T extends { slug: string }>(
  posts: readonly T[],
  onUnsafe: (slug: string) => void = () => {},
): T[] {
  return posts.filter((post) => {
    const safe = isSafeSlug(post.slug)
    if (!safe) onUnsafe(post.slug)
    return safe
  })
}

/** Characters a category name may not hold: see above. */
const UNSAFE_CATEGORY_CHARS = /[/\\%\p{Cc}]/u

/**
 * Whether a category may have its own list page.
 *
 * @param name - the category name as the API sends it (the empty name is no category, not unsafe)
 */
export function isSafeCategory(name: string): boolean {
  const trimmed = name.trim()
  if (trimmed === '') return true
  if (
    trimmed === '.' ||
    trimmed === '..' ||
    trimmed === SHELL_PARAM ||
    ['ALL', 'INDEX'].includes(trimmed.toUpperCase())
  )
    return false
  return trimmed.length <= 100 && !UNSAFE_CATEGORY_CHARS.test(name)
}

/**
 * The posts with each unsafe category name emptied, in their order.
 *
 * @param posts - posts as the API listed them
 * @param onUnsafe - called once per post whose category is dropped, with the slug and the name
 */
export function dropUnsafeCategories<T extends { slug: string; categoryName: string }>(
  posts: readonly T[],
  onUnsafe: (slug: string, category: string) => void = () => {},
): T[] {
  return posts.map((post) => {
    if (isSafeCategory(post.categoryName)) return post
    onUnsafe(post.slug, post.categoryName)
    return { ...post, categoryName: '' }
  })
}
