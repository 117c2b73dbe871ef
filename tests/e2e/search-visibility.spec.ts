/**
 * Search visibility gate on the served site: sitemap.xml lists every prerendered page (designed
 * pages, MDX pages, patch types, the blog snapshot) and nothing that is not indexable, robots.txt
 * points at it, every page has a share image that exists, titles and descriptions are unique, and the
 * structured data is valid and complete: the business on home, about and contact, FAQPage on /faq,
 * BreadcrumbList wherever a breadcrumb shows, the priced services on /services, /pricing and the service
 * pages, BlogPosting on posts. The checks are the build's own (generator/gates/), on what a crawler gets.
 */
import type { APIRequestContext } from '@playwright/test'
import { blockOf, faq, navigation, patches, services, site } from '../support/siteContent'
import { loadContent } from '../../generator/content/loadContent'
import { FIXTURES } from '../../tools/sample-api/fixtures'
import { checkHeads } from '../../generator/gates/checkHead'
import { checkJsonLd, jsonLdOf, jsonLdTypes } from '../../generator/gates/checkJsonLd'
import { attr, parseHtml, type ParsedPage } from '../../generator/gates/parseHtml'
import { expect, test } from './fixtures'
import { NOT_FOUND_PATH, sitemapPaths } from './siteRoutes'

const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/$/, '')
const repo = new URL('../..', import.meta.url).pathname

/** A page as a crawler gets it (no JavaScript), parsed by the build's own parser. */
async function fetchPage(request: APIRequestContext, urlPath: string): Promise<ParsedPage> {
  const response = await request.get(urlPath)
  const html = await response.text()
  return { file: urlPath, urlPath: decodeURIComponent(urlPath), html, root: parseHtml(html) }
}

/** The JSON-LD objects of a page that have a given @type. */
const itemsOf = (page: ParsedPage, type: string) =>
  jsonLdOf(page).items.filter((item) => jsonLdTypes([item]).includes(type))

// The crawl is shared by the tests of this file, which run in order in one worker, so the site is crawled once.
test.describe.configure({ mode: 'default' })
let crawl: Promise<ParsedPage[]> | undefined
const crawlSite = (request: APIRequestContext) =>
  (crawl ??= sitemapPaths(request).then((paths) =>
    Promise.all([...paths, NOT_FOUND_PATH].map((p) => fetchPage(request, p))),
  ))

test('robots.txt allows crawling and points at the sitemap on SITE_URL', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^User-agent: \*$/m)
  expect(robots).toMatch(/^Allow: \/$/m)
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  expect((await request.get('/sitemap.xml')).headers()['content-type']).toContain('xml')
})

test('sitemap.xml lists every designed page, MDX page, patch type and blog post of the snapshot, and no page kept out of search', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  for (const loc of locs) expect(loc.startsWith(`${siteUrl}/`), `${loc} is on SITE_URL`).toBe(true)
  const paths = new Set(await sitemapPaths(request))
  expect(paths.size, 'no URL twice').toBe(locs.length)

  const navPaths = [...navigation.main, ...navigation.main.flatMap((i) => i.children ?? []), ...navigation.footer].map(
    (i) => i.href.split('#')[0],
  )
  const loaded = await loadContent(repo)
  if (!loaded.ok) throw new Error('content does not load')
  const expected = new Set([
    ...navPaths,
    ...loaded.content.pages.filter((p) => p.route !== 'template' && !p.frontmatter.noindex).map((p) => p.urlPath),
    ...FIXTURES.map((post) => `/blog/${post.slug}`),
  ])
  for (const path of expected) expect.soft(paths.has(path), `${path} is in the sitemap`).toBe(true)
  // A page kept out of search (a form's confirmation) is out of the sitemap, and says so in its head.
  for (const page of loaded.content.pages.filter((p) => p.frontmatter.noindex)) {
    expect.soft(paths.has(page.urlPath), `${page.urlPath} is not in the sitemap`).toBe(false)
    const html = await fetchPage(request, page.urlPath)
    expect
      .soft(attr(html.root.querySelector('meta[name="robots"]')!, 'content'), `${page.urlPath}: robots`)
      .toMatch(/^noindex/)
  }
  // A patch type is listed under its canonical address (the first type's is /custom-patches).
  for (const patch of patches) {
    const page = await fetchPage(request, `/custom-patches/${patch.slug}`)
    const canonical = new URL(attr(page.root.querySelector('link[rel="canonical"]')!, 'href')!).pathname
    expect.soft(paths.has(canonical), `${patch.name}: its canonical ${canonical} is in the sitemap`).toBe(true)
  }
})

test('every sitemap URL is an indexable page whose canonical is that URL; the 404 page is not listed', async ({
  request,
}) => {
  const pages = await crawlSite(request)
  for (const page of pages.filter((p) => p.urlPath !== NOT_FOUND_PATH)) {
    expect.soft(attr(page.root.querySelector('meta[name="robots"]')!, 'content'), page.urlPath).toBe('index, follow')
    expect
      .soft(
        decodeURIComponent(new URL(attr(page.root.querySelector('link[rel="canonical"]')!, 'href')!).pathname),
        `${page.urlPath}: canonical`,
      )
      .toBe(page.urlPath)
  }
  const notFound = pages.find((p) => p.urlPath === NOT_FOUND_PATH)!
  expect(attr(notFound.root.querySelector('meta[name="robots"]')!, 'content')).toMatch(/^noindex/)
})

