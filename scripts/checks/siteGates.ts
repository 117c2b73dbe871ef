/**
 * The gates on a built site, as `npm run build`, `npm run check:links` and `npm run check:html` run
 * them: each parses the pages once, runs its checks, ties problems to the content file they come from,
 * and returns a report that ends every line with what to do.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileForPath, readBuiltPages } from './builtPages'
import { checkHeads } from './checkHead'
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

/** Valid HTML, one h1, no inline code, complete and unique heads, valid JSON-LD. */
export function htmlGate(input: GateInput): GateResult {
  const pages = input.pages ?? parsePages(readBuiltPages(input.clientDir))
  const origin = new URL(input.siteUrl).origin
  const exists = (url: string) => {
    const parsed = new URL(url)
    return parsed.origin !== origin || fileForPath(input.clientDir, parsed.pathname) !== null
  }
  const found = [...checkMarkup(pages, input.contentPages), ...checkAllInlineCode(pages), ...checkHeads(pages, input.siteUrl), ...checkJsonLd(pages, exists)]
  return finish('HTML', input, pages, found)
}

/** Whether a folder holds a built site. */
export const isBuiltSite = (clientDir: string) => fs.existsSync(path.join(clientDir, 'index.html'))
