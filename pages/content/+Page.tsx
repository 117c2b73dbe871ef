import { PageBanner, type Crumb } from '../../components/PageBanner'
import { usePageContext, useData } from '../../renderer/usePageContext'
import type { Data } from './+data'

/** Breadcrumb of an MDX page: Home, then Services for pages under /services, then the page. */
function crumbsFor(path: string, heading: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }]
  if (path.startsWith('/services/')) crumbs.push({ label: 'Services', href: '/services' })
  return [...crumbs, { label: heading }]
}

export default function Page() {
  const { heading, html } = useData<Data>()
  const { urlPathname } = usePageContext()
  return (
    <>
      <PageBanner title={heading} crumbs={crumbsFor(urlPathname, heading)} />
      <div className="section">
        <div className="container">
          {/* Rendered from MDX at build time; see +data.ts. */}
          <article className="prose" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </div>
    </>
  )
}
