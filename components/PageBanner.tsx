/**
 * The banner at the top of inner pages: the page's heading and its breadcrumb trail, which it also
 * describes to search engines as BreadcrumbList JSON-LD (one place, so the two always agree). JSON-LD
 * is data, not script: the Content-Security-Policy does not apply to it.
 */
import { breadcrumbJsonLd } from '../lib/jsonLd/breadcrumbJsonLd'
import { serializeJsonLd } from '../lib/jsonLd/serializeJsonLd'
import { Breadcrumb, type Crumb } from './Breadcrumb'

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
  return (
    <section className="banner">
      <div className="container banner__inner">
        <BannerTitle title={title} isHeading={isHeading} className={titleClassName} />
        <Breadcrumb crumbs={crumbs} label={label} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      </div>
    </section>
  )
}

/** The banner's words: the page's h1, or a paragraph when another element is the page's h1; drawn in the browser too (a blog category chosen in place, a post that arrived). */
export function BannerTitle({
  title,
  isHeading = true,
  className,
}: {
  title: string
  isHeading?: boolean
  className?: string
}) {
  const Title = isHeading ? 'h1' : 'p'
  return <Title className={className ? `banner__title ${className}` : 'banner__title'}>{title}</Title>
}
