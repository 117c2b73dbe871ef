/**
 * Content is data, never code: front matter is YAML, and the text of an MDX page is Markdown. MDX
 * would run what a page imports and exports and every `{expression}`, and draw any component it
 * names; the site offers none to a page's text (a designed page's parts are blocks in its front
 * matter). What the build puts there itself is allowed: placeholders are filled in before this check
 * (as before the MDX compiler reads the text, contentPlugin.ts), and the pictures of Markdown images
 * are added after it (remarkContentImages.ts).
 *
 * Markdown holds no HTML, and its links and pictures go where a visitor can trust them: a path of this
 * site (one "/": `//host` and `/\host` are another site's address), a fragment, a file beside the page,
 * or an address that starts with https:, mailto: or tel: (never javascript:). So for an MDX page's
 * text and for every text of a field that Markdown could read so (a block's text, a form's note). The
 * build's gates check the built HTML again (gates/checkInlineCode.ts); this names the file and line.
 *
 * Cost: a text whose addresses are all plainly one of these as written, and which holds no brace, no
 * `<` followed by a letter and no line starting with `import` or `export` (nearly every page), cannot
 * hold code, HTML or another address, and is passed after regular expressions; only the others are
 * parsed, with the parser that draws them (MDX's for a page, CommonMark's for a field, lib/markdown.ts).
 */
import { createProcessor } from '@mdx-js/mdx'
import { fromMarkdown } from 'mdast-util-from-markdown'
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
  return {
    file,
    line: 1,
    field: '(front matter)',
    expected: `${CODE_FRONTMATTER} Open it with "---" and write its fields in YAML.`,
    found: JSON.stringify(opening),
  }
}

/** Text that might hold code for MDX, or HTML. */
const MIGHT_BE_CODE = /[{}]|<[A-Za-z]|^[ \t]*(import|export)\b/m

/** Where Markdown writes an address: after `](` (a link, a picture) or `]:` (a link's definition). */
const ADDRESS = /\]\(\s*([^\s)]*)|\]:\s*(\S*)/g
/**
 * An address that is plainly allowed as written: a path with one "/", a fragment, https:, mailto:, tel:,
 * or a file beside the page; with no `\` (an escape), `&` (a character reference) or `<` that could make
 * it read as another once parsed. What it starts with decides, so the part before a space or `)` is enough.
 */
