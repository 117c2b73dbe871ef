/**
 * A block's Markdown text (bold, links, lists), parsed with the parser MDX uses (mdast), as a hast
 * tree for components/Markdown.tsx, or as HTML for an island's props: an island is drawn again in the
 * browser, which must not need a Markdown parser to do it (components/QuoteForm.tsx's note). Links to
 * other sites open in a new tab, as in MDX pages; no HTML in the text is passed through.
 */
import type { Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toHast } from 'mdast-util-to-hast'

/** The text's tree; `inline` drops the paragraph around a one-paragraph text (for a text inside a `<p>` of its own). */
export function markdownTree(text: string, inline = false): Root {
  const tree = toHast(fromMarkdown(text)) as Root
  const [only] = tree.children
  return inline && tree.children.length === 1 && only.type === 'element' && only.tagName === 'p'
    ? { type: 'root', children: only.children }
    : tree
}

/** The text as HTML, with links to other sites opening in a new tab (as components/ExternalLink.tsx does). */
export function markdownHtml(text: string, inline = false): string {
  const tree = markdownTree(text, inline)
  const visit = (node: Root | Root['children'][number]) => {
    if (node.type === 'element' && node.tagName === 'a' && /^https?:/.test(String(node.properties.href ?? ''))) {
      node.properties.target = '_blank'
      node.properties.rel = ['noopener', 'noreferrer']
    }
    if ('children' in node) node.children.forEach((child) => visit(child as Root['children'][number]))
  }
  visit(tree)
  return toHtml(tree)
}
