/**
 * A block's Markdown text (bold, links, lists), parsed with the parser MDX uses (mdast), as a hast
 * tree for components/Markdown.tsx, or as HTML for an island's props: an island is drawn again in the
 * browser, which must not need a Markdown parser to do it (components/QuoteForm.tsx's note). Links to
 * other sites open in a new tab (`externalLinks`, which the MDX pages' compiler applies too:
 * generator/content/rehypeExportHtml.ts); no HTML in the text is passed through.
 */
import type { Element, Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toHast } from 'mdast-util-to-hast'

/**
 * Links to other sites open in a new tab without access to this page, as components/ExternalLink.tsx
 * draws them: a Markdown text's `[label](https://…)` gets its `target` and `rel` here.
 */
export function externalLinks(tree: Root | Element): void {
  for (const node of tree.children) {
    if (node.type !== 'element') continue
    if (node.tagName === 'a' && /^https?:/.test(String(node.properties.href ?? ''))) {
      node.properties.target = '_blank'
      node.properties.rel = ['noopener', 'noreferrer']
    }
    externalLinks(node)
  }
}

/** The text's tree, its links to other sites opening in a new tab; `inline` drops the paragraph around a one-paragraph text (for a text inside a `<p>` of its own). */
export function markdownTree(text: string, inline = false): Root {
  const tree = toHast(fromMarkdown(text)) as Root
  externalLinks(tree)
  const [only] = tree.children
  return inline && tree.children.length === 1 && only.type === 'element' && only.tagName === 'p'
    ? { type: 'root', children: only.children }
    : tree
}

/** The text as HTML (its links to other sites opening in a new tab). */
export const markdownHtml = (text: string, inline = false): string => toHtml(markdownTree(text, inline))
