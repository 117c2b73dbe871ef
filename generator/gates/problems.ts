/**
 * What every check of the built site reports, and how it is printed: the same mistake on many pages
 * (a broken link in the footer) is one message listing the pages, and a mistake that comes from a
 * content file names that file, so the writer knows where to fix it.
 */
import { workflowCommand } from '../workflowCommands'

/** One mistake found in the built site. */
export interface SiteProblem {
  /** "error" fails the check; "warning" is printed only. */
  severity: 'error' | 'warning'
  /** The URL paths of the pages where it was found. */
  pages: string[]
  /** What is wrong, e.g. "link to /pricng does not exist". */
  what: string
  /** What to do, as a sentence, e.g. "Point the link at an existing page, or add the page." */
  fix: string
  /** What to do when the content file is known, e.g. "Fix the link in that file." */
  fixInSource?: string
  /** The text the writer typed (a link target, an image path), used to find the content file it came from. */
  needle?: string
  /** The content file the mistake comes from, when it could be found (see `attributeToSources`). */
  source?: string
  /** The line of `source` that holds the text at fault (1-based). */
  sourceLine?: number
}

/** Collapses problems that say the same thing into one, listing all their pages. */
export function mergeProblems(problems: readonly SiteProblem[]): SiteProblem[] {
  const merged = new Map<string, SiteProblem>()
  for (const problem of problems) {
    const key = `${problem.severity}\u0000${problem.source ?? ''}\u0000${problem.what}`
    const known = merged.get(key)
    if (known) known.pages = [...new Set([...known.pages, ...problem.pages])]
    else merged.set(key, { ...problem, pages: [...problem.pages] })
  }
  return [...merged.values()]
}

/** "/a, /b and 3 more pages" */
function listPages(pages: readonly string[]): string {
  const shown = pages.slice(0, 4).join(', ')
  return pages.length > 4 ? `${shown} and ${pages.length - 4} more pages` : shown
}

/** One problem as one line a writer can act on. */
export function formatProblem(problem: SiteProblem): string {
  const found = problem.pages.length ? ` (found in ${listPages(problem.pages)})` : ''
  if (problem.source)
    return `${problem.source}: ${problem.what}${found}. ${problem.fixInSource ?? 'Fix it in that file.'}`
  return `${problem.what}${found}. ${problem.fix}`
}

/** The report of one check: errors first, then warnings, each merged; empty when there is nothing to say. */
export function formatReport(title: string, problems: readonly SiteProblem[]): string {
  const merged = mergeProblems(problems)
  const errors = merged.filter((p) => p.severity === 'error')
  const warnings = merged.filter((p) => p.severity === 'warning')
  const lines: string[] = []
  if (errors.length)
    lines.push(
      `${title}: ${errors.length} error${errors.length === 1 ? '' : 's'}`,
      ...errors.map((p) => `  ✖ ${formatProblem(p)}`),
    )
  if (warnings.length)
    lines.push(
      `${title}: ${warnings.length} warning${warnings.length === 1 ? '' : 's'}`,
      ...warnings.map((p) => `  ⚠ ${formatProblem(p)}`),
    )
  return lines.join('\n')
}

/**
 * The report of one check as workflow commands, one per merged problem (generator/workflowCommands.ts):
 * an annotation on the content file and line it comes from, when known.
 */
export function reportAnnotations(title: string, problems: readonly SiteProblem[]): string[] {
  return mergeProblems(problems).map((p) =>
    workflowCommand({ level: p.severity, title, file: p.source, line: p.sourceLine, message: formatProblem(p) }),
  )
}

/** Whether any problem fails the check. */
export const hasErrors = (problems: readonly SiteProblem[]) => problems.some((p) => p.severity === 'error')
