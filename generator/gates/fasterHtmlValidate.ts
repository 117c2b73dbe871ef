/**
 * Helpers of html-validate 10 made to do their work once. The gates validate every page of the site,
 * and on a page of text the first two were a fifth of the validation (PERFORMANCE.md, "Build"). They
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
 *   table's content rules ask it with plain tag names ("li", "dt, dd"). It reads the same simple lists as
 *   `querySelectorAll` below, parsed once, and tests the element against each compound; anything else
 *   goes to html-validate's own `matches`.
 * - `HtmlElement.is`, asked at every element of every walk: html-validate 10 lower-cases both names at
 *   every call. Here each name is lower-cased once.
 * - `HtmlElement.querySelectorAll` and `querySelector`: the rules ask about 45 selector lists of every
 *   document ("img, svg", "[aria-controls]", "label[for]", "> *"), and html-validate 10 parses each one
 *   again at every call, then yields its elements through nested generators: a fifth of the gates' time
 *   in a profile of the build. A list of single compounds made of a tag name or `*` and attribute tests
 *   (`[name]`, `[name="value"]`), each possibly after `>`, is parsed once and answered by a plain walk,
 *   in html-validate's order (part by part, each in document order, every element once); anything else
 *   goes to html-validate's own.
 * - A whole document's queries: the rules ask about 45 lists of the document once it is whole, and each
 *   walked every element. Once the parser has finished a document (it resolves the elements' metadata
 *   then: `DOMTree.resolveMeta`), its elements are listed once, in document order and by tag name, at
 *   its first query, and the document's `querySelectorAll`, `querySelector` and `getElementsByTagName`
 *   read those lists. Only the document finished last is listed: validation asks about one document at
 *   a time, and lists kept per document in a WeakMap tripled the garbage collector's time (each list
 *   holds its document alive from the map's value). Any other element is walked as before.
 * - `EventHandler.getCallbacks`: at every event of every element (a tag opened, an attribute, a tag
 *   closed...) html-validate copies the event's list of listeners, so that a listener added meanwhile
 *   waits for the next event. Here `on` makes a new list when it adds one, and the list of the moment
 *   is handed out as it is.
 */
import { DOMTree, EventHandler, HtmlElement, MetaTable, version } from 'html-validate'

let applied = false

/** html-validate's own helpers, as the package has them (a test compares the answers). */
export const ownHelpers = {
  getElementsByTagName: HtmlElement.prototype.getElementsByTagName,
  getTagsWithProperty: MetaTable.prototype.getTagsWithProperty,
  getTagsDerivedFrom: MetaTable.prototype.getTagsDerivedFrom,
  matches: HtmlElement.prototype.matches,
  is: HtmlElement.prototype.is,
  querySelectorAll: HtmlElement.prototype.querySelectorAll,
  querySelector: HtmlElement.prototype.querySelector,
  // Not in html-validate's types (internal): the parser calls it once the document is whole.
  resolveMeta: (DOMTree.prototype as unknown as InternalDOMTree).resolveMeta,
  on: EventHandler.prototype.on,
  getCallbacks: (EventHandler.prototype as unknown as InternalEventHandler).getCallbacks,
}

/** The listeners by event name, as html-validate 10's EventHandler keeps them (internal). */
interface InternalEventHandler {
  listeners: Record<string, ((event: string, data: unknown) => void)[] | undefined>
  getCallbacks(event: string): ((event: string, data: unknown) => void)[]
}

interface InternalDOMTree {
  root: HtmlElement
  resolveMeta(table: MetaTable): void
}

/** A finished document's elements in document order (its root left out), all and by lower-case tag name. */
interface DocumentIndex {
  all: HtmlElement[]
  byTag: Map<string, HtmlElement[]>
}

/** The document the parser finished last (`DOMTree.resolveMeta`), and its index once asked (null until then). */
let finished: { root: HtmlElement; index: DocumentIndex | null } | undefined

/** The index of the root of the document finished last, or undefined for any other element. */
function indexOf(root: HtmlElement): DocumentIndex | undefined {
  if (finished?.root !== root) return undefined
  if (finished.index) return finished.index
  const index: DocumentIndex = { all: [], byTag: new Map() }
  const visit = (element: HtmlElement) => {
    for (const child of element.childElements) {
      index.all.push(child)
      const tag = child.tagName.toLowerCase()
      const list = index.byTag.get(tag)
      if (list) list.push(child)
      else index.byTag.set(tag, [child])
      visit(child)
    }
  }
  visit(root)
  finished.index = index
  return index
}

/** The elements of an index with a tag name (`*`: all), in document order, as `is` compares names. */
const named = (index: DocumentIndex, tagName: string): HtmlElement[] =>
  tagName === '*' ? index.all : (index.byTag.get(tagName.toLowerCase()) ?? [])

/** One compound of a selector list: a tag name (or `*`) and attribute tests, of descendants or (`>`) of children. */
interface SimpleCompound {
  children: boolean
  tagName: string
  attributes: { key: string; value?: string }[]
}

/**
 * html-validate's split of a selector list into selectors (HtmlElement.querySelectorImpl; `matches` splits
 * at every comma and trims, which gives the same parts for every list of simple compounds below).
 */
