/** The pages of content/pages/ as the content check lists them (`virtual:content-pages`). */
import type { PageFrontmatter } from '../content/config'

/** An MDX page found under `content/pages/`. */
export interface ContentPage {
  /** Path relative to the repository, e.g. "content/pages/privacy-policy.mdx". */
  file: string
  /** Its URL path, e.g. "/privacy-policy"; a template's has its parameter, e.g. "/blog/[slug]". */
  urlPath: string
  /**
   * Who serves it: "mdx", the catch-all route at its own URL; "code", a route of pages/ that reads
   * its words (/blogs, /custom-patches, with their categories and types); a template ("blog/[slug].mdx")
   * is served by its route for every value of the parameter.
   */
  route: 'mdx' | 'code' | 'template'
  frontmatter: PageFrontmatter
}

/** URL path of a page file: "content/pages/services/line-art.mdx" -> "/services/line-art" (the content loader's and the editor's). */
export function urlPathOf(rel: string): string {
  const inner = rel
    .replace(/^content\/pages\//, '')
    .replace(/\.mdx$/, '')
    .replace(/(^|\/)index$/, '')
  return `/${inner}`.replace(/\/$/, '') || '/'
}

/** A text page's heading: its `heading`, or its title up to the first " | " (the site's routes and the editor's preview). */
export const headingOf = (frontmatter: { heading?: string; title?: string }): string =>
  frontmatter.heading || (frontmatter.title ?? '').split(' | ')[0]

/**
 * The breadcrumb of a text page: home, the menu entry of its first folder when the menu has one
 * (Services), then the page.
 */
export function textPageCrumbs(
  path: string,
  heading: string,
  menu: readonly { label: string; href: string }[],
  home: string,
) {
  const parent = menu.find((item) => item.href !== '/' && path.startsWith(`${item.href}/`))
  return [
    { label: home, href: '/' },
    ...(parent ? [{ label: parent.label, href: parent.href }] : []),
    { label: heading },
  ]
}

/** A text page as blocks: the banner with its heading and breadcrumb, then its text. */
export const textPageBlocks = (heading: string, crumbs: ReturnType<typeof textPageCrumbs>) => [
  { type: 'banner' as const, title: heading, crumbs },
  { type: 'text' as const },
]
