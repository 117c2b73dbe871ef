// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { contentPageAt, headingOf, pageHead, resolvedBlocks, textPageCrumbs } from './designedPage'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const page = contentPageAt(pageContext.urlPathname)
  if (!page || page.route !== 'mdx') throw render(404)
  // Only what the page draws goes to the browser: its blocks with their data, or a text page's
  // heading; the text itself is rendered by +onBeforeRender.ts and stays in the HTML.
  const heading = headingOf(page)
  return {
    layout: page.frontmatter.layout,
    heading,
    crumbs: page.frontmatter.layout === 'text' ? textPageCrumbs(pageContext.urlPathname, heading) : [],
    blocks: resolvedBlocks(page),
    head: pageHead(page),
  }
}
