/**
 * Rehype plugin, the last of MDX's: a page of `content/pages/` compiles to its HTML, made once when
 * the page is compiled, instead of to React elements drawn again by the prerender. Content is data
 * (contentIsData.ts): a page's text holds no expression and no component of its own, so its only JSX
 * are the pictures `remarkContentImages` put in, each a component of `virtual:content-image/…`. The
 * compiled module exports (`CompiledText`, pages/content/drawText.ts):
 *
 * - `html`: the text's HTML in parts, one more than there are pictures;
 * - `pictures`: each picture's component and alt text, drawn with React between the parts
 *   (pages/content/+onBeforeRender.ts), so a picture is drawn the one way every picture is.
 *
 * The imports stay, and MDX's own component (the default export) is left empty. Links to other sites
 * open in a new tab, as in every Markdown text of the site (`externalLinks`, lib/markdown.ts).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { externalLinks } from '../../lib/markdown.ts'
import { esmNode } from './remarkContentImages.ts'

/** Where a picture was: a character no Markdown text can hold (micromark replaces it). */
const HOLE = '\u0000'

/** A node MDX adds to hast, as far as this plugin reads it. */
interface MdxNode {
  type: string
  name?: string | null
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: MdxNode[]
}

const PICTURE = /^ContentImage\d+$/

const identifier = (name: string) => ({ type: 'Identifier', name })
const literal = (value: string) => ({ type: 'Literal', value, raw: JSON.stringify(value) })
const property = (key: string, value: object) => ({
  type: 'Property',
  kind: 'init',
  key: identifier(key),
  value,
  computed: false,
  method: false,
  shorthand: false,
})
/** `export const {name} = {init}` as an MDX ESM node. */
const exportConst = (name: string, init: object) =>
  esmNode(
    {
      type: 'ExportNamedDeclaration',
      specifiers: [],
      source: null,
      attributes: [],
      declaration: {
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: [{ type: 'VariableDeclarator', id: identifier(name), init }],
      },
    },
    `export const ${name} = …`,
  )

export function rehypeExportHtml() {
  return (tree: Root, file: { path?: string }) => {
    const imports: RootContent[] = []
    const pictures: { name: string; alt: string }[] = []
    // Each picture becomes a hole in the text; anything else MDX would run is refused (the content
    // check refuses it first, with the fix; this names the file should a page reach the build anyway).
    const visit = (node: Root | Element | MdxNode): void => {
      const children = node.children as MdxNode[] | undefined
      children?.forEach((child, i) => {
        if (child.type === 'mdxJsxTextElement' || child.type === 'mdxJsxFlowElement') {
          if (!child.name || !PICTURE.test(child.name))
            throw new Error(`${file.path}: <${child.name ?? ''}> is a component; a page's text holds none.`)
          const alt = child.attributes?.find((a) => a.name === 'alt')?.value
          pictures.push({ name: child.name, alt: typeof alt === 'string' ? alt : '' })
          children[i] = { type: 'raw', value: HOLE } as MdxNode
        } else if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression')
          throw new Error(`${file.path}: {…} is an expression; a page's text holds none.`)
        else visit(child)
      })
    }
    const text: RootContent[] = []
    for (const child of tree.children) (child.type === 'mdxjsEsm' ? imports : text).push(child)
    const body: Root = { type: 'root', children: text }
    visit(body)
    externalLinks(body)
    const html = toHtml(body as Root & { children: ElementContent[] }, { allowDangerousHtml: true })
    const parts = html.split(HOLE)
    if (parts.length !== pictures.length + 1) throw new Error(`${file.path}: the text holds U+0000.`)
    tree.children = [
      ...imports,
      exportConst('html', { type: 'ArrayExpression', elements: parts.map(literal) }),
      exportConst('pictures', {
        type: 'ArrayExpression',
        elements: pictures.map(({ name, alt }) => ({
          type: 'ObjectExpression',
          properties: [property('Picture', identifier(name)), property('alt', literal(alt))],
        })),
      }),
    ] as RootContent[]
  }
}
