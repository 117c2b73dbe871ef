import { Blocks } from '../../components/blocks/Blocks'
import { PageBanner } from '../../components/PageBanner'
import { useData, usePageContext } from '../../components/usePageContext'
import type { Data } from './+data'
import { pageInfoWords, siteUrl } from './pageInfo'

/** Every page of content/pages/: a text page (banner, then its text) or a designed page (its blocks). */
export default function Page() {
  const { layout, heading, crumbs, blocks } = useData<Data>()
  // The page's text as HTML, rendered from the MDX (+onBeforeRender.ts).
  const { urlPathname, contentHtml: html = '' } = usePageContext()
  const text = (
    <div className="section">
      <div className="container">
        <article className="prose" dangerouslySetInnerHTML={{ __html: html }} />
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
