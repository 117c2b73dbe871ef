/**
 * One HTML parser for every check: html-validate's own, so the DOM the checks walk is the DOM the
 * validator saw, with no second HTML library in the build.
 */
import { HtmlValidate, Parser, type HtmlElement } from 'html-validate'
import type { BuiltPage } from './builtPages'

let parser: Parser | undefined

/** Parses a whole document; returns its root node (query it with `querySelectorAll`). */
export function parseHtml(html: string): HtmlElement {
  parser ??= new Parser(new HtmlValidate({ root: true, extends: [] }).getConfigForSync('inline.html'))
  return parser.parseHtml(html)
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Decodes character references (the parser keeps them as written): "&amp;" -> "&", "&#x27;" -> "'". */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole
    const code = ref[1].toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole
  })
}

/** The decoded string value of an attribute; "" for a bare attribute, undefined when it is missing. */
export function attr(element: HtmlElement, name: string): string | undefined {
  const value = element.getAttribute(name)?.value
  return typeof value === 'string' ? decodeEntities(value) : value === null ? '' : undefined
}

/** The decoded text of an element (not for <script>, whose text is never decoded). */
export const text = (element: HtmlElement): string => decodeEntities(element.textContent)

/** A built page with its parsed document. */
export interface ParsedPage extends BuiltPage {
  root: HtmlElement
}
