// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { config } from 'virtual:content'
import { SHELL_PARAM } from '../../lib/blog/blogPaths'
import { toCard } from '../../lib/blog/blogView'
import { snapshotList } from '../../lib/blog/buildSnapshot'

export type Data = Awaited<ReturnType<typeof data>>

/** The build's snapshot of the list; the page refreshes it from the API after hydration. */
export async function data(pageContext: PageContextServer) {
  const posts = (await snapshotList(config.blogApiUrl)) ?? []
  return {
    // Cards only: the bodies are not needed here, and would multiply the page's size.
    posts: posts.map(toCard),
    /** Served for categories newer than the build; the page reads the real category from the URL. */
    isShell: pageContext.routeParams.category === SHELL_PARAM,
  }
}
