/**
 * What search results and share cards show: every indexable page has a title, a description, a
 * canonical link and a share image; titles and descriptions are unique (duplicates fail: search
 * engines fold such pages together) and of a sensible length (outside it only warns).
 */
import { isNoindex, isOwnCanonical, isRedirectPage } from './builtPages'
import { attr, text, type ParsedPage } from './parseHtml'
import type { SiteProblem } from './problems'

/** Length limits that search engines show without cutting; beyond them the check warns. */
export const TITLE_MAX = 65
export const DESCRIPTION_MIN = 50
export const DESCRIPTION_MAX = 160

/** The head facts the check reads from a page. */
export interface PageHead {
  urlPath: string
  title: string
  description: string
  canonical: string
  ogImage: string
  noindex: boolean
}

/** Reads the head of a page. */
export function headOf(page: ParsedPage): PageHead {
  const titleElement = page.root.querySelector('title')
  const meta = (key: string) =>
    attr(page.root.querySelector(`meta[name="${key}"], meta[property="${key}"]`) ?? page.root, 'content') ?? ''
  return {
    urlPath: page.urlPath,
    title: titleElement ? text(titleElement).trim() : '',
    description: meta('description').trim(),
    canonical: attr(page.root.querySelector('link[rel="canonical"]') ?? page.root, 'href') ?? '',
    ogImage: meta('og:image'),
    noindex: isNoindex(page.html),
  }
}

/** Whether a page stands for itself in search: not noindex, and its canonical URL is its own. */
export function isIndexable(head: PageHead, siteUrl: string): boolean {
  return !head.noindex && head.canonical.startsWith(siteUrl) && isOwnCanonical(head.canonical, head.urlPath)
}

/** The heads the check compares: every page except the redirect fallbacks. */
export const headsOf = (pages: readonly ParsedPage[]): PageHead[] =>
  pages.filter((p) => !isRedirectPage(p.html)).map(headOf)

/** Checks the heads of all pages together (uniqueness needs them all). */
export const checkHeads = (pages: readonly ParsedPage[], siteUrl: string): SiteProblem[] =>
  checkHeadList(headsOf(pages), siteUrl)

/** Checks heads read with `headOf`: a build keeps each page's head with its facts, then compares them all here. */
export function checkHeadList(heads: readonly PageHead[], siteUrl: string): SiteProblem[] {
  const problems: SiteProblem[] = []
  const add = (severity: SiteProblem['severity'], pages: string[], what: string, fix: string) =>
    problems.push({ severity, pages, what, fix, fixInSource: fix.replace(/\.$/, ' in that file.') })

  for (const head of heads) {
    const at = [head.urlPath]
    if (!head.title)
      add('error', at, 'the page has no <title>', "Set title in the page's +head.ts (MDX pages: the title field).")
    if (!head.description)
      add(
        'error',
        at,
        'the page has no meta description',
        "Set description in the page's +head.ts (MDX pages: the description field).",
      )
    if (!head.canonical)
      add(
        'error',
        at,
        'the page has no canonical link',
        'Every page gets one from lib/headTags.ts; check the page sets a head.',
      )
    if (!head.ogImage)
      add('error', at, 'the page has no og:image', 'Set image in the page\'s +head.ts, e.g. "/images/og/services.jpg".')
    if (head.noindex) continue
    if (head.title.length > TITLE_MAX)
      add(
        'warning',
        at,
        `title is ${head.title.length} characters, over ${TITLE_MAX}: "${head.title}"`,
        'Shorten the title so search results show it whole.',
      )
    const d = head.description.length
    if (head.description && (d < DESCRIPTION_MIN || d > DESCRIPTION_MAX))
      add(
        'warning',
        at,
        `description is ${d} characters, outside ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}`,
        `Write a description of ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters.`,
      )
  }

  const indexable = heads.filter((h) => isIndexable(h, siteUrl))
  for (const field of ['title', 'description'] as const) {
    const byValue = new Map<string, string[]>()
    for (const head of indexable)
      if (head[field]) byValue.set(head[field], [...(byValue.get(head[field]) ?? []), head.urlPath])
    for (const [value, paths] of byValue) {
      if (paths.length > 1)
        add(
          'error',
          paths,
          `${paths.length} pages share the ${field} "${value.slice(0, 80)}"`,
          `Give each page its own ${field} (in its +head.ts or MDX frontmatter), or point the duplicates' canonical at one of them.`,
        )
    }
  }
  return problems
}
