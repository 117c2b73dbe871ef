/*
 * The fixture posts of the sample shop API, read and checked once at start-up.
 */
import { readFileSync } from 'node:fs'
import { blogSchema, describeBlogIssues, type ApiBlog } from '../../lib/blog/blogSchema'

/** Resolved next to this file so the server works from any working directory. */
const POSTS_FILE = new URL('./posts.json', import.meta.url)

/** Reads the fixtures; a broken one fails loudly, naming the post and the field, before any request. */
function loadFixtures(): readonly ApiBlog[] {
  const posts = JSON.parse(readFileSync(POSTS_FILE, 'utf8')) as unknown[]
  posts.forEach((post, index) => {
    const parsed = blogSchema.safeParse(post)
    if (!parsed.success) {
      throw new Error(`${POSTS_FILE.pathname} post [${index}]: ${describeBlogIssues(parsed.error)}. Fix the fixture.`)
    }
  })
  return Object.freeze(posts as ApiBlog[])
}

/** The fixture posts, newest first. Body images use the `{{API_ORIGIN}}` placeholder. */
export const FIXTURES = loadFixtures()

/** Fixture slugs in file order; a post's position picks its banner colour. */
export const FIXTURE_SLUGS: readonly string[] = FIXTURES.map((post) => post.slug)

/** A private, mutable copy of the fixtures for one server, so parallel servers never share posts. */
export function freshPosts(): ApiBlog[] {
  return structuredClone([...FIXTURES])
}
