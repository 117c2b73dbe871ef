/**
 * Content is data, never code: front matter is YAML, and the text of an MDX page is Markdown. MDX
 * would run what a page imports and exports and every `{expression}`, and draw any component it
 * names; the site offers none to a page's text (a designed page's parts are blocks in its front
 * matter). What the build puts there itself is allowed: placeholders are filled in before this check
 * (as before the MDX compiler reads the text, contentPlugin.ts), and the pictures of Markdown images
 * are added after it (remarkContentImages.ts).
 *
 * Cost: a page whose text holds no brace, no `<` followed by a capital and no line starting with
 * `import` or `export` (nearly every page) cannot hold code, and is passed after one regular
 * expression; only the others are parsed, with the parser the build compiles MDX with.
 */
import { createProcessor } from '@mdx-js/mdx'
import { CODE_FRONTMATTER } from '../../lib/frontmatterEngines.ts'
import type { ContentProblem } from './formatIssues.ts'

/** The first line of a front matter in another language, e.g. "---js"; undefined for YAML ("---"). */
export function frontmatterLanguage(text: string): string | undefined {
  const first = text.slice(0, text.search(/\r?\n|$/))
  return /^---\s*\S/.test(first) ? first.trim() : undefined
}

/** The problem of a file whose front matter is not YAML, or undefined. */
export function frontmatterProblem(file: string, text: string): ContentProblem | undefined {
  const opening = frontmatterLanguage(text)
  if (!opening) return undefined
  return { file, line: 1, field: '(front matter)', expected: `${CODE_FRONTMATTER} Open it with "---" and write its fields in YAML.`, found: JSON.stringify(opening) }
}

/** Text that might hold code for MDX; anything else is Markdown as it stands. */
const MIGHT_BE_CODE = /[{}]|<[A-Z]|^[ \t]*(import|export)\b/m

/** Lazily made: the parser costs nothing for pages that need no parse. */
let processor: ReturnType<typeof createProcessor> | undefined

interface MdxNode {
  type: string
  name?: string | null
  value?: unknown
  position?: { start: { line: number } }
  attributes?: { type: string; value?: unknown }[]
  children?: MdxNode[]
}

const clip = (text: string) => JSON.stringify(text.split('\n')[0].slice(0, 60) + (text.length > 60 || text.includes('\n') ? '…' : ''))

const fixes = {
  esm: 'Markdown only: a page cannot import or export code. Remove the line (a picture is written as ![what it shows](../images/x.jpg))',
  expression: 'Markdown only: braces hold code in MDX. Name a fact with a placeholder such as {site:phone}, or write \\{ to show a brace',
  component: "Markdown only: the site offers no components to a page's text. Write Markdown, or make the page a designed page with blocks (CONTENT.md, \"Designed pages\")",
}

/** What is code in one node of the parsed text, with the fix. */
function codeIn(node: MdxNode): { expected: string; found: string } | undefined {
  if (node.type === 'mdxjsEsm') return { expected: fixes.esm, found: clip(String(node.value)) }
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return { expected: fixes.expression, found: clip(`{${String(node.value)}}`) }
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    if (node.name && /^[A-Z]|\./.test(node.name)) return { expected: fixes.component, found: `<${node.name}>` }
    const expression = node.attributes?.find((a) => a.type === 'mdxJsxExpressionAttribute' || (typeof a.value === 'object' && a.value !== null))
    if (expression) return { expected: fixes.expression, found: `an expression in <${node.name ?? ''}>` }
  }
  return undefined
}

/**
 * The code in an MDX page's text, each with its line in the file.
 *
 * @param file - the page, e.g. "content/pages/about.mdx"
 * @param body - its text after the front matter, placeholders filled in
 * @param firstLine - the line of the file the text starts on (1-based)
 */
export function mdxCodeProblems(file: string, body: string, firstLine: number): ContentProblem[] {
  if (!MIGHT_BE_CODE.test(body)) return []
  const at = (line = 1) => firstLine + line - 1
  let tree: MdxNode
  try {
    processor ??= createProcessor()
    tree = processor.parse(body) as MdxNode
  } catch (error) {
    const place = (error as { line?: number }).line
    const reason = String((error as { reason?: string }).reason ?? (error as Error).message)
    return [{ file, line: at(place ?? 1), field: '(text)', expected: `Markdown that MDX can read: ${fixes.expression}`, found: reason }]
  }
  const problems: ContentProblem[] = []
  const visit = (node: MdxNode) => {
    const code = codeIn(node)
    if (code) problems.push({ file, line: at(node.position?.start.line), field: '(text)', ...code })
    else node.children?.forEach(visit)
  }
  visit(tree)
  return problems
}
