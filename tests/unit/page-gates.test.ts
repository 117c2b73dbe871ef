/**
 * The quality gates on a built site, run on a tiny built site (tests/fixtures/site-ok) and variants of
 * it (an edit of one file, or the pages a fixture folder adds): the valid one passes; each mistake a writer or developer makes fails with a message that names the file (or page)
 * and says what to do. The real build with a broken link in an MDX page, and check:content on bad
 * frontmatter: tests/integration/writer-build.test.ts and commands.test.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bootScript } from '../../generator/output/bootScript'
import { businessJsonLd } from '../../lib/jsonLd/businessJsonLd'
import { breadcrumbJsonLd } from '../../lib/jsonLd/breadcrumbJsonLd'
import { serializeJsonLd } from '../../lib/jsonLd/serializeJsonLd'
import { servicesJsonLd } from '../../lib/jsonLd/serviceJsonLd'
import { loadContent, pageFilesOf } from '../../generator/content/loadContent'
import { useTempDirs } from '../support/tempDirs'
import { indexablePaths, writeSitemap } from '../../generator/output/writeSitemap'
import { fileForPath, readBuiltPages, siteUrlOfBuild, urlPathOfFile } from '../../generator/gates/builtPages'
import { validateJsonLdNode } from '../../generator/gates/checkJsonLd'
import { srcsetUrls } from '../../generator/gates/checkLinks'
import { containsValue } from '../../generator/gates/contentSources'
import { formatReport } from '../../generator/gates/problems'
import { htmlGate, linkGate, type GateResult } from '../../generator/gates/siteGates'

const repo = path.resolve(import.meta.dirname, '../..')
const fixtures = path.join(repo, 'tests/fixtures')
const SITE = 'https://fixture.example'
const tempDir = useTempDirs()

/** Runs one gate on a fixture root (a folder with client/ and maybe content/). */
function gate(which: 'links' | 'html', root: string): GateResult {
  const input = { root, clientDir: path.join(root, 'client'), siteUrl: SITE, contentPages: pageFilesOf(root) }
  return which === 'links' ? linkGate(input) : htmlGate(input)
}

/** A copy of the valid fixture site with one file replaced or edited. */
function okSiteWith(edits: Record<string, (text: string) => string>): string {
  const root = tempDir('site-')
  fs.cpSync(path.join(fixtures, 'site-ok'), root, { recursive: true })
  for (const [file, edit] of Object.entries(edits)) {
    const abs = path.join(root, 'client', file)
    fs.mkdirSync(path.dirname(abs), { recursive: true })
    fs.writeFileSync(abs, edit(fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : ''))
  }
  return root
}

/** A copy of the valid fixture site with the pages of a fixture folder added (its client/ and content/). */
function okSiteAnd(added: string): string {
  const root = okSiteWith({})
  fs.cpSync(path.join(fixtures, added), root, { recursive: true })
  return root
}

/** Replaces the first match in a file's text; fails the test when the text is not there. */
const replace = (from: string | RegExp, to: string) => (text: string) => {
  const next = text.replace(from, to)
  if (next === text) throw new Error(`fixture edit found nothing to replace: ${String(from)}`)
  return next
}

const errorsOf = (result: GateResult) => result.report.split('\n').filter((line) => line.startsWith('  ✖'))

describe('the valid fixture site', () => {
  it('passes the link and HTML gates with nothing to report', () => {
    const root = path.join(fixtures, 'site-ok')
    for (const which of ['links', 'html'] as const) {
      const result = gate(which, root)
      expect(result.report, which).toBe('')
      expect(result.ok).toBe(true)
    }
  })
})

