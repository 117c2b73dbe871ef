/**
 * Three helpers of html-validate 10 made to do their work once. The gates validate every page of the
 * site, and on a page of text the first two were a fifth of the validation (PERFORMANCE.md, "Build"). They
 * answer exactly what html-validate's own do (tests/unit/fasterHtmlValidate.test.ts); on any other major
 * version of html-validate nothing is changed, since these are written against 10's code.
 *
 * - `HtmlElement.getElementsByTagName`: every selector a rule runs over the whole document goes through
 *   it, and html-validate 10 builds a new array at every level of the tree. Here one walk collects the
 *   same elements in the same order (document order, the element itself left out).
 * - `MetaTable.getTagsWithProperty` and `getTagsDerivedFrom`: several rules ask them for the same lists
 *   each time they are set up, once per validated document, and each answer walks the whole element
 *   table. The table no longer changes once the configuration is resolved (the gates resolve it once,
 *   checkMarkup.ts), so each answer is kept per table, and a copy handed out.
 * - `HtmlElement.matches` (and `closest`, which asks it of every ancestor): html-validate 10 parses the
 *   selector again at every call, a fifth of a page's validation in a profile of the build. The element
 *   table's content rules ask it with plain tag names ("li", "dt, dd"): a list of plain names is
 *   answered by the element's own `is(name)` for each, which is what a selector of a bare tag name
 *   comes to in html-validate; anything else goes to html-validate's own `matches`.
 */
import { HtmlElement, MetaTable, version } from 'html-validate'

let applied = false

/** html-validate's own helpers, as the package has them (a test compares the answers). */
export const ownHelpers = {
  getElementsByTagName: HtmlElement.prototype.getElementsByTagName,
  getTagsWithProperty: MetaTable.prototype.getTagsWithProperty,
  getTagsDerivedFrom: MetaTable.prototype.getTagsDerivedFrom,
  matches: HtmlElement.prototype.matches,
}

/** A selector list of plain tag names (or `*`), split as html-validate splits it; null for any other. */
const plainNames = new Map<string, string[] | null>()
function plainNamesOf(selectorList: string): string[] | null {
  let names = plainNames.get(selectorList)
  if (names === undefined) {
    const parts = selectorList.split(',').map((part) => part.trim())
    names = parts.every((part) => /^(?:\*|[a-z][a-z0-9-]*)$/i.test(part)) ? parts : null
    plainNames.set(selectorList, names)
  }
  return names
}

/** Replaces the helpers (once per process); returns whether it did. */
export function useFasterHtmlValidate(): boolean {
  if (applied || !version.startsWith('10.')) return applied
  applied = true
  HtmlElement.prototype.getElementsByTagName = function (this: HtmlElement, tagName: string): HtmlElement[] {
    const found: HtmlElement[] = []
    const visit = (element: HtmlElement) => {
      for (const child of element.childElements) {
        if (child.is(tagName)) found.push(child)
        visit(child)
      }
    }
    visit(this)
    return found
  }
  const ownMatches = ownHelpers.matches
  HtmlElement.prototype.matches = function (this: HtmlElement, selectorList: string): boolean {
    const names = plainNamesOf(selectorList)
    return names ? names.some((name) => this.is(name)) : ownMatches.call(this, selectorList)
  }
  for (const name of ['getTagsWithProperty', 'getTagsDerivedFrom'] as const) {
    const compute = MetaTable.prototype[name]
    const answers = new WeakMap<MetaTable, Map<string, string[]>>()
    MetaTable.prototype[name] = function (this: MetaTable, key: string): string[] {
      let known = answers.get(this)
      if (!known) answers.set(this, (known = new Map()))
      if (!known.has(key)) known.set(key, compute.call(this, key as never))
      return [...known.get(key)!]
    }
  }
  return true
}
