/**
 * The gates on a built site, as `npm run build`, `npm run check:links` and `npm run check:html` run
 * them: each parses the pages once, runs its checks, ties problems to the content file they come from,
 * and returns a report that ends every line with what to do.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileForPath, readBuiltPages } from './builtPages'
import { checkHeadList, checkHeads, headsOf, type PageHead } from './checkHead'
import { checkAllInlineCode } from './checkInlineCode'
import { checkJsonLd } from './checkJsonLd'
import { checkLinks } from './checkLinks'
import { checkMarkup } from './checkMarkup'
import { attributeToSources, type ContentPageRef } from './contentSources'
import { parsePages, type ParsedPage } from './parseHtml'
import { formatReport, hasErrors, type SiteProblem } from './problems'

export interface GateInput {
  /** Repository root (content files are looked up there). */
  root: string
  /** The built client folder. */
  clientDir: string
  /** The origin the site was built for. */
  siteUrl: string
  /** MDX pages and their URLs (`loadContent(root).content.pages`). */
  contentPages: readonly ContentPageRef[]
  /** Pages already parsed by another gate, to parse them once. */
  pages?: readonly ParsedPage[]
}

export interface GateResult {
  ok: boolean
  problems: SiteProblem[]
  /** Printable report; empty when there is nothing to say. */
  report: string
  pages: readonly ParsedPage[]
}

function finish(title: string, input: GateInput, pages: readonly ParsedPage[], found: SiteProblem[]): GateResult {
  const problems = attributeToSources(found, input.root, input.contentPages)
  return { ok: !hasErrors(problems), problems, report: formatReport(title, problems), pages }
}

/** Links, anchors, images, share images and CSS url()s all resolve. */
export function linkGate(input: GateInput): GateResult {
  const pages = input.pages ?? parsePages(readBuiltPages(input.clientDir))
  return finish('Broken links', input, pages, checkLinks({ clientDir: input.clientDir, siteUrl: input.siteUrl, pages }))
}

/** Whether an absolute URL of this site resolves in the build (other origins are not checked). */
function existsIn(input: GateInput): (url: string) => boolean {
  const origin = new URL(input.siteUrl).origin
  return (url: string) => {
    const parsed = new URL(url)
    return parsed.origin !== origin || fileForPath(input.clientDir, parsed.pathname) !== null
  }
}

/** Valid HTML, one h1, no inline code, complete and unique heads, valid JSON-LD. */
export function htmlGate(input: GateInput): GateResult {
  const pages = input.pages ?? parsePages(readBuiltPages(input.clientDir))
  const found = [...checkMarkup(pages, input.contentPages), ...checkAllInlineCode(pages), ...checkHeads(pages, input.siteUrl), ...checkJsonLd(pages, existsIn(input))]
  return finish('HTML', input, pages, found)
}

/** Pages parsed at a time by `buildGates`. */
const BATCH = 100

/**
 * Both gates as the build runs them, page batch by page batch: each batch is parsed once, checked by
 * both gates and dropped, so memory stays flat however many pages there are (a parsed page holds
 * about 0.5 MB: with every page kept, 2,000 MDX pages took the build past 2.5 GB). Only the heads,
 * which are compared across pages, are kept, as small summaries. Same problems as `linkGate` and
 * `htmlGate`; `pages` of the results is empty.
 */
export function buildGates(input: Omit<GateInput, 'pages'>): { links: GateResult; html: GateResult; pageCount: number } {
  const built = readBuiltPages(input.clientDir)
  const exists = existsIn(input)
  const linkProblems: SiteProblem[] = []
  const htmlProblems: SiteProblem[] = []
  const heads: PageHead[] = []
  for (let i = 0; i < built.length; i += BATCH) {
    const pages = parsePages(built.slice(i, i + BATCH))
    linkProblems.push(...checkLinks({ clientDir: input.clientDir, siteUrl: input.siteUrl, pages, cssUrls: i === 0 }))
    htmlProblems.push(...checkMarkup(pages, input.contentPages), ...checkAllInlineCode(pages), ...checkJsonLd(pages, exists))
    heads.push(...headsOf(pages))
  }
  htmlProblems.push(...checkHeadList(heads, input.siteUrl))
  return { links: finish('Broken links', input, [], linkProblems), html: finish('HTML', input, [], htmlProblems), pageCount: built.length }
}

/** Whether a folder holds a built site. */
export const isBuiltSite = (clientDir: string) => fs.existsSync(path.join(clientDir, 'index.html'))