describe('the four mistakes of the issue', () => {
  it('a broken link in an MDX page names the MDX file, the link and the page', () => {
    const result = gate('links', okSiteAnd('site-broken-link'))
    expect(result.ok).toBe(false)
    expect(errorsOf(result)).toEqual([
      '  ✖ content/pages/guides/thread-care.mdx: link to /pricng does not exist (found in /guides/thread-care). Fix the link in that file.',
    ])
  })

  it('an image without alt text in an MDX page names the MDX file and says how to describe it', () => {
    const result = gate('html', okSiteAnd('site-missing-alt'))
    expect(result.ok).toBe(false)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        /^ {2}✖ content\/pages\/gallery\.mdx: <img> is missing required "alt" attribute .*<img src="\/images\/photo\.jpg">.*\(found in \/gallery\)\. Describe the image in that file/,
      ),
    ])
  })

  it('an inline script names the page and the CSP rule it breaks', () => {
    const result = gate(
      'html',
      okSiteWith({
        'index.html': replace(
          '</main>',
          "<script>document.querySelector('h1').textContent = 'Hello'</script>\n</main>",
        ),
      }),
    )
    expect(result.ok).toBe(false)
    expect(errorsOf(result)).toEqual([
      expect.stringMatching(
        /^ {2}✖ inline <script> "document\.querySelector\('h1'\).*" at .* \(found in \/\)\. Move the code into a module .*script-src 'self'/,
      ),
    ])
  })

  it('lets the boot script through by its exact text (the CSP allows it by its hash), and not a changed copy', () => {
    const withBoot = (code: string) =>
      okSiteWith({
        'index.html': replace(
          '</main>',
          `</main>\n<script data-entry="/assets/entries/client.js" data-preload="">${code}</script>`,
        ),
      })
    expect(errorsOf(gate('html', withBoot(bootScript)))).toEqual([])
    // One character changed: the first digit of the script (a delay or a limit) one higher.
    const oneChanged = bootScript.replace(/\d/, (digit) => String((Number(digit) + 1) % 10))
    expect(oneChanged).not.toBe(bootScript)
    const changed = gate('html', withBoot(oneChanged))
    expect(changed.ok).toBe(false)
    expect(errorsOf(changed)).toEqual([expect.stringContaining(`✖ inline <script> "${oneChanged.slice(0, 30)}`)])
  })
})

describe('the link gate', () => {
  it.each([
    [
      'an anchor that the target page lacks',
      { 'about/index.html': replace('href="/contact#contact"', 'href="/contact#quote"') },
      'link to /contact#quote: /contact has no element with id="quote" (found in /about). Give the target element id="quote", or fix the link.',
    ],
    [
      'an anchor on the same page',
      { 'index.html': replace('href="/about#story"', 'href="#stroy"') },
      'link to #stroy: / has no element with id="stroy"',
    ],
    [
      'a link through a legacy redirect',
      { 'about/index.html': replace('href="/contact#contact">Ask', 'href="/aboutus.asp">Ask') },
      'link to /aboutus.asp goes through the redirect to /about (found in /about). Link to /about directly',
    ],
    [
      'a srcset candidate that does not exist',
      { 'index.html': replace('/images/photo.webp 2x', '/images/photo@2x.webp 2x') },
      'image /images/photo@2x.webp does not exist (found in /). Add the file under public/',
    ],
    [
      'a missing share image',
      { 'about/index.html': replace('images/og.jpg', 'images/og/about.jpg') },
      'og:image https://fixture.example/images/og/about.jpg does not exist (found in /about)',
    ],
    [
      'an icon the sprite does not have',
      { 'index.html': replace('icons.svg#phone', 'icons.svg#fone') },
      'icon /icons.svg#fone: the sprite has no symbol "fone" (found in /). Add the icon to uiIcons in tools/make-icons.ts',
    ],
    [
      'a url() in the built CSS',
      { 'assets/site.css': replace('/images/bg.jpg', '/images/bg-old.jpg') },
      'url(/images/bg-old.jpg) in the CSS does not exist (found in /assets/site.css)',
    ],
    [
      'a missing stylesheet',
      { 'contact/index.html': replace('/assets/site.css', '/assets/gone.css') },
      'stylesheet /assets/gone.css does not exist (found in /contact)',
    ],
    [
      'a link to "#"',
      { 'about/index.html': replace('href="/contact#contact">Ask', 'href="#">Ask') },
      'link to "#" goes nowhere (found in /about). Link to a real target, or use a <button>',
    ],
  ])('fails on %s', (_name, edits, message) => {
    const result = gate('links', okSiteWith(edits))
    expect(result.ok).toBe(false)
    expect(errorsOf(result)).toEqual([expect.stringContaining(message)])
  })

  it('lists every page of a broken layout link once', () => {
    const root = okSiteWith(
      Object.fromEntries(
        ['index.html', 'about/index.html', 'contact/index.html', '404.html'].map((f) => [
          f,
          replace('href="/about">About', 'href="/abuot">About'),
        ]),
      ),
    )
    expect(errorsOf(gate('links', root))).toEqual([
      '  ✖ link to /abuot does not exist (found in /, /404.html, /about, /contact). Point the link at an existing page (see sitemap.xml), or add the missing page.',
    ])
  })

  it('does not fetch or judge external, mail and phone links', () => {
    const root = okSiteWith({
      'about/index.html': replace(
        '<p>We started',
        '<p><a href="https://elsewhere.example/nope">x</a> <a href="mailto:a@b.c">m</a> <a href="tel:+1">t</a> We started',
      ),
    })
    expect(gate('links', root).ok).toBe(true)
  })
})

