/**
 * The banner at the top of inner pages: the page's heading and its breadcrumb trail, which it also
 * describes to search engines as BreadcrumbList JSON-LD (one place, so the two always agree). JSON-LD
 * is data, not script: the Content-Security-Policy does not apply to it.
 */
import { breadcrumbJsonLd } from '../lib/jsonLd/breadcrumbJsonLd'
import { serializeJsonLd } from '../lib/jsonLd/serializeJsonLd'

export interface Crumb {
  label: string
  /** Leave out for the current page (the last crumb). */
  href?: string
}

export interface PageBannerProps {
  title: string
  crumbs: Crumb[]
  /** The page's path, the last crumb's address in the structured data. */
  path: string
  /** The breadcrumb's name for screen readers (content/ui.json). */
  label: string
  siteUrl: string
  /** false when another element is the page's h1 (a blog post's title): the banner's words are then a paragraph. */
  isHeading?: boolean
  titleClassName?: string
}

export function PageBanner({ title, crumbs, path, label, siteUrl, isHeading = true, titleClassName }: PageBannerProps) {
  const jsonLd = serializeJsonLd(breadcrumbJsonLd(crumbs, path, siteUrl))
  const Title = isHeading ? 'h1' : 'p'
  return (
    <section className="banner">
      <div className="container banner__inner">
        <Title className={titleClassName ? `banner__title ${titleClassName}` : 'banner__title'}>{title}</Title>
        <nav aria-label={label}>
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