const PLAIN_ADDRESS = /^(\/(?![/\\])|#|https:\/\/|mailto:|tel:|\.{1,2}\/|[\w.-]+(?=[/#?]|$))[^\\&<]*$/i

/** Whether a text must be parsed to be sure: it might hold code or HTML, or an address that is not plainly allowed. */
const needsParse = (text: string, code: RegExp) =>
  code.test(text) ||
  Array.from(text.matchAll(ADDRESS), (m) => m[1] ?? m[2]).some((address) => !PLAIN_ADDRESS.test(address))

/** The schemes a link or picture may have. */
const SCHEMES = new Set(['https', 'mailto', 'tel'])

/** Why an address (as the parser reads it) may not be a link or a picture of content, or undefined. */
function addressProblem(url: string): string | undefined {
  // As a browser reads it: tabs and line ends dropped, control characters and spaces trimmed.
  // eslint-disable-next-line no-control-regex -- browsers skip these around an address
  const address = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
  if (/^[/\\]{2}/.test(address)) return fixes.otherSite
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(address)?.[1]
  if (scheme && !SCHEMES.has(scheme.toLowerCase())) return fixes.scheme
  return undefined
}

/** Lazily made: the parser costs nothing for pages that need no parse. */
let processor: ReturnType<typeof createProcessor> | undefined

interface MdxNode {
  type: string
  name?: string | null
  value?: unknown
  url?: string
  position?: { start: { line: number } }
  attributes?: { type: string; value?: unknown }[]
  children?: MdxNode[]
}

const clip = (text: string) =>
  JSON.stringify(text.split('\n')[0].slice(0, 60) + (text.length > 60 || text.includes('\n') ? '…' : ''))

const fixes = {
  esm: 'Markdown only: a page cannot import or export code. Remove the line (a picture is written as ![what it shows](../images/x.jpg))',
  expression:
    'Markdown only: braces hold code in MDX. Name a fact with a placeholder such as {site:phone}, or write \\{ to show a brace',
  component:
    'Markdown only: the site offers no components to a page\'s text. Write Markdown, or make the page a designed page with blocks (CONTENT.md, "Designed pages")',
  html: 'Markdown only: HTML is not read in a text. Write it in Markdown (**bold**, [a link](/contact), lists), or make the page a designed page with blocks (CONTENT.md, "Designed pages")',
  otherSite:
    'an address that stays on this site: a path starts with one "/", e.g. [our prices](/pricing) ("//" or "/\\" at the start lead to another site); write another site\'s address in full, starting with https://',
  scheme:
    'an address a visitor can trust: a path of this site such as /contact, or one that starts with https://, mailto: or tel:',
}

/** What is code, HTML or an address not allowed in one node of the parsed text (MDX's or CommonMark's), with the fix. */
function refusedIn(node: MdxNode): { expected: string; found: string } | undefined {
  if (node.type === 'mdxjsEsm') return { expected: fixes.esm, found: clip(String(node.value)) }
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
    return { expected: fixes.expression, found: clip(`{${String(node.value)}}`) }
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    if (node.name && /^[A-Z]|\./.test(node.name)) return { expected: fixes.component, found: `<${node.name}>` }
    const expression = node.attributes?.find(
      (a) => a.type === 'mdxJsxExpressionAttribute' || (typeof a.value === 'object' && a.value !== null),
    )
    if (expression) return { expected: fixes.expression, found: `an expression in <${node.name ?? ''}>` }
    return { expected: fixes.html, found: node.name ? `<${node.name}>` : 'a fragment <>' }
  }
  if (node.type === 'html') return { expected: fixes.html, found: clip(String(node.value)) }
  if (typeof node.url === 'string') {
    const problem = addressProblem(node.url)
    if (problem) return { expected: problem, found: clip(node.url) }
  }
  return undefined
}

/** What is refused in a parsed text, each with its line in the text (1-based). */
function refusedInTree(tree: MdxNode): { line: number; expected: string; found: string }[] {
  const found: { line: number; expected: string; found: string }[] = []
  const visit = (node: MdxNode) => {
    const refused = refusedIn(node)
    if (refused) found.push({ line: node.position?.start.line ?? 1, ...refused })
    else node.children?.forEach(visit)
  }
  visit(tree)
  return found
}

/**
 * The code, HTML and addresses not allowed in an MDX page's text, each with its line in the file.
 *
 * @param file - the page, e.g. "content/pages/about.mdx"
 * @param body - its text after the front matter, placeholders filled in
 * @param firstLine - the line of the file the text starts on (1-based)
 */
export function mdxTextProblems(file: string, body: string, firstLine: number): ContentProblem[] {
  if (!needsParse(body, MIGHT_BE_CODE)) return []
  const at = (line = 1) => firstLine + line - 1
  let tree: MdxNode
  try {
    processor ??= createProcessor()
    tree = processor.parse(body) as MdxNode
  } catch (error) {
    const place = (error as { line?: number }).line
    const reason = String((error as { reason?: string }).reason ?? (error as Error).message)
    return [
      {
        file,
        line: at(place ?? 1),
        field: '(text)',
        expected: `Markdown that MDX can read: ${fixes.expression}`,
        found: reason,
      },
    ]
  }
  return refusedInTree(tree).map(({ line, ...problem }) => ({ file, line: at(line), field: '(text)', ...problem }))
}

/** Text that CommonMark might read as HTML: `<` and a letter, `/`, `!` or `?`. */
const MIGHT_BE_HTML = /<[A-Za-z/!?]/

/**
 * The HTML and addresses not allowed in a text of a field, read as Markdown is drawn (CommonMark,
 * lib/markdown.ts): what a writer wrote in a block's text or a form's note. A field that is not drawn
 * as Markdown is checked the same, as a writer's HTML or link there would only show as it is written.
 */
export function markdownTextProblems(text: string): { expected: string; found: string }[] {
  if (!needsParse(text, MIGHT_BE_HTML)) return []
  return refusedInTree(fromMarkdown(text) as MdxNode).map(({ expected, found }) => ({ expected, found }))
}
