import { useState } from 'react'
import { PageBanner, type Crumb } from '../../components/PageBanner'
import { usePageContext, useData } from '../../components/usePageContext'
import type { Data } from './+data'
import { routes } from '../../lib/navigation'

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

/** Breadcrumb of an MDX page: Home, then Services for pages under /services, then the page. */
function crumbsFor(path: string, heading: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', href: routes.home }]
  if (path.startsWith('/services/')) crumbs.push({ label: 'Services', href: routes.services })
  return [...crumbs, { label: heading }]
}

export default function Page() {
  const { heading } = useData<Data>()
  const { urlPathname } = usePageContext()
  const html = usePageText()
  return (
    <>
      <PageBanner title={heading} crumbs={crumbsFor(urlPathname, heading)} />
      <div className="section">
        <div className="container">
          <article id={TEXT_ID} className="prose" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </div>
    </>
  )
}
