/**
 * A block's Markdown text as React elements (lib/markdown.ts parses it), with React's own runtime,
 * so it renders the same on the server and in the writers' editor. Links to other sites open in a
 * new tab (as in MDX pages); no HTML is passed through.
 */
import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { markdownTree } from '../lib/markdown'
import { ExternalLink } from './ExternalLink'

const components = {
  a: ({ href = '', ...props }: { href?: string }) =>
    /^https?:/.test(href) ? <ExternalLink href={href} {...props} /> : <a href={href} {...props} />,
}

/** Markdown as elements; `inline` drops the paragraph around a one-paragraph text (for a text inside a `<p>` of its own). */
export function Markdown({ text, inline = false }: { text: string; inline?: boolean }) {
  return toJsxRuntime(markdownTree(text, inline), { Fragment, jsx, jsxs, components })
}
