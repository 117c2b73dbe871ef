/**
 * What the gates learn from one built page on its own: its problems (validity, headings, inline code,
 * structured data) and the facts the site-wide checks compare across pages (the references it makes,
 * its ids, its head, the URLs of its JSON-LD). A page's facts depend on its HTML alone, so a build can
 * keep them by the page's hash and skip an unchanged page next time (see `runGates` in siteGates.ts).
 *
 * A page is checked in three parts (splitPage.ts): the layout around it, the same on every page of a
 * template and so checked once per build and process; the shape of its head, the same on every page
 * whose head differs only in what it says, and so checked once too (what the head says is read from
 * the page's own head, parsed but not validated again); and the page's own part. What a whole-page
 * validation would find across the parts is checked here: an id in two of them, a reference to an id
 * in another, the number of <h1>s. A page whose layout holds a heading before <main>, or hides or
 * disables it (aria-hidden, inert, hidden on an element around <main>), is validated whole.
 */
import { isRedirectPage, type BuiltPage } from './builtPages'
import { headOf, type PageHead } from './checkHead'
import { checkInlineCode } from './checkInlineCode'
import { checkPageJsonLd } from './checkJsonLd'
import { idsOf, referencesOf, type Reference } from './checkLinks'
import { checkHeadings, checkPageMarkup, h1sOf, type H1, type MissingId } from './checkMarkup'
import { attr, parseHtml, type ParsedPage } from './parseHtml'
import { mergeProblems, type SiteProblem } from './problems'
import {
  chromeDocument,
  chromeKey,
  headDocument,
  headKey,
  ownDocument,
  realHeadDocument,
  splitPage,
  type PageParts,
} from './splitPage'

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

/** What the checks of one document (a whole page, or one part of it) find. */
interface DocumentFacts {
  page: ParsedPage
  problems: SiteProblem[]
  missingIds: MissingId[]
  refs: Reference[]
  ids: Set<string>
  h1s: H1[]
  jsonLdUrls: PageFacts['jsonLdUrls']
}

/** Validates one document and runs the checks that walk its tree. */
function checkDocument(built: BuiltPage, mdxFile?: string): DocumentFacts {
  const { page, problems, missingIds } = checkPageMarkup(built, mdxFile)
  const jsonLdUrls: PageFacts['jsonLdUrls'] = []
  const record = (url: string, where: string) => {
    jsonLdUrls.push({ where, url })
    return true
  }
  problems.push(...checkInlineCode(page), ...checkPageJsonLd(page, record))
  return {
    page,
    problems,
    missingIds,
    refs: referencesOf(page.root, page.html),
    ids: idsOf(page.root),
    h1s: h1sOf(page),
    jsonLdUrls,
  }
}

/**
 * A page validated whole, in one document: what a page of another shape gets, and the reference the
 * split analysis is tested against (tests/unit/page-gates-split.test.ts).
 */
export function analyzeWholePage(built: BuiltPage, mdxFile?: string): PageFacts {
  const facts = checkDocument(built, mdxFile)
  return {
    file: built.file,
    urlPath: built.urlPath,
    problems: [
      ...facts.problems,
      ...facts.missingIds.map((m) => m.problem),
      ...checkHeadings(built, facts.h1s, mdxFile),
    ],
    refs: facts.refs,
    ids: [...facts.ids],
    head: isRedirectPage(built.html) ? null : headOf(facts.page),
    jsonLdUrls: facts.jsonLdUrls,
  }
}

/** The facts of a chrome; `wholeOnly` when pages with it must be validated whole (see the file's note). */
type ChromeFacts = (DocumentFacts & { wholeOnly: false }) | { wholeOnly: true }

/** Chromes checked by this process, by `chromeKey`: each is validated once. */
const chromes = new Map<string, ChromeFacts>()

/** Attributes of an element around <main> that change what is inside it for everyone. */
const HIDES_CONTENT = ['aria-hidden', 'inert', 'hidden']

function checkChrome(parts: PageParts, built: BuiltPage): ChromeFacts {
  const key = chromeKey(parts)
  const known = chromes.get(key)
  if (known) return known
  let facts: ChromeFacts
  if (/<h[1-6][\s>]/.test(parts.chrome.b)) facts = { wholeOnly: true }
  else {
    const document = checkDocument({ ...built, html: chromeDocument(parts) })
    const main = document.page.root.querySelector('main')
    const around: string[] = []
    for (let el = main?.parent; el && el.tagName; el = el.parent)
      around.push(...HIDES_CONTENT.filter((name) => el!.hasAttribute(name)))
    // The <h1> of the placeholder stands for the page's own.
    facts =
      !main || around.length
        ? { wholeOnly: true }
        : { ...document, h1s: h1sOf(document.page, (h1) => !h1.closest('main')), wholeOnly: false }
  }
  chromes.set(key, facts)
  return facts
}

