/**
 * A page's head as data: what a page says about itself (`HeadInput`), and the one function that fills
 * in the site's defaults (`resolveHead`). Pure: the renderer (renderer/head.ts) and the blog's refresh
 * layer pass in the site's facts, so the prerendered HTML and a head updated in the browser agree.
 */

/** A `<link rel="preload" as="image">`. */
export interface ImagePreload {
  /** One URL, for an image without `srcset`. */
  href?: string
  /** The candidates of a responsive image (`imagesrcset`), and how wide it renders (`imagesizes`). */
  srcset?: string
  sizes?: string
  /** MIME type; browsers that cannot use it skip the preload (e.g. "image/avif"). */
  type?: string
  /** Media query: the preload applies only where it matches (art direction). */
  media?: string
  fetchPriority?: 'high' | 'low' | 'auto'
}

/** What a page says about itself in `+head.ts`. */
export interface HeadInput {
  /** The full `<title>`. */
  title: string
  /** Meta description, 50–160 characters. */
  description: string
  keywords?: string[]
  /** Canonical path or URL; defaults to the page's own path. */
  canonical?: string
  /** Share image path, e.g. "/images/og/blog.jpg". */
  image?: string
  /** "article" for blog posts. */
  type?: 'website' | 'article'
  /** Keep the page out of search results (404, shells). */
  noindex?: boolean
  /** Structured data objects, each written as one JSON-LD script. */
  jsonLd?: object[]
  /**
   * Images to preload in the prerendered HTML, for a largest paint the renderer cannot see in the
   * markup. Not needed for an image marked `priority`/`fetchpriority="high"` or the page banner: those
   * are preloaded automatically (renderer/lcpPreloads.ts).
   */
  preload?: ImagePreload[]
}

/** The resolved head: absolute URLs, defaults filled in. */
export interface Head extends Required<Omit<HeadInput, 'noindex'>> {
  noindex: boolean
  lang: string
  siteName: string
}

/** The facts of content/site.json a head is made from. */
export interface HeadSite {
  brand: string
  tagline: string
  lang: string
}

/** A head's facts of site.json and no more: what a blog page hands its behaviour, which redraws its head in the browser. */
export const headSiteOf = ({ brand, tagline, lang }: HeadSite): HeadSite => ({ brand, tagline, lang })

/** What the defaults of a head come from: the site's facts and the page's address. */
export interface HeadContext {
  site: HeadSite
  siteUrl: string
  /** The page's path, its canonical URL unless the page names another. */
  path: string
  /** The 404 page is never indexed. */
  is404?: boolean
}

/** Resolves a page's head: the page's own values, the site's defaults for the rest, URLs made absolute. */
export function resolveHead(input: Partial<HeadInput>, { site, siteUrl, path, is404 = false }: HeadContext): Head {
  const absolute = (pathOrUrl: string) => (/^https?:/.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`)
  return {
    title: input.title ?? site.brand,
    description: input.description ?? site.tagline,
    keywords: input.keywords ?? [],
    canonical: absolute(input.canonical ?? path),
    image: absolute(input.image ?? '/images/og/default.jpg'),
    type: input.type ?? 'website',
    noindex: input.noindex ?? is404,
    jsonLd: input.jsonLd ?? [],
    preload: input.preload ?? [],
    lang: site.lang,
    siteName: site.brand,
  }
}

/** "Pricing" -> "Pricing | Northstitch": the usual page title. */
export function brandedTitle(title: string, brand: string): string {
  return `${title} | ${brand}`
}
