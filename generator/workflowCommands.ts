/**
 * Findings on the lines of a pull request: in GitHub Actions, a line printed as a workflow command
 * (`::error file=content/faq.json,line=12,col=3::message`) becomes an annotation on that line of the
 * diff. The content check, the HTML and link gates and the lint print their findings so there
 * (GITHUB_ACTIONS=true); elsewhere they print as before. Escaping follows GitHub's own toolkit
 * (@actions/core, `issueCommand`): `%`, `\r` and `\n` in the message; those and `:` and `,` in a
 * property.
 *
 * A report printed for people (`plainOutput`) quotes content, which anyone who opens a pull request
 * writes: there, the runner would read a line starting with `::notice …`, or holding `##[warning]`
 * anywhere (its older form), as a command of this job. In GitHub Actions such text is printed between
 * `::stop-commands::<token>` and `::<token>::`, which the runner reads no command between.
 */
import { randomUUID } from 'node:crypto'

/** Where a finding is: a file relative to the repository's root, its line and column when known. */
export interface Annotation {
  level?: 'error' | 'warning' | 'notice'
  file?: string
  line?: number
  col?: number
  title?: string
  message: string
}

/** Whether findings should be printed as workflow commands: in GitHub Actions. */
export const inGitHubActions = (env: NodeJS.ProcessEnv = process.env): boolean => env.GITHUB_ACTIONS === 'true'

/** The message of a command, escaped. */
export const escapeData = (text: string): string =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')

/** A property's value (file, title), escaped. */
export const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

/** One finding as a workflow command line. */
export function workflowCommand({ level = 'error', file, line, col, title, message }: Annotation): string {
  // The title first, so the place reads as one run: `file=…,line=…,col=…`.
  const properties = [
    title && `title=${escapeProperty(title)}`,
    file && `file=${escapeProperty(file)}`,
    file && line ? `line=${line}` : undefined,
    file && line && col ? `col=${col}` : undefined,
  ].filter(Boolean)
  return `::${level}${properties.length ? ` ${properties.join(',')}` : ''}::${escapeData(message)}`
}

/**
 * Text printed for people that may quote content (a report of problems): in GitHub Actions between
 * `::stop-commands::<token>` and `::<token>::`, a token made for each text and so unknown to the text,
 * so no line of it runs as a workflow command; elsewhere unchanged. Print the result whole, with one call.
 */
export function plainOutput(text: string, env: NodeJS.ProcessEnv = process.env): string {
  if (!inGitHubActions(env)) return text
  const token = randomUUID()
  return `::stop-commands::${token}\n${text}\n::${token}::`
}
