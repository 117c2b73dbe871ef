// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { SHELL_PARAM } from '../../components/blog/blogPaths'
import { toCard } from '../../components/blog/blogView'
import { snapshotList, snapshotPost } from '../../components/blog/buildSnapshot'
import { postHead } from '../../components/blog/postHead'

export type Data = Awaited<ReturnType<typeof data>>

/** The post (body sanitised here, on the server), its head, and the list for the sidebar, from the build's snapshot. */
export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug ?? ''
  const isShell = slug === SHELL_PARAM
  const list = await snapshotList()
  const post = isShell ? null : await snapshotPost(slug, list)
  return {
    slug: isShell ? '' : slug,
    /** Served for posts newer than the build; the page reads the real slug from the URL. */
    isShell,
    post,
    head: postHead(post, !isShell && !post),
    // The sidebar needs cards only: the other posts' bodies would multiply the page's size.
    posts: (list ?? []).map(toCard),
  }
}
