/*
 * Pure list helpers for the blog list and the detail sidebar (spec points 2, 4 and 5).
 * Generic over the two fields they read, so tests and callers need not build full posts.
 */

/** What the filters read from a post. */
export interface FilterableBlog {
  title: string
  categoryName: string
}

/** Category values that mean "no category filter": the empty start state and the ALL button. */
function isAllCategories(category: string): boolean {
  const trimmed = category.trim()
  return trimmed === '' || trimmed.toUpperCase() === 'ALL'
}

/**
 * Posts whose title contains `query`, ignoring case. An empty or blank query keeps every post.
 *
 * @param blogs - posts in display order
 * @param query - the search box text
 */
export function searchByTitle<T extends FilterableBlog>(blogs: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase()
  if (needle === '') return [...blogs]
  return blogs.filter((blog) => blog.title.toLowerCase().includes(needle))
}

/**
 * Posts in exactly this category (case and spelling must match). `''` or `ALL` keeps every post.
 *
 * @param blogs - posts in display order
 * @param category - a category name, `''` or `ALL`
 */
export function filterByCategory<T extends FilterableBlog>(blogs: readonly T[], category: string): T[] {
  if (isAllCategories(category)) return [...blogs]
  return blogs.filter((blog) => blog.categoryName === category)
}

/**
 * Both filters at once, as the list and the sidebar apply them.
 *
 * @param blogs - posts in display order
 * @param filters - search text and category; either may be empty
 */
export function filterBlogs<T extends FilterableBlog>(
  blogs: readonly T[],
  filters: { search?: string; category?: string },
): T[] {
  return searchByTitle(filterByCategory(blogs, filters.category ?? ''), filters.search ?? '')
}

/**
 * Unique category names in order of first appearance; posts without a category add none.
 *
 * @param blogs - posts in display order
 */
export function categoriesOf(blogs: readonly FilterableBlog[]): string[] {
  return [...new Set(blogs.map((blog) => blog.categoryName).filter((name) => name !== ''))]
}

/**
 * The first `n` posts: the API sends newest first (3 on the list page, 9 on the detail sidebar).
 *
 * @param blogs - posts in display order
 * @param n - how many to keep; 0 or less keeps none
 */
export function recent<T>(blogs: readonly T[], n: number): T[] {
  return blogs.slice(0, Math.max(0, Math.floor(n)))
}
