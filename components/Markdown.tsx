/**
 * A block's Markdown text as React elements (lib/markdown.ts parses it, its links to other sites
 * opening in a new tab), with React's own runtime, so it renders the same on the server and in the
 * writers' editor. No HTML is passed through.
 */
import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { markdownTree } from '../lib/markdown'

/** Markdown as elements; `inline` drops the paragraph around a one-paragraph text (for a text inside a `<p>` of its own). */
export function Markdown({ text, inline = false }: { text: string; inline?: boolean }) {
  return toJsxRuntime(markdownTree(text, inline), { Fragment, jsx, jsxs })
}