/** Head shapes checked by this process, by `headKey`: each is validated once. */
const heads = new Map<string, DocumentFacts>()

function checkHeadShape(parts: PageParts, built: BuiltPage): DocumentFacts {
  const key = headKey(parts)
  let facts = heads.get(key)
  if (!facts) heads.set(key, (facts = checkDocument({ ...built, html: headDocument(parts) })))
  return facts
}

/** A problem found once for the chrome, told of this page. */
const ofPage = (problem: SiteProblem, urlPath: string): SiteProblem => ({ ...problem, pages: [urlPath] })

/** Parses and checks one page (each part once: every check walks the tree html-validate parsed). */
export function analyzePage(built: BuiltPage, mdxFile?: string): PageFacts {
  const parts = splitPage(built.html)
  if (!parts || isRedirectPage(built.html)) return analyzeWholePage(built, mdxFile)
  const chrome = checkChrome(parts, built)
  if (chrome.wholeOnly) return analyzeWholePage(built, mdxFile)
  const headShape = checkHeadShape(parts, built)
  // What the page's own head says, read as soon as it is parsed (while it is the document finished last).
  const realHeadHtml = realHeadDocument(parts)
  const realHead: ParsedPage = { ...built, html: realHeadHtml, root: parseHtml(realHeadHtml) }
  const headIds = idsOf(realHead.root)
  const headRefs = referencesOf(realHead.root, realHead.html)
  const head = headOf(realHead)
  const own = checkDocument({ ...built, html: ownDocument(parts) }, mdxFile)

  // Across the parts: an id in two of them, a reference satisfied by another, the <h1>s of all.
  const places = [
    { ids: own.ids, where: "the page's own part" },
    { ids: headIds, where: "the page's head" },
    { ids: chrome.ids, where: 'the layout around it' },
  ]
  const allIds = new Set(places.flatMap((place) => [...place.ids]))
  const duplicateIds: SiteProblem[] = [...allIds].flatMap((id) => {
    const where = places.filter((place) => place.ids.has(id)).map((place) => place.where)
    if (where.length < 2) return []
    return [
      {
        severity: 'error',
        pages: [built.urlPath],
        what: `Duplicate ID "${id}" (no-dup-id, in ${where.join(' and in ')})`,
        fix: 'Make the id unique on the page (components: derive ids from useId() or an idPrefix prop).',
        source: own.page.root.querySelectorAll('[id]').some((el) => attr(el, 'id') === id && el.closest('.prose'))
          ? mdxFile
          : undefined,
      },
    ]
  })
  /** The references to ids a part lacks that no other part has. */
  const unresolved = (missing: MissingId[], others: Set<string>[]) =>
    missing.filter((m) => !others.some((ids) => ids.has(m.id)))
  const missing = [
    ...unresolved(own.missingIds, [chrome.ids, headIds]),
    ...[
      ...unresolved(chrome.missingIds, [own.ids, headIds]),
      ...unresolved(headShape.missingIds, [own.ids, chrome.ids]),
    ].map((m) => ({ ...m, problem: ofPage(m.problem, built.urlPath) })),
  ]
  return {
    file: built.file,
    urlPath: built.urlPath,
    // What comes before the head (the doctype, <html>) is in every part's document, so a problem there
    // is found by each of them: said once, as the whole page says it.
    problems: mergeProblems([
      ...chrome.problems.map((p) => ofPage(p, built.urlPath)),
      ...headShape.problems.map((p) => ofPage(p, built.urlPath)),
      ...own.problems,
      ...duplicateIds,
      ...missing.map((m) => m.problem),
      ...checkHeadings(built, [...chrome.h1s, ...own.h1s], mdxFile),
    ]),
    refs: [...chrome.refs, ...headRefs, ...own.refs],
    ids: [...allIds],
    head,
    // The head's scripts are kept whole in its shape, so its JSON-LD is read there, once.
    jsonLdUrls: [...chrome.jsonLdUrls, ...headShape.jsonLdUrls, ...own.jsonLdUrls],
  }
}
