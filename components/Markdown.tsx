/**
 * A block's Markdown text as React elements, with the parser MDX uses (mdast) and React's own
 * runtime, so it renders the same on the server and in the writers' editor. Links to other sites open
 * in a new tab (as in MDX pages); no HTML is passed through.
 */
import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toHast } from 'mdast-util-to-hast'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { ExternalLink } from './ExternalLink'

const components = {
  a: ({ href = '', ...props }: { href?: string }) => (/^https?:/.test(href) ? <ExternalLink href={href} {...props} /> : <a href={href} {...props} />),
}

/** Markdown as elements; `inline` drops the paragraph around a one-paragraph text (for a text inside a `<p>` of its own). */
export function Markdown({ text, inline = false }: { text: string; inline?: boolean }) {
  const tree = toHast(fromMarkdown(text))
  const root = inline && tree.type === 'root' && tree.children.length === 1 && tree.children[0].type === 'element' && tree.children[0].tagName === 'p' ? { type: 'root' as const, children: tree.children[0].children } : tree
  return toJsxRuntime(root, { Fragment, jsx, jsxs, components })
}
