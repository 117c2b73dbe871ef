/**
 * Turns problems found in content files into messages a writer can act on: the file, the line
 * where the format gives one, the field, what was expected and what was found.
 */
import type { z } from 'zod'
import { inGitHubActions, plainOutput, workflowCommand, type Annotation } from '../workflowCommands.ts'

/** One problem in one content file. */
export interface ContentProblem {
  /** Path relative to the repository, e.g. "content/site.json". */
  file: string
  /** 1-based line, when it is known. */
  line?: number
  /** Dotted field path, e.g. "contact.email" or "[12].alt"; empty for the whole file. */
  field: string
  expected: string
  found: string
}

/** Writes a field path the way a writer reads it: `contact.address.city`, `[3].alt`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('')
}

/** Shows a found value briefly: strings quoted, long values cut. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)'
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value))
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

/** What zod expected, in words: our schema messages already say it; zod's own ones are trimmed. */
function expectedOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys')
    return `no field named ${issue.keys.map((k) => `"${k}"`).join(', ')} (check the spelling against content/config.ts)`
  if (issue.code === 'invalid_value') return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
  // A schema's own message (e.g. on a field that must not be written) says more than the type.
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) return `a ${issue.expected}`
  return issue.message.replace(/^(Invalid input|Too small|Too big): /, '')
}

/** Converts zod issues for one file into content problems; `lineOf` maps a field path to a line. */
export function problemsFromZod(
  file: string,
  issues: readonly z.core.$ZodIssue[],
  lineOf: (path: readonly PropertyKey[]) => number | undefined = () => undefined,
): ContentProblem[] {
  return issues.map((issue) => {
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path
    const input = (issue as { input?: unknown }).input
    return {
      file,
      line: lineOf(path),
      field: formatPath(path),
      expected: expectedOf(issue),
      found: issue.code === 'unrecognized_keys' ? `the field "${issue.keys.join('", "')}"` : describeValue(input),
    }
  })
}

/** The report printed when content is invalid. Ends with what to do. */
export function formatProblems(problems: readonly ContentProblem[]): string {
  const lines = problems.map((p) => {
    const where = `${p.file}${p.line ? `:${p.line}` : ''}`
    return `  ${where}\n    field:    ${p.field || '(whole file)'}\n    expected: ${p.expected}\n    found:    ${p.found}`
  })
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`
  return [
    `Content check failed: ${count}. Nothing was built.`,
    ...lines,
    'Fix each field above (the schemas, with a note on every field, are in content/config.ts), then run `npm run check:content` again.',
  ].join('\n')
}

/** One problem as a workflow command: an annotation on its line of the pull request (generator/workflowCommands.ts). */
export function problemAnnotation(p: ContentProblem): Annotation {
  return {
    file: p.file,
    line: p.line,
    title: `Content check: ${p.field || '(whole file)'}`,
    message: `${p.field || '(whole file)'}: expected ${p.expected}; found ${p.found}`,
  }
}

/**
 * The report to print: as `formatProblems`, and in GitHub Actions each problem first as a workflow
 * command, so it shows on the line of the pull request where it was made, then the report as text no
 * line of which runs as a command (`plainOutput`: it quotes the content).
 */
export function problemsReport(problems: readonly ContentProblem[], env: NodeJS.ProcessEnv = process.env): string {
  const commands = inGitHubActions(env) ? problems.map((p) => workflowCommand(problemAnnotation(p))) : []
  return [...commands, plainOutput(formatProblems(problems), env)].join('\n')
}
