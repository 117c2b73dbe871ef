/**
 * Where today's content differs from the spec's facts (specFacts.ts), in words a writer reads: for a
 * list, what it has that the spec did not and what it lacks; for a value, both values.
 */
import { isDeepStrictEqual } from 'node:util'
import type { Content } from '../../generator/content/loadContent'
import { specFacts, type SpecFact } from './specFacts'

/** One fact on which content and the spec differ. */
export interface SpecDifference {
  what: string
  file: string
  /** What differs, e.g. "the spec: 6; content: 7". */
  detail: string
}

const show = (value: unknown) =>
  typeof value === 'string' ? `"${value}"` : value === undefined ? 'nothing' : JSON.stringify(value)

/** How two values of a fact differ, in words. */
function describe(spec: unknown, found: unknown): string {
  if (Array.isArray(spec) && Array.isArray(found)) {
    const added = found.filter((x) => !spec.some((y) => isDeepStrictEqual(x, y)))
    const missing = spec.filter((x) => !found.some((y) => isDeepStrictEqual(x, y)))
    const parts = [
      ...(missing.length ? [`the spec's ${missing.map(show).join(', ')} not in content`] : []),
      ...(added.length ? [`content's ${added.map(show).join(', ')} not in the spec`] : []),
    ]
    return parts.length ? parts.join('; ') : 'the same entries in another order'
  }
  return `the spec: ${show(spec)}; content: ${show(found)}`
}

/** The facts on which `content` differs from the spec, in the order of specFacts. */
export function specDifferences(content: Content, facts: readonly SpecFact[] = specFacts): SpecDifference[] {
  return facts.flatMap((fact) => {
    const found = fact.read(content)
    if (isDeepStrictEqual(found, fact.spec)) return []
    return [
      {
        what: fact.what,
        file: fact.file,
        detail: `${describe(fact.spec, found)}${fact.note ? ` (${fact.note})` : ''}`,
      },
    ]
  })
}

/** The report `npm run check:spec` prints. */
export function formatSpecReport(differences: readonly SpecDifference[], factCount = specFacts.length): string {
  if (!differences.length) return `Content matches the spec's ${factCount} facts about the first content.`
  return [
    `Content differs from the spec's first content in ${differences.length} of ${factCount} facts. A writer's change is a change, not an error: nothing fails.`,
    ...differences.map((d) => `  ${d.what} (${d.file}): ${d.detail}`),
  ].join('\n')
}
