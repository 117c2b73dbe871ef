/**
 * The placeholders of content filled in for the preview, as the content loader fills them when it
 * reads a file (generator/content/placeholders.ts and prices.ts, which the editor's bundle may not
 * import): `{site:brand}` with a fact of site.json, `{price:embroidery.from}` with a price of the cards
 * of services.json. One that names nothing stays as written; the content check names it.
 */
import type { Services, Site } from '../content/config'
import { formatUsd } from '../lib/formatUsd'

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] }

/** The facts other texts may name (the list of generator/content/placeholders.ts). */
function siteFacts(site: DeepPartial<Site>): [string, unknown][] {
  const address = site.contact?.address
  return [
    ['brand', site.brand],
    ['legalName', site.legalName],
    ['city', address?.city],
    ['region', address?.region],
    ['address', address && `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`],
    ['foundedYear', site.foundedYear === undefined ? undefined : String(site.foundedYear)],
    ['turnaround', site.turnaround],
    ['responseTime', site.responseTime],
    ['phone', site.contact?.phone],
    ['email', site.contact?.email],
  ]
}

/** The lowest price of a card's lines: its "from" figure, as content/config.ts computes it when it checks services.json. */
export function lowestPrice(lines: readonly { price?: number }[]): number | undefined {
  const prices = lines.flatMap((line) => (typeof line.price === 'number' ? [line.price] : []))
  return prices.length ? Math.min(...prices) : undefined
}

/** The prices other texts may name (generator/content/prices.ts): each card's lowest, its lines by id, its rate. */
function prices(plans: DeepPartial<Services['plans']>): [string, string][] {
  return Object.entries(plans).flatMap(([key, plan]) => {
    const lines = (plan?.lines ?? []) as { id?: string; price?: number }[]
    const priced = lines.filter((line) => typeof line.price === 'number')
    const from = lowestPrice(lines)
    const rate = plan?.perThousandStitches
    return [
      ...(from !== undefined ? [[`${key}.from`, formatUsd(from)] as [string, string]] : []),
      ...priced.flatMap((line) => (line.id ? [[`${key}.${line.id}`, formatUsd(line.price!)] as [string, string]] : [])),
      ...(rate && typeof rate.low === 'number' && typeof rate.high === 'number' ? [[`${key}.per-thousand-stitches`, `${formatUsd(rate.low)}-${formatUsd(rate.high)}`] as [string, string]] : []),
    ]
  })
}

const TOKEN = /\{(price|site):([^}]*)\}/g

/** Fills the placeholders of every text in a value (objects and lists walked, other values kept). */
export function placeholderFiller(site: DeepPartial<Site>, services: DeepPartial<Services>): <T>(value: T) => T {
  const tables = {
    site: new Map(siteFacts(site).filter((fact): fact is [string, string] => typeof fact[1] === 'string')),
    price: new Map(prices(services.plans ?? {})),
  }
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(TOKEN, (token, kind: 'price' | 'site', name: string) => tables[kind].get(name.trim()) ?? token)
    if (Array.isArray(value)) return value.map(fill)
    if (typeof value !== 'object' || value === null) return value
    const out: Record<string, unknown> = { ...value }
    for (const key of Object.keys(out)) out[key] = fill(out[key])
    return out
  }
  return fill as <T>(value: T) => T
}
