/**
 * Remark plugin: a Markdown image in an MDX file that names a file beside it
 * (`![The finished cap](../images/caps/navy.jpg)`) becomes a `<Picture>` with the variants the build
 * makes, imported from `virtual:content-image/{path from content/}` (generator/content/imagePlugin.ts). Web
 * addresses and `/paths` are left as plain images. The content check has already checked the file,
 * its width and its alt text.
 */
import path from 'node:path'
import { contentPathOf, isLocalImageUrl } from './checkImages.ts'

interface Node {
  type: string
  children?: Node[]
  [key: string]: unknown
}

/** One module statement (an estree node) as an MDX ESM node, `value` its source text: MDX compiles the estree. */
export const esmNode = (statement: object, value: string): Node => ({
  type: 'mdxjsEsm',
  value,
  data: { estree: { type: 'Program', sourceType: 'module', body: [statement] } },
})

/** `import {name} from "{source}"` as an MDX ESM node. */
function importNode(name: string, source: string): Node {
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
    source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
  }
  return esmNode(declaration, `import ${name} from ${JSON.stringify(source)}`)
}

export function remarkContentImages(options: { root: string }) {
  return (tree: Node, file: { path?: string }) => {
    if (!file.path) return
    const rel = path.relative(options.root, file.path).split(path.sep).join('/')
    const imports: Node[] = []
    const visit = (node: Node) => {
      node.children?.forEach((child, i) => {
        if (child.type === 'image' && typeof child.url === 'string' && isLocalImageUrl(child.url)) {
          const name = `ContentImage${imports.length}`
          imports.push(importNode(name, `virtual:content-image/${contentPathOf(rel, child.url)}?from=${rel}`))
          node.children![i] = {
            type: 'mdxJsxTextElement',
            name,
            attributes: [{ type: 'mdxJsxAttribute', name: 'alt', value: String(child.alt ?? '') }],
            children: [],
          }
        } else visit(child)
      })
    }
    visit(tree)
    tree.children?.unshift(...imports)
  }
}
