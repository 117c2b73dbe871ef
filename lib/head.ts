/**
 * The head tags of a page, from its `+head` setting and the site's defaults. One function serves the
 * prerendered HTML and client navigation, so both always agree.
 */
import { config, site } from 'virtual:content'
import type { PageContext } from 'vike/types'
import type { ImagePreload } from './lcpPreloads'

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

/** The `+head` setting: fixed values, or computed from the page context (data-driven pages). */
export type HeadSetting = HeadInput | ((pageContext: PageContext) => HeadInput)

/** The resolved head: absolute URLs, defaults filled in. */
export interface Head extends Required<Omit<HeadInput, 'noindex'>> {
  noindex: boolean
  lang: string
  siteName: string
}

const absolute = (pathOrUrl: string) => (/^https?:/.test(pathOrUrl) ? pathOrUrl : `${config.siteUrl}${pathOrUrl}`)

/** Resolves the head of the page being rendered. */
export function resolveHead(pageContext: PageContext): Head {
  const setting = pageContext.config.head
  const input: Partial<HeadInput> = (typeof setting === 'function' ? setting(pageContext) : setting) ?? {}
  const path = pageContext.urlPathname
  return {
    title: input.title ?? site.brand,
    description: input.description ?? site.tagline,
    keywords: input.keywords ?? [],
    canonical: absolute(input.canonical ?? path),
    image: absolute(input.image ?? '/images/og/default.jpg'),
    type: input.type ?? 'website',
    noindex: input.noindex ?? pageContext.is404 ?? false,
    jsonLd: input.jsonLd ?? [],
    preload: input.preload ?? [],
    lang: site.lang,
    siteName: site.brand,
  }
}

declare global {
  namespace Vike {
    interface Config {
      head?: HeadSetting
    }
    interface ConfigResolved {
      head?: HeadSetting
    }
  }
}

/** "Pricing" -> "Pricing | Northstitch": the usual page title. */
export function withBrand(title: string): string {
  return `${title} | ${site.brand}`
}
