/**
 * The gates validate a page in three parts, the layout around it (once per build for every page of a
 * template), the shape of its head (once for every page whose head differs only in what it says) and
 * the page's own part (generator/gates/splitPage.ts, pageFacts.ts). These tests hold the split to what
 * validating each page whole finds: on the fixture sites, page by page, and on the cases that span the
 * parts (an id in two of them, a reference to another, a second <h1>, a layout that hides or heads the
 * page, a head with mistakes or with values that are not plain text).
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readBuiltPages } from '../../generator/gates/builtPages'
import { analyzePage, analyzeWholePage, type PageFacts } from '../../generator/gates/pageFacts'
import { chromeDocument, chromeKey, headKey, headShape, ownDocument, splitPage } from '../../generator/gates/splitPage'
import { deferPageScripts } from '../../generator/output/deferScripts'

const fixtures = path.resolve(import.meta.dirname, '../fixtures')

/** What a page's facts say, in a form to compare: problems (where they are found aside), references, ids, head. */
function summary(facts: PageFacts) {
  // Where a problem is found (a selector or a line) differs between the two documents; what it is must not.
  const what = (p: PageFacts['problems'][number]) => `${p.severity} ${p.what.replace(/\((\S+), .*\)$/, '($1)')}`
  return {
    problems: facts.problems.map(what).sort(),
    refs: facts.refs.map((r) => `${r.kind} ${r.value}`).sort(),
    ids: [...facts.ids].sort(),
    head: facts.head,
    jsonLdUrls: facts.jsonLdUrls.map((u) => u.url).sort(),
  }
}

