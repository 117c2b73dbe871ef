/**
 * Structured data (JSON-LD) of every built page: each block is valid JSON with a schema.org
 * @context and an @type, every typed object has the properties search engines need for its type,
 * URLs are absolute (and, on this site, reach a built page or file), and a page that shows a
 * breadcrumb describes the same trail as a BreadcrumbList.
 */
import { isNoindex } from './builtPages'
import { attr, text, type ParsedPage } from './parseHtml'
import type { SiteProblem } from './problems'

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])
const filled = (value: unknown) =>
  Array.isArray(value)
    ? value.length > 0
    : typeof value === 'string'
      ? value.trim() !== ''
      : value !== undefined && value !== null

/** schema.org types of a local business (the business of this site is one of these). */
const BUSINESS_TYPES = new Set(['LocalBusiness', 'ProfessionalService', 'Store', 'HomeAndConstructionBusiness'])

/** Required properties per type; a property may list alternatives ("a|b": either). */
const REQUIRED: Record<string, string[]> = {
  LocalBusiness: [
    'name',
    'url',
    'address',
    'telephone',
    'email',
    'logo',
    'sameAs',
    'foundingDate',
    'openingHours|openingHoursSpecification',
  ],
  Organization: ['name'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  Service: ['name', 'provider|brand'],
  OfferCatalog: ['name', 'itemListElement'],
  Offer: ['price|priceSpecification', 'priceCurrency|priceSpecification'],
  UnitPriceSpecification: ['price', 'priceCurrency'],
  PriceSpecification: ['price', 'priceCurrency'],
  BlogPosting: ['headline', 'datePublished', 'image'],
  Article: ['headline', 'datePublished', 'image'],
}

/**
 * Whether an absolute URL resolves in the build; `where` names the property ("JSON-LD BreadcrumbList.item").
 * A check that looks URLs up later (across pages) records them here and answers true.
 */
export type UrlExists = (url: string, where: string) => boolean

/** The message for a URL of structured data that the build lacks. */
export const missingUrl = (where: string, url: string) => `${where} ${url} does not exist in the build`

/** Properties whose string values are URLs and must be absolute. */
const URL_PROPERTIES = new Set(['url', 'item', 'logo', 'image', 'sameAs', '@id', 'mainEntityOfPage'])

/**
 * The problems of one JSON-LD object and everything nested in it, as "where: what" texts. A business
 * nested in another object (a service's provider) is a reference to it: only its name is required.
 */
export function validateJsonLdNode(node: unknown, at: string, exists?: UrlExists, nested = false): string[] {
  const issues: string[] = []
  if (Array.isArray(node)) {
    node.forEach((item, i) => issues.push(...validateJsonLdNode(item, `${at}[${i}]`, exists, nested)))
    return issues
  }
  if (!isObject(node)) return issues
  const types = asArray(node['@type']).map(String)
  for (const type of types) {
    const rules = REQUIRED[BUSINESS_TYPES.has(type) ? (nested ? 'Organization' : 'LocalBusiness') : type] ?? []
    for (const rule of rules) {
      if (!rule.split('|').some((key) => filled(node[key])))
        issues.push(`${at} (${type}) has no ${rule.split('|').join(' or ')}`)
    }
  }
  if (types.includes('BreadcrumbList')) {
    const items = asArray(node.itemListElement)
    items.forEach((item, i) => {
      if (!isObject(item) || item.position !== i + 1)
        issues.push(`${at}.itemListElement[${i}] should have position ${i + 1}`)
      if (isObject(item) && i < items.length - 1 && !filled(item.item))
        issues.push(`${at}.itemListElement[${i}] has no item URL (only the last crumb may leave it out)`)
    })
  }
  if (
    types.includes('FAQPage') &&
    !asArray(node.mainEntity).every((q) => isObject(q) && asArray(q['@type']).includes('Question'))
  )
    issues.push(`${at}.mainEntity should list Question objects`)
  if (
    types.some((t) => /^(BlogPosting|Article)$/.test(t)) &&
    typeof node.datePublished === 'string' &&
    !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(node.datePublished)
  ) {
    issues.push(`${at}.datePublished "${node.datePublished}" is not an ISO 8601 date`)
  }
  if ('price' in node && !/^\d+(\.\d+)?$/.test(String(node.price)))
    issues.push(`${at}.price "${String(node.price)}" should be a number without currency sign`)
  for (const [key, value] of Object.entries(node)) {
    if (key === '@context') continue
    if (URL_PROPERTIES.has(key)) {
      for (const url of asArray(value).filter((v): v is string => typeof v === 'string')) {
        if (!/^https?:\/\//.test(url)) issues.push(`${at}.${key} "${url}" should be an absolute URL`)
        else if (exists && !exists(url, `${at}.${key}`)) issues.push(missingUrl(`${at}.${key}`, url))
      }
    }
    if (typeof value === 'object' && value !== null)
      issues.push(...validateJsonLdNode(value, `${at}.${key}`, exists, true))
  }
  return issues
}

/** The parsed JSON-LD objects of a page (a @graph or a top-level array gives several). */
export function jsonLdOf(page: ParsedPage): { items: Json[]; errors: string[] } {
  const items: Json[] = []
  const errors: string[] = []
  page.root.querySelectorAll('script').forEach((script, i) => {
    if ((attr(script, 'type') ?? '').toLowerCase() !== 'application/ld+json') return
    let data: unknown
    try {
      data = JSON.parse(script.textContent)
    } catch (error) {
      errors.push(`JSON-LD block ${i + 1} is not valid JSON (${(error as Error).message})`)
      return
    }
    for (const block of asArray(data)) {
      if (!isObject(block)) errors.push(`JSON-LD block ${i + 1} is not an object`)
      else if (!/^https?:\/\/schema\.org\/?$/.test(String(block['@context'])))
        errors.push(`JSON-LD ${String(block['@type'] ?? `block ${i + 1}`)} has no "@context": "https://schema.org"`)
      else if (Array.isArray(block['@graph'])) items.push(...block['@graph'].filter(isObject))
      else if (!filled(block['@type'])) errors.push(`JSON-LD block ${i + 1} has no @type`)
      else items.push(block)
    }
  })
  return { items, errors }
}

/** Types of the items of a page, e.g. ["BreadcrumbList", "FAQPage"]. */
export const jsonLdTypes = (items: readonly Json[]): string[] =>
  items.flatMap((item) => asArray(item['@type']).map(String))

/** The visible breadcrumb trail of a page, e.g. ["Home", "Services", "Line Art"], or null when it has none. */
export function visibleCrumbs(page: ParsedPage): string[] | null {
  const list = page.root.querySelector('nav[aria-label="Breadcrumb"] ol, .breadcrumb')
  return list ? list.querySelectorAll('li').map((li) => text(li).replace(/\s+/g, ' ').trim()) : null
}

const JSON_LD_FIX =
  'Fix the structured data where the page builds it: its +head.ts jsonLd (builders in lib/jsonLd/), or components/PageBanner.tsx for breadcrumbs.'

/** The problem of a page's JSON-LD with `what` wrong. */
export const jsonLdProblem = (urlPath: string, what: string): SiteProblem => ({
  severity: 'error',
  pages: [urlPath],
  what,
  fix: JSON_LD_FIX,
})

/** Checks one page's JSON-LD. `exists(url)` tells whether an absolute URL of this site resolves in the build. */
export function checkPageJsonLd(page: ParsedPage, exists?: UrlExists): SiteProblem[] {
  const { items, errors } = jsonLdOf(page)
  const issues = [
    ...errors,
    ...items.flatMap((item) => validateJsonLdNode(item, `JSON-LD ${jsonLdTypes([item]).join('/')}`, exists)),
  ]
  // Search engines read breadcrumbs of indexable pages only; shells and the 404 page are left out.
  const crumbs = isNoindex(page.html) ? null : visibleCrumbs(page)
  if (crumbs) {
    const list = items.find((item) => jsonLdTypes([item]).includes('BreadcrumbList'))
    const names = list ? asArray(list.itemListElement).map((item) => (isObject(item) ? String(item.name) : '')) : null
    if (!names) issues.push('the page shows a breadcrumb but has no BreadcrumbList JSON-LD')
    else if (names.join(' › ') !== crumbs.join(' › '))
      issues.push(
        `the BreadcrumbList (${names.join(' › ')}) differs from the visible breadcrumb (${crumbs.join(' › ')})`,
      )
  }
  return issues.map((what) => jsonLdProblem(page.urlPath, what))
}

/**
 * Checks every page's JSON-LD. `exists(url)` tells whether an absolute URL of this site resolves in the
 * build (URLs of other origins are not checked).
 */
export const checkJsonLd = (pages: readonly ParsedPage[], exists?: (url: string) => boolean): SiteProblem[] =>
  pages.flatMap((page) => checkPageJsonLd(page, exists))
