// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { config, site } from 'virtual:content'
import type { BlogListRoute } from '../../components/blog/BlogList'
import { blockOfType } from '../../content/blocks'
import { SHELL_PARAM } from '../../lib/blog/blogPaths'
import { toCard } from '../../lib/blog/blogView'
import { snapshotList } from '../../lib/node/buildSnapshot'
import { listHead } from '../../lib/blog/listHead'
import { headSiteOf } from '../../lib/head'
import { contentPageAt, pageHead, resolvedBlocks } from '../content/designedPage'

export type Data = Awaited<ReturnType<typeof data>>

/** The blocks of content/pages/blogs.mdx, with the build's snapshot of the list; the page refreshes it from the API after hydration. */
export async function data(pageContext: PageContextServer) {
  const page = contentPageAt('/blogs')!
  const list = blockOfType(page.frontmatter.blocks, 'blog-list')
  const own = pageHead(page)
  const posts = (await snapshotList(config.blogApiUrl)) ?? []
  /** Served for categories newer than the build; the page reads the real category from the URL. */
  const isShell = pageContext.routeParams.category === SHELL_PARAM
  const category = isShell ? '' : (pageContext.routeParams.category ?? '')
  const headWords = {
    title: own.title,
    image: own.image,
    categoryTitle: list?.categoryTitle ?? own.title,
    description: list?.description ?? own.description,
    everything: list?.everything ?? '',
  }
  const route: BlogListRoute = {
    // Cards only: the bodies are not needed here, and would multiply the page's size.
    posts: posts.map(toCard),
    category,
    isShell,
    head: headWords,
    site: headSiteOf(site),
  }
  // The shell's prerendered head is the plain list's (noindex); it is replaced by the real category's after hydration.
  return { blocks: resolvedBlocks(page, { blogList: route }), head: listHead(category, headWords, isShell) }
}
