// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { config, site } from 'virtual:content'
import { SHELL_PARAM } from '../../lib/blog/blogPaths'
import { toCard } from '../../lib/blog/blogView'
import { snapshotList, snapshotPost } from '../../lib/blog/buildSnapshot'
import { postHead } from '../../lib/blog/postHead'

export type Data = Awaited<ReturnType<typeof data>>

/** The post (body sanitised here, on the server), its head, and the list for the sidebar, from the build's snapshot. */
export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug ?? ''
  const isShell = slug === SHELL_PARAM
  const list = await snapshotList(config.blogApiUrl)
  const post = isShell ? null : await snapshotPost(config.blogApiUrl, slug, list)
  return {
    slug: isShell ? '' : slug,
    /** Served for posts newer than the build; the page reads the real slug from the URL. */
    isShell,
    post,
    head: postHead(post, !isShell && !post, { brand: site.brand, siteUrl: config.siteUrl }),
    // The sidebar needs cards only: the other posts' bodies would multiply the page's size.
    posts: (list ?? []).map(toCard),
  }
}
