/**
 * What the gates learn from one built page on its own: its problems (validity, headings, inline code,
 * structured data) and the facts the site-wide checks compare across pages (the references it makes,
 * its ids, its head, the URLs of its JSON-LD). A page's facts depend on its HTML alone, so a build can
 * keep them by the page's hash and skip an unchanged page next time (see `runGates` in siteGates.ts).
 */
import type { BuiltPage } from './builtPages'
import { headOf, type PageHead } from './checkHead'
import { checkInlineCode } from './checkInlineCode'
import { checkPageJsonLd } from './checkJsonLd'
import { idsOf, referencesOf, type Reference } from './checkLinks'
import { checkPageMarkup } from './checkMarkup'
import type { SiteProblem } from './problems'

export interface PageFacts {
  file: string
  urlPath: string
  /** The problems of the page alone: HTML validity, one <h1>, inline code, JSON-LD. */
  problems: SiteProblem[]
  /** Every reference the page makes (links, images, stylesheets, icons...). */
  refs: Reference[]
  /** Its element ids, the targets of #anchors. */
  ids: string[]
  /** Its head, compared across pages; null for a redirect fallback page, which has none to compare. */
  head: PageHead | null
  /** Absolute URLs named by its JSON-LD (`where` is the property), looked up in the build. */
  jsonLdUrls: { where: string; url: string }[]
}

/** Parses and checks one page (once: every check walks the tree html-validate parsed). */
export function analyzePage(built: BuiltPage, mdxFile?: string): PageFacts {
  const { page, problems } = checkPageMarkup(built, mdxFile)
  const jsonLdUrls: PageFacts['jsonLdUrls'] = []
  const record = (url: string, where: string) => {
    jsonLdUrls.push({ where, url })
    return true
  }
  problems.push(...checkInlineCode(page), ...checkPageJsonLd(page, record))
  return {
    file: built.file,
    urlPath: built.urlPath,
    problems,
    refs: referencesOf(page.root, page.html),
    ids: [...idsOf(page.root)],
    head: /http-equiv="refresh"/i.test(page.html) ? null : headOf(page),
    jsonLdUrls,
  }
}
