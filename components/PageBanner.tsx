/**
 * The banner at the top of inner pages: the page's heading and its breadcrumb trail, which it also
 * describes to search engines as BreadcrumbList JSON-LD (one place, so the two always agree). JSON-LD
 * is data, not script: the Content-Security-Policy does not apply to it.
 */
import { config } from 'virtual:content'
import type { AppPath } from '../lib/navigation'
import { usePageContext } from './usePageContext'
import { breadcrumbJsonLd } from '../lib/jsonLd/breadcrumbJsonLd'
import { serializeJsonLd } from '../lib/jsonLd/serializeJsonLd'

export interface Crumb {
  label: string
  /** Leave out for the current page (the last crumb). */
  href?: AppPath
}

export function PageBanner({ title, crumbs }: { title: string; crumbs: Crumb[] }) {
  const { urlPathname } = usePageContext()
  const jsonLd = serializeJsonLd(breadcrumbJsonLd(crumbs, urlPathname, config.siteUrl))
  return (
    <section className="banner">
      <div className="container banner__inner">
        <h1 className="banner__title">{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb">
            {crumbs.map((crumb, i) => (
              <li key={i}>
                {crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}
              </li>
            ))}
          </ol>
        </nav>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      </div>
    </section>
  )
}