describe('the HTML gate', () => {
  it.each([
    [
      'two h1 headings',
      { 'about/index.html': replace('<h2 id="story">Our story</h2>', '<h1 id="story">Our story</h1>') },
      /the page has 2 <h1> headings \("About us", "Our story"\) \(found in \/about\)\. Keep one <h1> per page/,
    ],
    [
      'no h1',
      { 'contact/index.html': replace(/<h1>(.*)<\/h1>/, '<h2>$1</h2>') },
      /the page has no <h1> \(found in \/contact\)/,
    ],
    [
      'a duplicate id',
      { 'about/index.html': replace('<p>We started', '<p id="story">We started') },
      /Duplicate ID "story" \(no-dup-id.*\(found in \/about\)\. Make the id unique/,
    ],
    [
      'an inline event handler',
      { 'contact/index.html': replace('<button type="submit">', '<button type="submit" onclick="send()">') },
      /inline event handler onclick="send\(\)" on <button>/,
    ],
    [
      'a javascript: URL',
      { 'about/index.html': replace('href="/contact#contact">Ask', 'href="javascript:void(0)">Ask') },
      /javascript: URL in href on <a>.*Use a <button>/,
    ],
    [
      'a style attribute',
      { 'index.html': replace('<p class="hero">', '<p class="hero" style="color: red">') },
      /style="color: red" on <p>.*style-src 'self'/,
    ],
    [
      'a <style> element',
      { 'index.html': replace('</head>', '<style>p { color: red }</style>\n</head>') },
      /inline <style> element.*style-src 'self'/,
    ],
    [
      'invalid HTML (a <div> inside a <p>)',
      { 'about/index.html': replace('<p>We started', '<p><div>Block</div>We started') },
      /Element <p> is implicitly closed by adjacent <div> \(no-implicit-close/,
    ],
    [
      'a form control without a label',
      { 'contact/index.html': replace('<label for="name">Name</label>', '') },
      /<input> element does not have a <label>/,
    ],
    [
      'a duplicate title',
      {
        'contact/index.html': replace(
          '<title>Contact us | Fixture Stitch</title>',
          '<title>About us | Fixture Stitch</title>',
        ),
      },
      /2 pages share the title "About us \| Fixture Stitch" \(found in \/about, \/contact\)\. Give each page its own title/,
    ],
    [
      'a duplicate description',
      {
        'contact/index.html': replace(
          /content="Ask the fixture studio[^"]*"/,
          'content="Meet the fixture team: professional digitizers and designers since 2012 in Brooklyn."',
        ),
      },
      /2 pages share the description/,
    ],
    [
      'a page without og:image',
      { 'about/index.html': replace(/<meta property="og:image"[^>]*>\n/, '') },
      /the page has no og:image \(found in \/about\)/,
    ],
    [
      'JSON-LD that is not JSON',
      { 'index.html': replace('"@type": "ProfessionalService"', '"@type": ProfessionalService') },
      /JSON-LD block 1 is not valid JSON/,
    ],
    [
      'JSON-LD without @context',
      {
        'index.html': replace(
          '"@context": "https://schema.org", "@type": "ProfessionalService"',
          '"@type": "ProfessionalService"',
        ),
      },
      /JSON-LD ProfessionalService has no "@context": "https:\/\/schema.org"/,
    ],
    [
      'a business without an address',
      { 'contact/index.html': replace(/"address": \{[^}]*\}, /, '') },
      /JSON-LD ProfessionalService \(ProfessionalService\) has no address \(found in \/contact\)/,
    ],
    [
      'a relative URL in JSON-LD',
      { 'index.html': replace('"logo": "https://fixture.example/images/logo.svg"', '"logo": "/images/logo.svg"') },
      /\.logo "\/images\/logo\.svg" should be an absolute URL/,
    ],
    [
      'a breadcrumb that differs from its JSON-LD',
      {
        'about/index.html': replace(
          '<span aria-current="page">About us</span>',
          '<span aria-current="page">About</span>',
        ),
      },
      /the BreadcrumbList \(Home › About us\) differs from the visible breadcrumb \(Home › About\)/,
    ],
  ])('fails on %s', (_name, edits, message) => {
    const result = gate('html', okSiteWith(edits))
    expect(result.ok).toBe(false)
    expect(errorsOf(result).join('\n')).toMatch(message)
  })

  it('only warns about a long title or a short description', () => {
    const root = okSiteWith({
      'about/index.html': (t) =>
        replace(
          'About us | Fixture Stitch</title>',
          'About us: professional embroidery digitizers and vector designers | Fixture Stitch</title>',
        )(t).replace(/name="description" content="[^"]*"/, 'name="description" content="Who we are."'),
    })
    const result = gate('html', root)
    expect(result.ok).toBe(true)
    expect(result.report).toMatch(/⚠ title is 82 characters, over 65/)
    expect(result.report).toMatch(/⚠ description is 11 characters, outside 50–160/)
  })

  it('accepts what Vike and React write: JSON data scripts, modulepreload links, camelCase attributes, useId ids', () => {
    const root = okSiteWith({
      'index.html': (t) =>
        replace(
          '<main id="main">',
          '<main id="main"><link rel="preload" as="image" href="/images/photo.jpg"/>',
        )(t).replace('<img src="/images/photo.jpg"', '<img id="_R_1_" fetchPriority="high" src="/images/photo.jpg"'),
    })
    expect(gate('html', root).report).toBe('')
  })
})

