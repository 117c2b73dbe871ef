/**
 * Which blog URLs the build prerendered. A link to a post or category newer than the build is
 * marked `data-vike="false"`, so the browser loads it as a normal page (the host serves the shell
 * page) instead of Vike's client router first asking for a `pageContext.json` that does not exist.
 * The snapshot is the same on every page of one build, so hydration sees the same links.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { blogPath, blogsPath } from '../../lib/blog/blogPaths'
import type { BlogCard } from '../../lib/blog/blogView'
import { categoriesOf } from '../../lib/blog/filterBlogs'

const Context = createContext<ReadonlySet<string> | null>(null)

/** Provides the build's list of posts to the blog links inside. */
export function SnapshotLinks({ posts, children }: { posts: readonly BlogCard[]; children: ReactNode }) {
  const paths = useMemo(() => new Set([blogsPath(), ...posts.map((post) => blogPath(post.slug)), ...categoriesOf(posts).map((name) => blogsPath(name))]), [posts])
  return <Context.Provider value={paths}>{children}</Context.Provider>
}

/** The attributes of a link to a blog URL. */
export type BlogLinkProps = { href: string; 'data-vike'?: 'false' }

/**
 * A function giving the attributes of a link to a blog URL: `href`, plus `data-vike="false"` when
 * the build did not prerender it. Without a provider every link is treated as prerendered.
 */
export function useBlogLinks(): (path: string) => BlogLinkProps {
  const prerendered = useContext(Context)
  return (path) => (prerendered && !prerendered.has(path) ? { href: path, 'data-vike': 'false' } : { href: path })
}