/** A page in the renderer's shape: the layout (with `header` and `footer` markup) around `main`. */
function page({
  head = '<title>A page of the fixture site</title><meta name="description" content="A page of the fixture site, written for the tests of the gates.">',
  header = '',
  main = '<h1>A page</h1>',
  footer = '',
  rootAttributes = '',
} = {}) {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    ${head}
  </head>
  <body>
    <div id="root"${rootAttributes}><a class="skip-link" href="#main">Skip to content</a><header><nav aria-label="Main"><a href="/">Home</a></nav>${header}</header><main id="main" tabindex="-1">${main}</main><footer><h2>Contact</h2><p>Brooklyn</p>${footer}</footer></div>
    <script id="vike_pageContext" type="application/json">{"data":1}</script>
    <script src="/assets/boot.js" defer></script>
  </body>
</html>`
}

const analyze = (html: string, urlPath = '/a-page') =>
  analyzePage({ file: `${urlPath.slice(1) || 'index'}.html`, urlPath, html })
const whole = (html: string, urlPath = '/a-page') =>
  analyzeWholePage({ file: `${urlPath.slice(1) || 'index'}.html`, urlPath, html })

describe('splitPage', () => {
  it('cuts a page into its layout and its own part, which together hold all of it', () => {
    const html = page({ main: '<h1>Own</h1><p>Text</p>' })
    const parts = splitPage(html)!
    expect(parts.own.main).toBe('<main id="main" tabindex="-1"><h1>Own</h1><p>Text</p></main>')
    expect(parts.own.tail).toMatch(/^<script id="vike_pageContext"[^]*boot\.js" defer><\/script>\n {2}$/)
    expect(parts.own.head).toContain('<title>A page of the fixture site</title>')
    const { a, b, c, z } = parts.chrome
    expect(a + parts.own.head + b + parts.own.main + c + parts.own.tail + z).toBe(html)
    expect(ownDocument(parts)).not.toContain('<footer>')
    expect(chromeDocument(parts)).not.toContain('<p>Text</p>')
  })

  it('gives pages of one template one key, whatever their own parts', () => {
    const one = splitPage(page({ main: '<h1>One</h1>', head: '<title>One</title>' }))!
    const two = splitPage(page({ main: '<h1>Two</h1><p>More</p>', head: '<title>Two</title>' }))!
    expect(chromeKey(one)).toBe(chromeKey(two))
    expect(chromeKey(splitPage(page({ footer: '<p>Other layout</p>' }))!)).not.toBe(chromeKey(one))
  })

  it('keeps the line of everything in the page’s own part', () => {
    const html = page({ main: '<h1>Own</h1>\n<p>two</p>\n<p id="here">three</p>' })
    const own = ownDocument(splitPage(html)!)
    const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length
    expect(lineOf(own, 'id="here"')).toBe(lineOf(html, 'id="here"'))
  })

  it('splits a page whose scripts hold a "<", as the inline boot script does, and finds there what the whole page does', () => {
    // The page as the build leaves it: Vike's entry replaced by the boot script, written into the page.
    const html = deferPageScripts(
      page().replace(
        '<script src="/assets/boot.js" defer></script>',
        '<script src="/assets/entries/entry.X1.js" type="module" async></script>',
      ),
    )
    expect(html).toMatch(/<script data-entry="[^"]+" data-preload="">[^]*<[^/][^]*<\/script>/)
    const parts = splitPage(html)
    expect(parts).not.toBeNull()
    expect(parts!.own.tail).toContain('data-entry=')
    expect(summary(analyze(html))).toEqual(summary(whole(html)))
  })

  it('leaves a page of another shape whole: no <main>, or more than scripts after the first script', () => {
    expect(splitPage('<!DOCTYPE html><html><head><title>x</title></head><body><p>No main</p></body></html>')).toBeNull()
    expect(
      splitPage(page().replace('<script src="/assets/boot.js"', '<p>Late text</p><script src="/assets/boot.js"')),
    ).toBeNull()
  })
})

describe('a page checked in parts finds what the whole page does', () => {
  const sites = ['site-ok', 'site-broken-link', 'site-missing-alt']
  for (const site of sites) {
    it(`on every page of the fixture ${site}`, () => {
      const client = path.join(fixtures, site, 'client')
      const pages = readBuiltPages(client)
      expect(pages.length).toBeGreaterThan(0)
      for (const built of pages)
        expect(summary(analyzePage(built)), built.urlPath).toEqual(summary(analyzeWholePage(built)))
    })
  }

  it('on pages with mistakes in their own part and in the layout', () => {
    const html = page({
      header: '<img src="/logo.svg">',
      main: '<h1>Own</h1><h3>Skips a level</h3><button></button><div id="main-copy"></div>',
    })
    const split = summary(analyze(html))
    expect(split).toEqual(summary(whole(html)))
    expect(split.problems.join('\n')).toMatch(/wcag\/h37/)
    expect(split.problems.join('\n')).toMatch(/heading-level/)
  })

  it('an id on both sides is a duplicate', () => {
    const html = page({ header: '<span id="twice"></span>', main: '<h1>Own</h1><p id="twice">Again</p>' })
    expect(
      whole(html)
        .problems.map((p) => p.what)
        .join('\n'),
    ).toMatch(/Duplicate ID "twice"/)
    expect(analyze(html).problems.map((p) => p.what)).toContainEqual(expect.stringMatching(/^Duplicate ID "twice"/))
  })

  it('a reference to an id on the other side is kept; one to no id anywhere is reported', () => {
    const across = page({
      header: '<p id="note">Prices in USD</p>',
      main: '<h1>Own</h1><p aria-describedby="note">Price</p>',
      footer: '<p aria-describedby="main">Footer note</p>',
    })
    expect(summary(analyze(across)).problems).toEqual([])
    expect(summary(whole(across)).problems).toEqual([])
    const nowhere = page({ main: '<h1>Own</h1><p aria-describedby="gone">Price</p>' })
    expect(summary(analyze(nowhere)).problems).toEqual(summary(whole(nowhere)).problems)
    expect(analyze(nowhere).problems.map((p) => p.what)).toContainEqual(
      expect.stringMatching(/Element references missing id "gone"/),
    )
  })

  it('an <h1> in the layout beside the page’s own is a second <h1>', () => {
    const html = page({ footer: '<h1>Footer title</h1>', main: '<h1>Own</h1>' })
    expect(analyze(html).problems.map((p) => p.what)).toContainEqual(
      'the page has 2 <h1> headings ("Footer title", "Own")',
    )
  })

  it('a layout that heads or hides the page is validated whole', () => {
    for (const html of [
      page({ header: '<h2>Before the page</h2>' }),
      page({ rootAttributes: ' aria-hidden="true"' }),
      page({ rootAttributes: ' inert' }),
    ]) {
      expect(summary(analyze(html))).toEqual(summary(whole(html)))
    }
    expect(
      analyze(page({ rootAttributes: ' aria-hidden="true"' }))
        .problems.map((p) => p.what)
        .join('\n'),
    ).toMatch(/hidden-focusable/)
  })

  it('a head validated by its shape finds what the whole page does, mistakes and what the head says', () => {
    const heads = [
      // What pages say, plain and with the escapes React writes: one shape.
      '<title>Caps &amp; jackets</title><meta name="description" content="It&#x27;s a page."><link rel="canonical" href="https://www.example.com/a-page">',
      // Empty or blank values are kept as they are.
      '<title> </title><meta name="description" content=""><link rel="canonical" href="">',
      // Raw characters, unknown references and quotes are kept as they are.
      '<title>Tom & Jerry</title><meta property="og:title" content="Caps &nbsp; hats &bogus; x">',
      '<title>It\'s ours</title><meta name="keywords" content="a<b"><meta name="description" content="We&#039;re here, it\'s &quot;open&quot;">',
      // Mistakes in the head's structure.
      '<title>One</title><title>Two</title><meta name="description" content="Twice"><meta name="description" content="Twice">',
      '<title>Refresh</title><meta http-equiv="refresh" content="0; url=/elsewhere">',
      '<title>Ids</title><link id="main" rel="icon" href="/favicon.svg"><script type="application/ld+json" id="data">{"@context":"https://schema.org","@type":"Thing","url":"https://www.example.com/gone"}</script>',
      '<title>Labelled</title><meta name="description" content="x" aria-describedby="nowhere">',
    ]
    for (const head of heads) {
      const html = page({ head, main: '<h1>Own</h1><p id="data">Text</p>' })
      expect(summary(analyze(html)), head).toEqual(summary(whole(html)))
    }
    const problems = (head: string) =>
      analyze(page({ head, main: '<h1>Own</h1><p id="data">Text</p>' }))
        .problems.map((p) => p.what)
        .join('\n')
    expect(problems(heads[1])).toMatch(/empty-title/)
    expect(problems(heads[2])).toMatch(/no-raw-characters|unrecognized-char-ref/)
    expect(problems(heads[4])).toMatch(/element-permitted-occurrences/)
    expect(problems(heads[6])).toMatch(
      /Duplicate ID "main"[^]*Duplicate ID "data"|Duplicate ID "data"[^]*Duplicate ID "main"/,
    )
    expect(analyze(page({ head: heads[6] })).head?.canonical).toBe('')
    expect(analyze(page({ head: heads[0] })).head).toMatchObject({
      title: 'Caps & jackets',
      description: "It's a page.",
      canonical: 'https://www.example.com/a-page',
    })
  })

  it('reports a problem of what every part shares (the doctype and <html>) once, as the whole page does', () => {
    const html = page().replace('<html lang="en">', '<html>')
    const split = analyze(html).problems.map((p) => p.what)
    expect(split.filter((what) => /"lang"/.test(what))).toHaveLength(1)
    expect(summary(analyze(html))).toEqual(summary(whole(html)))
  })

  it('gives heads that differ only in what they say one shape, and any other difference its own', () => {
    const key = (head: string) => headKey(splitPage(page({ head }))!)
    const about =
      '<title>About us</title><meta name="description" content="Who we are."><link rel="canonical" href="/about">'
    expect(
      key(
        '<title>Prices</title><meta name="description" content="What it costs."><link rel="canonical" href="/pricing">',
      ),
    ).toBe(key(about))
    expect(headShape(about)).toBe(
      '<title>x</title><meta name="description" content="x"><link rel="canonical" href="x">',
    )
    // What the renderer, Vike and React write for an apostrophe and a quote is plain.
    expect(
      headShape('<title>We&#039;re open</title><meta name="description" content="It\'s &quot;open&quot; &amp; near">'),
    ).toBe('<title>x</title><meta name="description" content="x">')
    for (const other of [
      '<title>About us</title><meta name="description" content="Who we are.">',
      '<title>About us</title><meta name="description" content=""><link rel="canonical" href="/about">',
      '<title>About &bogus; us</title><meta name="description" content="Who we are."><link rel="canonical" href="/about">',
      '<title>About us</title><meta http-equiv="refresh" content="0"><link rel="canonical" href="/about">',
      '<title>About us</title><meta name="description" content="Who we are."><link rel="icon" href="/about.svg">',
    ])
      expect(key(other), other).not.toBe(key(about))
  })
})
