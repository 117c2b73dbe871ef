/*
 * Which post slugs the site publishes. A slug becomes one path segment (`/blog/{slug}`) and one file
 * of the build (`blog/{slug}.html`), so the shop API's slugs are held to a pattern that can be
 * neither a path nor a name the site uses itself: letters and digits, with `-` and `_` after the
 * first character, up to 200 characters. That leaves out the shell page's `__shell`, `.` and `..`,
 * slashes, spaces, `%` and dots (`a.html`). A post with another slug is left out of the build (with a
 * warning naming it) and out of the lists the browser refreshes; the rest of the blog is unaffected.
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
export function keepSafeSlugs<T extends { slug: string }>(posts: readonly T[], onUnsafe: (slug: string) => void = () => {}): T[] {
  return posts.filter((post) => {
    const safe = isSafeSlug(post.slug)
    if (!safe) onUnsafe(post.slug)
    return safe
  })
}