describe('helpers of the gates', () => {
  it('map built files to URL paths and back', () => {
    expect(['index.html', 'about/index.html', '404.html'].map(urlPathOfFile)).toEqual(['/', '/about', '/404.html'])
    const client = path.join(fixtures, 'site-ok/client')
    expect(
      ['/', '/about', '/about/', '/images/og.jpg', '/nope', '/../etc/passwd'].map((p) => fileForPath(client, p)),
    ).toEqual(['index.html', 'about/index.html', 'about/index.html', 'images/og.jpg', null, null])
    expect(siteUrlOfBuild(client)).toBe(SITE)
    expect(readBuiltPages(client).map((p) => p.urlPath)).toEqual(['/', '/404.html', '/about', '/contact'])
  })

  it('reads srcset candidates and finds values written in content', () => {
    expect(srcsetUrls('/a.webp 1x, /b.webp 2x,/c.webp 600w')).toEqual(['/a.webp', '/b.webp', '/c.webp'])
    expect(containsValue('See [prices](/pricng).', '/pricng')).toBe(true)
    expect(containsValue('"href": "/pricng"', '/pricng')).toBe(true)
    expect(containsValue('See [prices](/pricing).', '/pric')).toBe(false)
  })

  it('merges the same problem on many pages into one line', () => {
    const report = formatReport(
      'Links',
      [1, 2, 3, 4, 5, 6].map((n) => ({
        severity: 'error' as const,
        pages: [`/p${n}`],
        what: 'link to /x does not exist',
        fix: 'Fix it.',
      })),
    )
    expect(report).toBe(
      'Links: 1 error\n  ✖ link to /x does not exist (found in /p1, /p2, /p3, /p4 and 2 more pages). Fix it.',
    )
  })
})

