/**
 * An MDX page's front matter, read with the `yaml` package: its fields, the line of each, and the
 * page's text after it. Front matter is the YAML between a first line of three dashes and the next
 * line that starts with three dashes (what the writers' editor writes); one opened by anything else,
 * such as `---js`, is refused before it is read (contentIsData.ts).
 */
import { LineCounter, parseDocument } from 'yaml'

export interface Frontmatter {
  /** The fields (an empty object when the page has none). */
  data: Record<string, unknown>
  /** The text after the closing line. */
  body: string
  /** The line of the file (1-based) the text starts on. */
  bodyLine: number
  /** The line of the file (1-based) of the YAML node at a path, or undefined when it has none. */
  lineAt(path: readonly PropertyKey[]): number | undefined
}

const OPEN = '---'
const CLOSE = '\n---'

/** What is wrong with a page's YAML, and the line of the file where it is. */
export class FrontmatterError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message)
  }
}

/** Splits and parses a page; throws a FrontmatterError when its YAML is not valid. */
export function readFrontmatter(text: string): Frontmatter {
  const opened = text.startsWith(OPEN) && text[OPEN.length] !== '-'
  const close = opened ? text.indexOf(CLOSE, OPEN.length) : -1
  // The YAML keeps the rest of the opening line, so that its lines are the file's.
  const yaml = !opened ? '' : text.slice(OPEN.length, close === -1 ? undefined : close)
  const body = !opened ? text : close === -1 ? '' : text.slice(close + CLOSE.length).replace(/^\r?\n?/, '')
  const lineCounter = new LineCounter()
  const doc = parseDocument(yaml, { lineCounter })
  const [error] = doc.errors
  if (error) throw new FrontmatterError(error.message.split('\n')[0], error.linePos?.[0].line)
  const data = (doc.toJS() ?? {}) as Record<string, unknown>
  return {
    data,
    body,
    bodyLine: text.split('\n').length - body.split('\n').length + 1,
    lineAt(path) {
      const node = doc.getIn(path as unknown[], true) as { range?: [number] } | undefined
      return node?.range ? lineCounter.linePos(node.range[0]).line : undefined
    },
  }
}
