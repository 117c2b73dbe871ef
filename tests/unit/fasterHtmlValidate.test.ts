/**
 * The gates' faster html-validate helpers (generator/gates/fasterHtmlValidate.ts) answer what
 * html-validate's own answer: the same elements in the same order on every element of the fixture
 * sites' pages, the same tag lists for every property the element table knows, and a kept answer no
 * caller can change.
 */
import path from 'node:path'
import { EventHandler, HtmlElement, HtmlValidate, StaticConfigLoader } from 'html-validate'
import { describe, expect, it } from 'vitest'
import { readBuiltPages } from '../../generator/gates/builtPages'
import { parseHtml } from '../../generator/gates/parseHtml'
import { htmlValidateConfig, validatePage } from '../../generator/gates/checkMarkup'

import { ownHelpers, useFasterHtmlValidate } from '../../generator/gates/fasterHtmlValidate'

// html-validate's own, as the module found them before any replacement.
const {
  getElementsByTagName: ownGetElementsByTagName,
  getTagsWithProperty: ownGetTagsWithProperty,
  getTagsDerivedFrom: ownGetTagsDerivedFrom,
  matches: ownMatches,
  is: ownIs,
  querySelectorAll: ownQuerySelectorAll,
  querySelector: ownQuerySelector,
  on: ownOn,
  getCallbacks: ownGetCallbacks,
} = ownHelpers

const fixtures = path.resolve(import.meta.dirname, '../fixtures')
const pages = ['site-ok', 'site-broken-link', 'site-missing-alt'].flatMap((site) =>
  readBuiltPages(path.join(fixtures, site, 'client')),
)

/**
 * What html-validate's own helper answers with its own `getElementsByTagName`, which its selectors walk
 * with (the faster one answers a whole document from lists of its elements).
 */
function unreplaced<T>(answer: () => T): T {
  const faster = HtmlElement.prototype.getElementsByTagName
  HtmlElement.prototype.getElementsByTagName = ownGetElementsByTagName
  try {
    return answer()
  } finally {
    HtmlElement.prototype.getElementsByTagName = faster
  }
}

/** Every element under a root, the root included. */
const elementsOf = (root: HtmlElement): HtmlElement[] => [root, ...ownGetElementsByTagName.call(root, '*')]

