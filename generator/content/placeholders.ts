/**
 * Facts written once and named everywhere else in content by a placeholder, filled in when content
 * loads (JSON and MDX frontmatter) and when an MDX text is compiled (contentPlugin.ts):
 *
 * - `{price:PLAN.LINE}`, `{price:PLAN.from}`, `{price:PLAN.per-thousand-stitches}`: a price of the
 *   price cards of content/services.json (prices.ts);
 * - `{site:KEY}`: a fact of content/site.json: `brand`, `legalName`, `city`, `region`, `address` (the
 *   postal address on one line), `foundedYear`, `turnaround`, `responseTime`, `phone`, `email`.
 *
 * The content check refuses a placeholder that names nothing, a dollar figure that is not a price of
 * the list, and a fact written out where its placeholder belongs (the brand, the turnaround, the
 * founding year, the phone number and the e-mail address), so a change in site.json or the price list
 * cannot leave a stale copy behind. The city and the response time are not looked for written out:
 * "a Brooklyn bakery" in a caption or "within the hour" in a client's review are not the business's
 * claims.
 */
import type { Services, Site } from '../../content/config.ts'
import { fillPlaceholders, PLACEHOLDER, priceTable, siteFacts, type PlaceholderTables } from '../../lib/placeholders.ts'
import { priceHint, strayFigures } from './prices.ts'
import { escapeRegExp } from '../../lib/escapeRegExp.ts'

/** The tables the placeholders are filled from (lib/placeholders.ts fills them in). */
export interface Placeholders extends PlaceholderTables {
  /**
   * false when site.json or services.json did not pass its own check: the tables then hold what could
   * be read, and a placeholder they miss is not reported again (its file's own problem says why).
   */
  complete: boolean
}

/** The fields of site.json the facts come from: they are written out there, once. */
export const factSources = [
  'brand',
  'legalName',
  'turnaround',
  'responseTime',
  'contact.phone',
  'contact.email',
  'contact.address.city',
  'contact.address.region',
]

/** The facts that must not be written out in other texts (see the file's comment for the others). */
const checkedFacts = ['brand', 'foundedYear', 'turnaround', 'phone', 'email']

/**
 * The tables from checked site.json and services.json; when one of them failed its check, from the
 * facts of site.json as written (`rawSite`) and no prices, so other files are still checked as they read.
 */
export function placeholdersOf(
  site: Site | undefined,
  services: Services | undefined,
  rawSite?: unknown,
): Placeholders {
  return {
    // Without a checked price list, a price stands for "$0", so a text is measured about as it will read.
    price: services
      ? priceTable(services.plans)
      : new (class extends Map<string, string> {
          override get = () => '$0'
        })(),
    site: siteFacts(site ?? (rawSite && typeof rawSite === 'object' ? rawSite : {})),
    complete: Boolean(site && services),
  }
}

/** A problem in one text, for the caller to give its file, line and field. */
export interface TextProblem {
  expected: string
  found: string
}

/** The written-out form of each checked fact, as a pattern: made once per set of tables, not for every text. */
const factPatterns = new WeakMap<Placeholders, { key: string; value: string; pattern: RegExp }[]>()
function factPatternsOf(tables: Placeholders) {
  let patterns = factPatterns.get(tables)
  if (!patterns) {
    patterns = checkedFacts.flatMap((key) => {
      const value = tables.site.get(key)
      return value ? [{ key, value, pattern: new RegExp(`(?<![\\w@.])${escapeRegExp(value)}(?![\\w@])`) }] : []
    })
    factPatterns.set(tables, patterns)
  }
  return patterns
}

/**
 * What is wrong with one text of content: unknown placeholders, dollar figures that are not a price of
 * the list, and (unless the text is the fact's own field) facts written out instead of named.
 */
export function textProblems(text: string, tables: Placeholders, { checkFacts = true } = {}): TextProblem[] {
  const problems: TextProblem[] = []
  for (const token of tables.complete ? fillPlaceholders(text, tables).unknown : []) {
    problems.push({
      expected: token.startsWith('{site:')
        ? `a fact of content/site.json, written as ${[...tables.site.keys()].map((k) => `{site:${k}}`).join(', ')}`
        : priceHint(tables.price),
      found: token,
    })
  }
  if (tables.complete)
    for (const figure of strayFigures(text, tables.price))
      problems.push({
        expected: `${priceHint(tables.price)} (a figure written out must match the price list)`,
        found: figure,
      })
  if (checkFacts) {
    const bare = text.replace(PLACEHOLDER, '')
    for (const { key, value, pattern } of factPatternsOf(tables)) {
      if (pattern.test(bare)) {
        problems.push({
          expected: `{site:${key}} instead of the fact written out, so a change in content/site.json changes this text too`,
          found: JSON.stringify(value),
        })
      }
    }
  }
  return problems
}