test('every page has a share image that exists, and its own title and description', async ({ request }, testInfo) => {
  const pages = await crawlSite(request)
  for (const page of pages) {
    const image = attr(page.root.querySelector('meta[property="og:image"]')!, 'content') ?? ''
    expect
      .soft(
        /^\/(assets\/)?images\//.test(image.startsWith(`${siteUrl}/`) ? image.slice(siteUrl.length) : image),
        `${page.urlPath}: og:image ${image} is an image of the site`,
      )
      .toBe(true)
    const response = await request.get(new URL(image).pathname)
    expect.soft(response.status(), `${page.urlPath}: og:image ${image}`).toBe(200)
    expect.soft(response.headers()['content-type'], `${page.urlPath}: og:image type`).toMatch(/^image\//)
  }
  const problems = checkHeads(pages, siteUrl)
  const warnings = problems.filter((p) => p.severity === 'warning').map((p) => `${p.pages.join(', ')}: ${p.what}`)
  for (const warning of warnings) testInfo.annotations.push({ type: 'warning', description: warning })
  expect(
    problems.filter((p) => p.severity === 'error').map((p) => `${p.pages.join(', ')}: ${p.what}. ${p.fix}`),
  ).toEqual([])
})

test('every JSON-LD block is valid schema.org data, and breadcrumbs match the visible trail', async ({ request }) => {
  const pages = await crawlSite(request)
  expect(checkJsonLd(pages).map((p) => `${p.pages.join(', ')}: ${p.what}`)).toEqual([])
  expect(
    pages.filter((p) => p.root.querySelector('nav[aria-label="Breadcrumb"]') && itemsOf(p, 'BreadcrumbList').length)
      .length,
    'pages with a BreadcrumbList',
  ).toBeGreaterThan(10)
})

test('the business is described on the home, about and contact pages, from site.json', async ({ request }) => {
  for (const path of ['/', '/about', '/contact']) {
    const page = await fetchPage(request, path)
    const business = jsonLdOf(page).items.find((item) =>
      jsonLdTypes([item]).some((t) => ['LocalBusiness', 'ProfessionalService'].includes(t)),
    )
    expect(business, `${path}: business JSON-LD`).toBeDefined()
    expect(business).toMatchObject({
      name: site.brand,
      url: `${siteUrl}/`,
      telephone: site.contact.phoneHref,
      email: site.contact.email,
      foundingDate: String(site.foundedYear),
      openingHours: site.contact.openingHours,
      sameAs: site.social.map((s) => s.url),
      logo: expect.stringMatching(new RegExp(`^${siteUrl}/images/logo`)),
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.contact.address.street,
        addressLocality: site.contact.address.city,
        addressRegion: site.contact.address.region,
        postalCode: site.contact.address.postalCode,
        addressCountry: site.contact.address.country,
      },
    })
  }
})

test('/faq describes its questions and answers as FAQPage, from faq.json', async ({ request }) => {
  const [faqPage] = itemsOf(await fetchPage(request, '/faq'), 'FAQPage')
  expect(faqPage, 'FAQPage JSON-LD on /faq').toBeDefined()
  expect(faqPage.mainEntity).toEqual(
    faq.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  )
})

test('the services and their prices are offers on /services, /pricing and the service pages', async ({ request }) => {
  type Offer = { name: string; price: string; priceCurrency: string }
  type Service = { name: string; url: string; hasOfferCatalog?: { itemListElement: Offer[] } }
  const expectations: [string, (keyof typeof services.plans)[]][] = [
    ['/services', ['embroidery', 'vector']],
    // In the order the page shows its price cards.
    ['/pricing', blockOf('/pricing', 'price-cards').plans],
    ['/services/embroidery-digitizing', ['embroidery']],
    ['/services/vector-conversion', ['vector']],
  ]
  for (const [path, keys] of expectations) {
    const found = itemsOf(await fetchPage(request, path), 'Service') as unknown as Service[]
    expect(
      found.map((s) => s.name),
      `${path}: services`,
    ).toEqual(keys.map((k) => services.plans[k].name))
    for (const key of keys) {
      const service = found.find((s) => s.name === services.plans[key].name)!
      const priced = (services.plans[key].lines as { label: string; price?: number }[]).filter(
        (line) => typeof line.price === 'number',
      )
      const offers = service.hasOfferCatalog?.itemListElement ?? []
      expect(
        offers.filter((o) => o.price !== '0').map((o) => `${o.name}: ${o.price} ${o.priceCurrency}`),
        `${path}: ${service.name} offers`,
      ).toEqual(priced.map((l) => `${l.label}: ${l.price} USD`))
    }
  }
})

test('blog posts are BlogPosting with their title, date and banner', async ({ request }) => {
  const paths = (await sitemapPaths(request)).filter((p) => p.startsWith('/blog/'))
  expect(paths.length).toBe(FIXTURES.length)
  for (const path of paths) {
    const post = FIXTURES.find((p) => `/blog/${p.slug}` === decodeURIComponent(path))!
    const [posting] = itemsOf(await fetchPage(request, path), 'BlogPosting')
    expect.soft(posting, `${path}: BlogPosting JSON-LD`).toBeDefined()
    expect.soft(posting?.headline, `${path}: headline`).toBe(post.title)
    expect.soft(String(posting?.datePublished), `${path}: datePublished`).toMatch(/^\d{4}-\d{2}-\d{2}/)
  }
})
