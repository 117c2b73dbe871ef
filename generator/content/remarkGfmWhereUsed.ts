/**
 * remark-gfm, with its autolink literals (`www.example.com`, `https://…` or `name@example.com` written
 * as plain text) read only on a page that can hold one. The output is remark-gfm's on every document
 * (tests/unit/remarkGfmWhereUsed.test.ts).
 *
 * micromark tries the e-mail literal at every letter that starts a word, and a pass over the tree then
 * searches every text for addresses: about a third of compiling a page of prose. A page with no `@`, no
 * `www.`, no `http://` or `https://` (in any case) and no `&` (a character reference could spell one)
 * cannot hold one, so it is parsed without both.
 */
import remarkGfm from 'remark-gfm'

/** What this plugin reads of micromark's and mdast-util-from-markdown's extensions, and of unified's processor. */
interface Construct {
  name?: string
}
type Extension = Record<string, unknown>
interface TreeExtension {
  enter?: Record<string, unknown>
}
interface Processor {
  data(): { micromarkExtensions?: Extension[]; fromMarkdownExtensions?: (TreeExtension | TreeExtension[])[] }
  parser?: (doc: string, file: unknown) => unknown
}

const autolinkNames = new Set(['wwwAutolink', 'protocolAutolink', 'emailAutolink'])
const mayHoldAutolink = /[@&]|www\.|https?:\/\//i

/** A copy of a micromark extension without the constructs `drop` names; returns how many it dropped. */
function withoutConstructs(extension: Extension, drop: Set<string>): { extension: Extension; dropped: number } {
  let dropped = 0
  const copy: Record<string, unknown> = {}
  for (const [hook, record] of Object.entries(extension)) {
    // `disable`, `attentionMarkers` and `insideSpan` hold no constructs of their own.
    if (hook === 'disable' || hook === 'attentionMarkers' || hook === 'insideSpan' || !record) {
      copy[hook] = record
      continue
    }
    const kept: Record<string, Construct[]> = {}
    for (const [code, value] of Object.entries(record as Record<string, Construct | Construct[]>)) {
      const list = Array.isArray(value) ? value : [value]
      const left = list.filter((c) => !drop.has(c.name ?? ''))
      dropped += list.length - left.length
      if (left.length > 0) kept[code] = left
    }
    copy[hook] = kept
  }
  return { extension: copy, dropped }
}

/** The remark plugin: remark-gfm's extensions, and a parser that leaves the autolink literals out of a page that cannot hold one. */
export function remarkGfmWhereUsed(this: unknown): void {
  const processor = this as Processor
  remarkGfm.call(this as never)
  const data = processor.data()
  // Plugins after this one only add to these lists, so GFM's entries stay where remark-gfm put them.
  const syntaxAt = data.micromarkExtensions!.length - 1
  const treeAt = data.fromMarkdownExtensions!.length - 1
  const syntax = data.micromarkExtensions![syntaxAt]
  const tree = data.fromMarkdownExtensions![treeAt]
  const lean = withoutConstructs(syntax, autolinkNames)
  const leanTree = Array.isArray(tree) ? tree.filter((e) => !('literalAutolink' in (e.enter ?? {}))) : []
  // Written against micromark's construct names: a release that renames them fails here, not slows down unseen.
  if (lean.dropped === 0 || !Array.isArray(tree) || leanTree.length !== tree.length - 1)
    throw new Error('remark-gfm changed: remarkGfmWhereUsed no longer finds its autolink literal constructs')

  const parse = processor.parser!
  processor.parser = (doc, file) => {
    const autolinks = mayHoldAutolink.test(doc)
    data.micromarkExtensions![syntaxAt] = autolinks ? syntax : lean.extension
    data.fromMarkdownExtensions![treeAt] = autolinks ? tree : leanTree
    return parse(doc, file)
  }
}
