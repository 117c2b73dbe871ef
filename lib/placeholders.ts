/**
 * The placeholders of content, `{site:KEY}` and `{price:PLAN.NAME}`: their tables and their filling,
 * for the content loader (generator/content/placeholders.ts, which says what each may name and what
 * the content check holds texts to) and the editor's preview (editor/app/previewSources.ts) alike. The
 * tables are made from what could be read, so the preview of a half-finished edit fills what it can.
 */
import type { Services, Site } from '../content/config.ts'
import { formatUsd } from './formatUsd.ts'

/** Content as it may stand while it is written: any field missing, at any depth. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] }

/** What placeholders are filled from: the facts of site.json and the prices of services.json. */
export interface PlaceholderTables {
  price: ReadonlyMap<string, string>
  site: ReadonlyMap<string, string>
}

/** The facts of site.json other texts may name, e.g. "turnaround" -> "5 to 10 hours"; from what could be read. */
export function siteFacts(site: DeepPartial<Site>): Map<string, string> {
  const address = site.contact?.address
  const facts: [string, unknown][] = [
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
  return new Map(facts.filter((fact): fact is [string, string] => typeof fact[1] === 'string'))
}

/** The lowest price of a card's lines: its "from" figure, as content/config.ts computes it when it checks services.json. */
export function lowestPrice(lines: readonly { price?: number }[]): number | undefined {
  const prices = lines.flatMap((line) => (typeof line.price === 'number' ? [line.price] : []))
  return prices.length ? Math.min(...prices) : undefined
}

/**
 * Every price placeholder and the text it stands for, e.g. "embroidery.left-chest" -> "$15": each
 * card's lowest (`PLAN.from`), its lines by id (`PLAN.LINE`) and its rate (`PLAN.per-thousand-stitches`).
 */
export function priceTable(plans: DeepPartial<Services['plans']>): Map<string, string> {
  const table = new Map<string, string>()
  for (const [key, plan] of Object.entries(plans)) {
    const lines = (plan?.lines ?? []) as { id?: string; price?: number }[]
    const from = lowestPrice(lines)
    if (from !== undefined) table.set(`${key}.from`, formatUsd(from))
    for (const line of lines)
      if (line.id && typeof line.price === 'number') table.set(`${key}.${line.id}`, formatUsd(line.price))
    const rate = plan?.perThousandStitches
    if (typeof rate?.low === 'number' && typeof rate.high === 'number')
      table.set(`${key}.per-thousand-stitches`, `${formatUsd(rate.low)}-${formatUsd(rate.high)}`)
  }
  return table
}

/** A placeholder: its kind and its name. */
export const PLACEHOLDER = /\{(price|site):([^}]*)\}/g

/** The text with every known placeholder filled in, and the placeholders it does not know (left as written). */
export function fillPlaceholders(text: string, tables: PlaceholderTables): { text: string; unknown: string[] } {
  const unknown: string[] = []
  const filled = text.replace(
    PLACEHOLDER,
    (token, kind: 'price' | 'site', name: string) => tables[kind].get(name.trim()) ?? (unknown.push(token), token),
  )
  return { text: filled, unknown }
}

/** A value with the placeholders of every text in it filled in (objects and lists walked, other values kept). */
export function fillPlaceholdersIn<T>(value: T, tables: PlaceholderTables): T {
  const fill = (item: unknown): unknown => {
    if (typeof item === 'string') return fillPlaceholders(item, tables).text
    if (Array.isArray(item)) return item.map(fill)
    if (typeof item !== 'object' || item === null) return item
    return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, fill(inner)]))
  }
  return fill(value) as T
}
