/**
 * The post a detail page shows: the build's snapshot first, then the shop API's current version
 * after hydration. The shell page (posts newer than the build) starts empty and reads the slug
 * from the real URL. A failure keeps what the page has; a missing post becomes the not-found state.
 * A script chunk that does not load (the sanitiser) is 'chunk-failed', which the page shows with a retry.
 */
import { useEffect, useState } from 'react'
import { config } from 'virtual:content'
import { slugFromPath } from '../../lib/blog/blogPaths'
import type { BlogPostView } from '../../lib/blog/blogView'
import { logLoadError } from '../../lib/blog/logLoadError'
import type { PostSite } from '../../lib/blog/postHead'
import type { HeadInput } from '../../lib/head'
import { ChunkLoadError } from '../../lib/loadChunk'
import { sameView } from '../../lib/blog/sameView'
import { updateHead } from './updateHead'
import type { RefreshBlog } from './useRefreshBlog'

export type PostStatus = 'ready' | 'loading' | 'not-found' | 'failed' | 'chunk-failed'

/** What the page was prerendered with: the post (none for the shell or a missing post), its slug and head. */
export interface PostRoute {
  slug: string
  isShell: boolean
  post: BlogPostView | null
  head: HeadInput
}

/**
 * @param route - the prerendered post, or the shell
 * @param refresh - the refresh layer (`useRefreshBlog`), null until it has loaded
 * @param site - what a post's head needs (brand, origin, the page's words)
 */
export function useBlogPost(route: PostRoute, refresh: RefreshBlog | null, site: PostSite): { status: PostStatus; post: BlogPostView | null; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<{ status: PostStatus; post: BlogPostView | null }>(() => ({
    status: route.post ? 'ready' : route.isShell ? 'loading' : 'not-found',
    post: route.post,
  }))

  useEffect(() => {
    const path = window.location.pathname
    const slug = route.isShell ? slugFromPath(path) : route.slug
    if (slug && !refresh) return
    let active = true
    const load = slug ? refresh!.loadBlogPost(config.blogApiUrl, slug, route.post, site) : Promise.resolve({ kind: 'not-found', head: route.head } as const)
    load
      .then((result) => {
        if (!active) return
        if (result.kind === 'post') {
          const { post } = result
          setState((current) => (current.post && sameView(current.post, post) ? current : { status: 'ready', post }))
          if (!route.post || !sameView(route.post, post)) updateHead(result.head, path)
        } else if (result.kind === 'not-found') {
          setState({ status: 'not-found', post: null })
          updateHead(result.head, path)
        } else {
          // Failed (already logged): keep the prerendered post; an empty shell stays empty.
          setState((current) => (current.post ? current : { status: 'failed', post: null }))
        }
      })
      .catch((error: unknown) => {
        logLoadError(error)
        if (!active) return
        if (error instanceof ChunkLoadError) setState((current) => ({ status: 'chunk-failed', post: current.post }))
        else setState((current) => (current.post ? current : { status: 'failed', post: null }))
      })
    return () => {
      active = false
    }
  }, [route, refresh, attempt, site])

  return { ...state, retry: () => setAttempt((n) => n + 1) }
}
