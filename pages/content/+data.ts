// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { navigation, ui } from 'virtual:content'
import { headingOf, textPageBlocks, textPageCrumbs } from '../../lib/contentPage'
import { contentPageAt, pageHead, resolveBlocks, resolvedBlocks } from './designedPage'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const page = contentPageAt(pageContext.urlPathname)
  if (!page || page.route !== 'mdx') throw render(404)
  // Only what the page draws goes to the browser: its blocks with their data (a text page: its banner
  // and its text); the text itself is rendered by +onBeforeRender.ts and stays in the HTML.
  const heading = headingOf(page.frontmatter)
  const blocks =
    page.frontmatter.layout === 'text'
      ? resolveBlocks(
          textPageBlocks(heading, textPageCrumbs(pageContext.urlPathname, heading, navigation.main, ui.textPage.home)),
        )
      : resolvedBlocks(page)
  return { blocks, head: pageHead(page) }
}
