/**
 * Prices are written once, in the price cards of content/services.json. Other texts name them with a
 * placeholder that the content layer fills in at load time, e.g. `{price:embroidery.left-chest}` -> "$15":
 *
 * - `{price:PLAN.LINE}`: the price of the line with that `id` ("$15");
 * - `{price:PLAN.from}`: the card's headline price, its lowest ("$10");
 * - `{price:PLAN.per-thousand-stitches}`: the card's typical cost per thousand stitches ("$1-$10").
 *
 * A figure written out ("$15") in the FAQ or a section must be one of the list's prices, so a price
 * change cannot leave a stale copy behind. The table of the placeholders is lib/placeholders.ts's
 * `priceTable`, which the editor's preview fills them from too.
 */

const TOKEN = /\{price:([^}]*)\}/g
/** A dollar figure as writers type it: "$15", "$12.50", "$1,200"; a comma after one ("$12, files included") is not part of it. */
const FIGURE = /\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)/g

/**
 * What is derived from a price table, once per table: the content check asks it of every line of every
 * MDX page and every string of the JSON, where deriving it each time would be most of the check's work.
 */
const derived = new WeakMap<ReadonlyMap<string, string>, { listed: Set<number>; hint: string }>()
function derivedOf(table: ReadonlyMap<string, string>) {
  let known = derived.get(table)
  if (!known) {
    known = {
      listed: new Set(
        [...table.values()].flatMap((value) => [...value.matchAll(FIGURE)].map((m) => Number(m[1].replace(/,/g, '')))),
      ),
      hint: `a price from content/services.json, written as a placeholder: ${[...table.keys()].map((k) => `{price:${k}}`).join(', ')}`,
    }
    derived.set(table, known)
  }
  return known
}

/** Figures written out in `text` (placeholders aside) that are not prices of the list, e.g. ["$12"]. */
export function strayFigures(text: string, table: ReadonlyMap<string, string>): string[] {
  if (!text.includes('$')) return []
  const { listed } = derivedOf(table)
  return [...text.replace(TOKEN, '').matchAll(FIGURE)]
    .filter((m) => !listed.has(Number(m[1].replace(/,/g, ''))))
    .map((m) => m[0])
}

/** What a writer should write instead, listing the placeholders there are. */
export const priceHint = (table: ReadonlyMap<string, string>): string => derivedOf(table).hint
