/**
 * The 'Blog View' banner of a post page. The post's title is the page's h1 (what search engines and
 * screen readers should find first), so the banner's text is an h1 only while there is no post
 * title to show: in the shell page while loading, or when the API failed.
 */
import { config } from 'virtual:content'
import { breadcrumbJsonLd } from '../../lib/jsonLd/breadcrumbJsonLd'
import { serializeJsonLd } from '../../lib/jsonLd/serializeJsonLd'
import '../../components/blog/blog.css'
import { routes } from '../../lib/navigation'

const crumbs = [{ label: 'Home', href: routes.home }, { label: 'Blogs', href: routes.blogs }, { label: 'Blog View' }]

/**
 * @param isHeading - whether the banner's text is the page's h1
 * @param path - the post's canonical path, for the breadcrumb's structured data (as PageBanner writes it)
 */
export function BlogViewBanner({ isHeading, path }: { isHeading: boolean; path: string }) {
  const Title = isHeading ? 'h1' : 'p'
  return (
    <section className="banner">
      <div className="container banner__inner">
        <Title className="banner__title blog-view-title">Blog View</Title>
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb">
            <li>
              <a href={routes.home}>Home</a>
            </li>
            <li>
              <a href={routes.blogs}>Blogs</a>
            </li>
            <li>
              <span aria-current="page">Blog View</span>
            </li>
          </ol>
        </nav>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(crumbs, path, config.siteUrl)) }} />
      </div>
    </section>
  )
}
