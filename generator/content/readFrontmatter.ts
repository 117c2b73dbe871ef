/**
 * An MDX page's front matter: gray-matter finds it (the YAML between a first line of three dashes and
 * the next line that starts with three dashes, what the writers' editor writes) and hands it to the
 * `yaml` package, which parses it and knows the line of each field. Front matter opened by anything
 * else, such as `---js`, is refused before it is read (contentIsData.ts) and never parsed here.
 */
import matter from 'gray-matter'
import { LineCounter, parseDocument, type Document } from 'yaml'

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
  const lineCounter = new LineCounter()
  let doc: Document | undefined
  const refuse = () => {
    throw new FrontmatterError('Front matter must be YAML, opened by a line of three dashes alone.', 1)
  }
  // gray-matter's `matter` keeps the rest of the opening line, so that the YAML's lines are the file's.
  const { data, content: body } = matter(text, {
    engines: {
      yaml: (yaml: string) => {
        doc = parseDocument(yaml, { lineCounter })
        const [error] = doc.errors
        if (error) throw new FrontmatterError(error.message.split('\n')[0], error.linePos?.[0].line)
        return (doc.toJS() ?? {}) as object
      },
      js: refuse,
      javascript: refuse,
    },
  })
  return {
    data: data as Record<string, unknown>,
    body,
    bodyLine: text.split('\n').length - body.split('\n').length + 1,
    lineAt(path) {
      const node = doc?.getIn(path as unknown[], true) as { range?: [number] } | undefined
      return node?.range ? lineCounter.linePos(node.range[0]).line : undefined
    },
  }
}
