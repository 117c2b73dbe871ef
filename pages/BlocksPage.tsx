import { Blocks } from '../components/blocks/Blocks'
import { useData, usePageContext } from '../components/usePageContext'
import type { DrawnBlock } from '../components/blocks/registry'
import { pageInfoWords, siteUrl } from './content/pageInfo'

/**
 * The page of every route of pages/ (the error page has its own), each route's +Page.tsx names it:
 * the blocks its +data.ts resolved, with the route's data in the blocks that need it. A text page is
 * a banner and its text.
 */
export function BlocksPage() {
  const { blocks } = useData<{ blocks: (DrawnBlock | null)[] }>()
  // The page's text as HTML, rendered from the MDX (content/+onBeforeRender.ts).
  const { urlPathname, contentHtml: html = '' } = usePageContext()
  const text = (
    <div className="section">
      <div className="container">
        <article className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </div>
  )
  return <Blocks blocks={blocks} page={{ path: urlPathname, siteUrl, ui: pageInfoWords, text }} />
}
