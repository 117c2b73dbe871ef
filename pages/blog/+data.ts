// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { config, site } from 'virtual:content'
import type { BlogPostProps } from '../../components/blog/BlogPost'
import { blockOfType } from '../../content/blocks'
import { SHELL_PARAM } from '../../lib/blog/blogPaths'
import { toCard } from '../../lib/blog/blogView'
import { snapshotList, snapshotPost } from '../../lib/node/buildSnapshot'
import { postHead } from '../../lib/blog/postHead'
import { headSiteOf } from '../../lib/head'
import { contentPageAt, pageHead, resolvedBlocks } from '../content/designedPage'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * The blocks of content/pages/blog/[slug].mdx with the post (body sanitised here, on the server), its
 * head, and the list for the sidebar, from the build's snapshot.
 */
export async function data(pageContext: PageContextServer) {
  const page = contentPageAt('/blog/[slug]')!
  const block = blockOfType(page.frontmatter.blocks, 'blog-post')
  const own = pageHead(page)
  const slug = pageContext.routeParams.slug ?? ''
  const isShell = slug === SHELL_PARAM
  const list = await snapshotList(config.blogApiUrl)
  const post = isShell ? null : await snapshotPost(config.blogApiUrl, slug, list)
  const words = {
    title: block?.title ?? own.title,
    notFoundTitle: block?.notFoundTitle ?? own.title,
    description: own.description,
    image: own.image,
  }
  const headSite = headSiteOf(site)
  const head = postHead(post, !isShell && !post, { ...headSite, siteUrl: config.siteUrl, words })
  const route: BlogPostProps['route'] = {
    slug: isShell ? '' : slug,
    /** Served for posts newer than the build; the page reads the real slug from the URL. */
    isShell,
    post,
    head,
    // The sidebar needs cards only: the other posts' bodies would multiply the page's size.
    posts: (list ?? []).map(toCard),
    site: headSite,
    image: own.image,
    description: own.description,
  }
  return { blocks: resolvedBlocks(page, { blogPost: route }), head }
}