const realContent = await loadContent(repo)

describe('the JSON-LD builders, on the real content', () => {
  const loaded = realContent
  if (!loaded.ok) throw new Error('content does not load')
  const site = loaded.content.collections['site.json']
  const services = loaded.content.collections['services.json']
  const siteUrl = 'https://www.example.com'

  it('describe the business completely: address, phone, e-mail, hours, logo, profiles, founding year', () => {
    const business = businessJsonLd(site, siteUrl)
    expect(validateJsonLdNode(business, 'business')).toEqual([])
    expect(business).toMatchObject({
      '@type': 'ProfessionalService',
      address: { addressLocality: site.contact.address.city, addressRegion: site.contact.address.region },
      telephone: site.contact.phoneHref,
      email: site.contact.email,
      openingHours: site.contact.openingHours,
      foundingDate: String(site.foundedYear),
      url: `${siteUrl}/`,
    })
    expect(business.sameAs).toEqual(site.social.map((s) => s.url))
  })

  it('give every priced line of a plan as an offer in USD, a minimum as a minimum', () => {
    const keys = ['embroidery', 'vector', 'patches'] as const
    const nodes = servicesJsonLd(keys, services, site, siteUrl)
    keys.forEach((key, i) => {
      const node = nodes[i]
      expect(validateJsonLdNode(node, node.name)).toEqual([])
      expect(node.url).toBe(`${siteUrl}${services.plans[key].page}`)
      const priced = services.plans[key].lines.filter((l) => l.price !== undefined)
      // A card without figures (custom patches, as written today) has no offer catalog.
      if (!priced.length) return expect(node, key).not.toHaveProperty('hasOfferCatalog')
      const offers = node.hasOfferCatalog!.itemListElement
      expect(offers.filter((o) => o.price !== '0').map((o) => [o.name, o.price])).toEqual(
        priced.map((l) => [l.label, String(l.price)]),
      )
      for (const line of priced.filter((l) => l.minimum))
        expect(offers.find((o) => o.name === line.label)).toMatchObject({
          priceSpecification: { minPrice: String(line.price) },
        })
    })
  })

  it('write breadcrumbs with absolute URLs, the current page last', () => {
    const list = breadcrumbJsonLd(
      [{ label: 'Home', href: '/' }, { label: 'Services', href: '/services' }, { label: 'Line Art' }],
      '/services/line-art',
      siteUrl,
    )
    expect(validateJsonLdNode(list, 'crumbs')).toEqual([])
    expect(list.itemListElement.map((i) => i.item)).toEqual([
      `${siteUrl}/`,
      `${siteUrl}/services`,
      `${siteUrl}/services/line-art`,
    ])
  })

  it('escape "<" so data can never close its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})

describe('the sitemap', () => {
  it('lists indexable pages whose canonical URL is their own, and leaves out noindex pages', () => {
    const root = okSiteWith({
      'contact/index.html': replace('href="https://fixture.example/contact"', 'href="https://fixture.example/about"'),
    })
    expect(indexablePaths(path.join(root, 'client'))).toEqual(['/', '/about'])
  })

  it('writes sitemap.xml on SITE_URL with encoded paths, and robots.txt pointing at it', () => {
    const root = okSiteWith({
      'blogs/Vector Art/index.html': () =>
        fs
          .readFileSync(path.join(fixtures, 'site-ok/client/about/index.html'), 'utf8')
          .replaceAll('https://fixture.example/about', 'https://fixture.example/blogs/Vector%20Art'),
    })
    const client = path.join(root, 'client')
    expect(writeSitemap(client, 'https://stitch.example.org')).toBe(4)
    const xml = fs.readFileSync(path.join(client, 'sitemap.xml'), 'utf8')
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://stitch.example.org/',
      'https://stitch.example.org/about',
      'https://stitch.example.org/blogs/Vector%20Art',
      'https://stitch.example.org/contact',
    ])
    expect(fs.readFileSync(path.join(client, 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://stitch.example.org/sitemap.xml',
    )
  })
})