const LIST_SEPARATOR = /(?<!\\),\s*/
const SIMPLE_COMPOUND = /^(> ?)?(\*|[a-z][a-z0-9-]*)?((?:\[[a-z][a-z0-9-]*(?:="[^"\\]+")?\])*)$/i
const ATTRIBUTE_TEST = /\[([a-z][a-z0-9-]*)(?:="([^"\\]+)")?\]/gi

/** A selector list as simple compounds (parsed once), or null when any part is of another kind. */
const simpleLists = new Map<string, SimpleCompound[] | null>()
function simpleListOf(selectorList: string): SimpleCompound[] | null {
  let list = simpleLists.get(selectorList)
  if (list === undefined) {
    const parts = selectorList.split(LIST_SEPARATOR).map((part) => SIMPLE_COMPOUND.exec(part))
    list = parts.every((match) => match && (match[2] || match[3]))
      ? parts.map((match) => ({
          children: Boolean(match![1]),
          tagName: match![2] || '*',
          attributes: [...match![3].matchAll(ATTRIBUTE_TEST)].map(([, key, value]) => ({ key, value })),
        }))
      : null
    simpleLists.set(selectorList, list)
  }
  return list
}

/** Whether an element matches a compound, as html-validate's `Compound.match` and attribute condition answer. */
const matchesCompound = (element: HtmlElement, compound: SimpleCompound): boolean =>
  element.is(compound.tagName) && hasAttributes(element, compound)

/** Whether an element has a compound's attributes (html-validate's attribute condition). */
const hasAttributes = (element: HtmlElement, compound: SimpleCompound): boolean =>
  compound.attributes.every(({ key, value }) =>
    element.getAttribute(key, true).some((attribute) => value === undefined || attribute.value === value),
  )

/** Calls `found` with each element a compound selects under `root`, in document order, until it returns true. */
function walkCompound(
  root: HtmlElement,
  compound: SimpleCompound,
  found: (element: HtmlElement) => boolean | void,
): boolean {
  const index = compound.children ? undefined : indexOf(root)
  if (index) {
    for (const element of named(index, compound.tagName))
      if (hasAttributes(element, compound) && found(element)) return true
    return false
  }
  for (const child of root.childElements) {
    if (matchesCompound(child, compound) && found(child)) return true
    if (!compound.children && walkCompound(child, compound, found)) return true
  }
  return false
}

/** Replaces the helpers (once per process); returns whether it did. */
export function useFasterHtmlValidate(): boolean {
  if (applied || !version.startsWith('10.')) return applied
  applied = true
  const ownResolveMeta = ownHelpers.resolveMeta
  ;(DOMTree.prototype as unknown as InternalDOMTree).resolveMeta = function (this: InternalDOMTree, table: MetaTable) {
    ownResolveMeta.call(this, table)
    finished = { root: this.root, index: null }
  }
  HtmlElement.prototype.getElementsByTagName = function (this: HtmlElement, tagName: string): HtmlElement[] {
    const index = indexOf(this)
    if (index) return [...named(index, tagName)]
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
  const lowerCase = new Map<string, string>()
  const lower = (name: string) => {
    let known = lowerCase.get(name)
    if (known === undefined) lowerCase.set(name, (known = name.toLowerCase()))
    return known
  }
  HtmlElement.prototype.is = function (this: HtmlElement, tagName: string): boolean {
    return tagName === '*' || this.tagName === tagName || lower(this.tagName) === lower(tagName)
  }
  const { querySelectorAll: ownQuerySelectorAll, querySelector: ownQuerySelector } = ownHelpers
  HtmlElement.prototype.querySelectorAll = function (this: HtmlElement, selectorList: string): HtmlElement[] {
    const list = selectorList ? simpleListOf(selectorList) : null
    if (!list) return ownQuerySelectorAll.call(this, selectorList)
    const found = new Set<HtmlElement>()
    for (const compound of list) walkCompound(this, compound, (element) => void found.add(element))
    return [...found]
  }
  HtmlElement.prototype.querySelector = function (this: HtmlElement, selectorList: string): HtmlElement | null {
    const list = selectorList ? simpleListOf(selectorList) : null
    if (!list) return ownQuerySelector.call(this, selectorList)
    let first: HtmlElement | null = null
    list.some((compound) => walkCompound(this, compound, (element) => Boolean((first = element))))
    return first
  }
  const ownMatches = ownHelpers.matches
  HtmlElement.prototype.matches = function (this: HtmlElement, selectorList: string): boolean {
    // A compound on its own matches the element itself, whatever its combinator (html-validate's matchElement).
    const list = simpleListOf(selectorList)
    return list ? list.some((compound) => matchesCompound(this, compound)) : ownMatches.call(this, selectorList)
  }
  // Each listener added makes a new list, so a list once handed out never changes: `trigger` calls the
  // listeners of the moment it started, as with html-validate's copy, without copying the list at every
  // event of every element. (Removing one, html-validate already makes a new list.)
  const ownOn = ownHelpers.on
  EventHandler.prototype.on = function (this: EventHandler, event: string, callback: never) {
    const { listeners } = this as unknown as InternalEventHandler
    for (const name of event.split(',').map((part) => part.trim())) {
      const list = listeners[name]
      if (list) listeners[name] = [...list]
    }
    return ownOn.call(this, event, callback)
  }
  ;(EventHandler.prototype as unknown as InternalEventHandler).getCallbacks = function (
    this: InternalEventHandler,
    event: string,
  ) {
    const callbacks = this.listeners[event] ?? []
    const global = this.listeners['*']
    return global?.length ? [...callbacks, ...global] : callbacks
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