describe('the faster html-validate helpers', () => {
  it('are in use', () => {
    expect(useFasterHtmlValidate()).toBe(true)
    expect(HtmlElement.prototype.getElementsByTagName).not.toBe(ownGetElementsByTagName)
  })

  it('find the elements html-validate finds, in its order, from every element of every fixture page', () => {
    expect(pages.length).toBeGreaterThan(3)
    let compared = 0
    for (const page of pages) {
      const root = parseHtml(page.html)
      const names = ['*', ...new Set(elementsOf(root).map((element) => element.tagName))]
      for (const element of elementsOf(root)) {
        for (const name of names) {
          const faster = element.getElementsByTagName(name)
          const own = ownGetElementsByTagName.call(element, name)
          // The very same elements (not equal copies), in the same order.
          expect(
            faster.length === own.length && faster.every((found, i) => found === own[i]),
            `${page.urlPath} <${element.tagName}> ${name}`,
          ).toBe(true)
          compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(3000)
  })

  it('match what html-validate matches, for plain tag names and every other kind of selector, on every element', () => {
    let compared = 0
    for (const page of pages) {
      const root = parseHtml(page.html)
      const tags = [...new Set(elementsOf(root).map((element) => element.tagName))]
      const selectors = [
        '*',
        ...tags,
        ...tags.map((tag) => tag.toUpperCase()),
        `${tags[0]}, ${tags[1]}`,
        'ul,ol , li',
        'a[href]',
        'a[href], li',
        '> li',
        'main p',
        'div > a',
        '.container',
        'fieldset[disabled]',
        'form, template',
        'h1 + p',
      ]
      for (const element of elementsOf(root))
        for (const selector of selectors) {
          expect(element.matches(selector), `${page.urlPath} <${element.tagName}> ${selector}`).toBe(
            ownMatches.call(element, selector),
          )
          compared++
        }
    }
    expect(compared).toBeGreaterThan(3000)
  })

  it("tell tag names apart as html-validate's own `is` does", () => {
    let compared = 0
    for (const page of pages) {
      const root = parseHtml(page.html)
      const names = [...new Set(elementsOf(root).map((element) => element.tagName))]
      for (const element of elementsOf(root))
        for (const name of ['*', ...names, ...names.map((n) => n.toUpperCase()), 'linearGradient', 'LINEARGRADIENT']) {
          expect(element.is(name), `<${element.tagName}> ${name}`).toBe(ownIs.call(element, name))
          compared++
        }
    }
    expect(compared).toBeGreaterThan(3000)
  })

  it('select what html-validate selects, in its order, for the lists its rules ask and others, from every element', () => {
    // The selector lists html-validate's rules ask of a document, as they ask them.
    const asked = new Set<string>()
    const spy = HtmlElement.prototype.querySelectorAll
    HtmlElement.prototype.querySelectorAll = function (this: HtmlElement, selectorList: string) {
      asked.add(selectorList)
      return spy.call(this, selectorList)
    }
    try {
      for (const page of pages) validatePage(page.html, page.file)
    } finally {
      HtmlElement.prototype.querySelectorAll = spy
    }
    expect(asked.size).toBeGreaterThan(20)
    const selectors = [
      ...asked,
      'main',
      '[id]',
      'A[HREF]',
      '> *',
      '>li',
      'ul > li',
      'nav a',
      'img, svg',
      'svg, img, svg',
      'meta[name="robots"]',
      '[role="navigation"], nav',
      'input[type="checkbox"][name]',
      '.prose',
      '#main',
      'h1 + p',
      'a:first-child',
      '',
    ]
    let compared = 0
    let simple = 0
    for (const page of pages) {
      const root = parseHtml(page.html)
      for (const element of elementsOf(root))
        for (const selector of selectors) {
          const own = unreplaced(() => ownQuerySelectorAll.call(element, selector))
          const faster = element.querySelectorAll(selector)
          expect(
            faster.length === own.length && faster.every((found, i) => found === own[i]),
            `${page.urlPath} <${element.tagName}> ${selector}`,
          ).toBe(true)
          expect(element.querySelector(selector), `${page.urlPath} <${element.tagName}> ${selector}`).toBe(
            unreplaced(() => ownQuerySelector.call(element, selector)),
          )
          if (own.length > 0) simple++
          compared++
        }
    }
    expect(compared).toBeGreaterThan(3000)
    expect(simple).toBeGreaterThan(500)
  })

  it('list the tags html-validate lists for every property and every tag, and keep each list to themselves', () => {
    const table = new HtmlValidate({ extends: ['html-validate:recommended'] })
      .getConfigForSync('page.html')
      .getMetaTable()
    const tags = Object.keys((table as unknown as { elements: Record<string, object> }).elements)
    const properties = [...new Set(tags.flatMap((tag) => Object.keys(table.getMetaFor(tag) ?? {})))]
    expect(properties).toEqual(
      expect.arrayContaining(['formAssociated', 'focusable', 'labelable', 'form', 'submitButton']),
    )
    for (const property of properties) {
      expect(table.getTagsWithProperty(property as never), property).toEqual(
        ownGetTagsWithProperty.call(table, property as never),
      )
    }
    for (const tag of tags) expect(table.getTagsDerivedFrom(tag), tag).toEqual(ownGetTagsDerivedFrom.call(table, tag))
    table.getTagsWithProperty('focusable').length = 0
    expect(table.getTagsWithProperty('focusable')).toEqual(ownGetTagsWithProperty.call(table, 'focusable'))
    expect(table.getTagsWithProperty('focusable').length).toBeGreaterThan(0)
  })

  it("call an event's listeners of the moment it began, as html-validate's own copy of the list does", () => {
    type On = typeof ownOn
    type GetCallbacks = typeof ownGetCallbacks
    /** What each trigger calls, with the handler's `on` and `getCallbacks` as given, with or without a listener of every event. */
    const calls = (on: On, getCallbacks: GetCallbacks, everyEvent: boolean) => {
      const handler = new EventHandler()
      Object.assign(handler, { on, getCallbacks })
      const called: string[] = []
      const listener = (name: string, then?: () => void) => () => {
        called.push(name)
        then?.()
      }
      const removeC = handler.on('x', listener('c'))
      // During "x": adds d to "x" and "y" (not called in this trigger), removes c (still called in it).
      handler.on(
        'x',
        listener('a', () => {
          handler.on('x, y', listener('d'))
          removeC()
        }),
      )
      handler.once('y', listener('once'))
      if (everyEvent) handler.on('*', listener('any'))
      for (const event of ['x', 'x', 'y', 'y', 'z']) {
        called.push(`${event}:`)
        handler.trigger(event, {})
      }
      return called.join(' ')
    }
    expect(useFasterHtmlValidate()).toBe(true)
    const faster = [
      EventHandler.prototype.on,
      (EventHandler.prototype as unknown as { getCallbacks: GetCallbacks }).getCallbacks,
    ] as const
    expect(faster).not.toEqual([ownOn, ownGetCallbacks])
    expect(calls(ownOn, ownGetCallbacks, false)).toBe('x: c a x: a d y: once d d y: d d z:')
    expect(calls(ownOn, ownGetCallbacks, true)).toBe('x: c a any x: a d any y: once d d any y: d d any z: any')
    for (const everyEvent of [false, true])
      expect(calls(...faster, everyEvent)).toBe(calls(ownOn, ownGetCallbacks, everyEvent))
  })

  it('report what html-validate reports with every rule made anew, also where advice rules (warnings) apply', () => {
    // The same configuration, resolved by html-validate for every document, rules turned off included.
    const plain = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig))
    const withProblems = `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>
<nav><a href="/">Home</a></nav><nav><a href="/a">A</a></nav>
<main><h1>t</h1><h3>skipped</h3><img src="/x.jpg"><div role="button" tabindex="0">go</div>
<p id="d">a</p><p id="d" style="color: red">b</p><input type="text"><button>ok</button></main></body></html>`
    const documents = [
      ...pages.map((page) => ({ html: page.html, file: page.file })),
      { html: withProblems, file: 'x.html' },
    ]
    const seen = new Set<string>()
    for (const { html, file } of documents) {
      const own = plain
        .validateStringSync(html, file)
        .results.flatMap((result) => result.messages)
        .map((m) => `${m.ruleId} ${m.severity} ${m.line}:${m.column} ${m.message}`)
      const gates = validatePage(html, file)
        .messages.filter((m) => !m.ruleId.startsWith('site-gates/'))
        .map((m) => `${m.ruleId} ${m.severity} ${m.line}:${m.column} ${m.message}`)
      expect(gates, file).toEqual(own)
      for (const m of own) seen.add(m.split(' ').slice(0, 2).join(' '))
    }
    // Errors and warnings both, so a loader that kept too few rules would fail above.
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'wcag/h37 2',
        'heading-level 2',
        'no-dup-id 2',
        'prefer-native-element 1',
        'unique-landmark 1',
      ]),
    )
  })
})
