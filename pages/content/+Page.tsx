import { useState } from 'react'
import { Blocks } from '../../components/blocks/Blocks'
import { PageBanner } from '../../components/PageBanner'
import { useData, usePageContext } from '../../components/usePageContext'
import type { Data } from './+data'
import { pageInfoWords, siteUrl } from './pageInfo'

/** The element that holds the page's text: in the prerendered HTML, and read back from there in the browser. */
const TEXT_ID = 'page-text'

/**
 * The page's text as HTML: on the server, rendered from the MDX (+onBeforeRender.ts); in the browser,
 * the prerendered element's own HTML, so hydration keeps it as it is and the page's data need not
 * carry it a second time. (The site uses server routing: the browser only ever hydrates a page it
 * received as HTML.)
 */
function usePageText(): string {
  const { contentHtml } = usePageContext()
  const [html] = useState(() => contentHtml ?? document.getElementById(TEXT_ID)?.innerHTML ?? '')
  return html
}

/** Every page of content/pages/: a text page (banner, then its text) or a designed page (its blocks). */
export default function Page() {
  const { layout, heading, crumbs, blocks } = useData<Data>()
  const { urlPathname } = usePageContext()
  const html = usePageText()
  const text = (
    <div className="section">
      <div className="container">
        <article id={TEXT_ID} className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </div>
  )
  if (layout === 'blocks') return <Blocks blocks={blocks} page={{ path: urlPathname, siteUrl, ui: pageInfoWords, text }} />
  return (
    <>
      <PageBanner title={heading} crumbs={crumbs} path={urlPathname} label={pageInfoWords.breadcrumb} siteUrl={siteUrl} />
      {text}
    </>
  )
}
