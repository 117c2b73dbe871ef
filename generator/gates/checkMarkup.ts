/**
 * Every built page is valid, accessible HTML: html-validate's recommended rules (adjusted below for
 * what React and Vike write, each with its reason) and two of the W3C checker's (attributeRules.ts),
 * exactly one <h1>, and no duplicate ids. A problem inside the rendered MDX of a content page names
 * that MDX file. A page is validated in three parts, its layout, the shape of its head and its own
 * part (splitPage.ts, pageFacts.ts); what spans the parts is checked there.
 */
import {
  HtmlValidate,
  Rule,
  StaticConfigLoader,
  type ConfigData,
  type DOMReadyEvent,
  type HtmlElement,
  type Message,
  type ResolvedConfig,
} from 'html-validate'
import { KnownAttributes, NoRedundantAria } from './attributeRules'
import { isRedirectPage, type BuiltPage } from './builtPages'
import type { ParsedPage } from './parseHtml'
import type { SiteProblem } from './problems'

/**
 * The validator's configuration (kept in code: the repository's top level holds no tool config files).
 * Only rules about how markup is spelled are relaxed; validity, accessibility and id rules stay errors.
 */
export const htmlValidateConfig: ConfigData = {
  root: true,
  // "document" adds: labels on inputs, heading levels in order, a doctype, aria-* references to ids that exist.
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // Subresource integrity is for files from other origins; every script and stylesheet here is same-origin.
    'require-sri': 'off',
    // React writes void elements as <img/>, Vike's head as <meta>: both are valid HTML.
    'void-style': 'off',
    // React writes some attribute names in camelCase (srcSet, autoComplete, fetchPriority); HTML attribute names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes boolean attributes as required="" and hidden="": valid, only a matter of style.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId() gives ids like "_R_3_": valid HTML5 ids, which the strict mode rejects for old HTML4 reasons.
    'valid-id': ['error', { relaxed: true }],
    // Whitespace in Vike's document template; invisible to visitors.
    'no-trailing-whitespace': 'off',
    // A typographic preference for phone numbers in text (non-breaking spaces), not a validity issue.
    'tel-non-breaking': 'off',
    // The head check warns about long titles at 65 characters, with the page named (see checkHead.ts).
    'long-title': 'off',
    // Style attributes are reported by the inline-code check, with the CSP reason (see checkInlineCode.ts).
    'no-inline-style': 'off',
    // Advice rather than errors: shown as warnings so they are seen, without failing the build.
    'prefer-native-element': 'warn',
    'aria-label-misuse': 'warn',
    'unique-landmark': 'warn',
  },
}

/** Clearer advice than the rule documentation for the mistakes writers and developers make most. */
const advice: Record<string, { fix: string; fixInSource?: string }> = {
  'wcag/h37': {
    fix: 'Give the image an alt text that says what it shows (alt="" only when it is purely decorative).',
    fixInSource: 'Describe the image in that file: ![what the image shows](/images/...).',
  },
  'no-dup-id': { fix: 'Make the id unique on the page (components: derive ids from useId() or an idPrefix prop).' },
  'heading-level': {
    fix: 'Use headings in order without skipping a level.',
    fixInSource: 'Start sections at ## and do not skip levels in that file.',
  },
  'wcag/h30': { fix: 'Give the link a text, or an aria-label when it holds only an icon.' },
  'text-content': { fix: 'Give the button a visible text or an aria-label.' },
  'site-gates/known-attributes': {
    fix: 'Remove the attribute (or write it as data-*, for a script of the site): it does nothing in a browser.',
  },
  'site-gates/no-redundant-aria': { fix: 'Remove the ARIA attribute and keep the native one.' },
}

/** The document the validator parsed last: the other checks walk the same tree instead of parsing again. */
let parsedRoot: HtmlElement | undefined

/** Reports nothing: hands the validator's own parsed document to `validatePage`. */
class KeepDocument extends Rule {
  setup(): void {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      parsedRoot = event.document.root
    })
  }
}

/**
 * The configuration resolved once. html-validate resolves it again for every document it validates
 * (the element table of HTML5 merged anew, a large share of a page's validation); one static
 * configuration for every page gives the same result each time.
 */
class ResolvedOnceLoader extends StaticConfigLoader {
  private resolved?: ResolvedConfig
  override getConfigFor(handle: string, override?: ConfigData): ResolvedConfig | Promise<ResolvedConfig> {
    if (override) return super.getConfigFor(handle, override)
    this.resolved ??= super.getConfigFor(handle) as ResolvedConfig
    return this.resolved
  }
}

let validator: HtmlValidate | undefined

/** Validates a whole document; returns the validator's messages and the document it parsed. */
export function validatePage(html: string, file: string): { messages: Message[]; root: HtmlElement } {
  validator ??= new HtmlValidate(
    new ResolvedOnceLoader({
      ...htmlValidateConfig,
      plugins: [
        {
          name: 'site-gates',
          rules: {
            'site-gates/keep-document': KeepDocument,
            'site-gates/known-attributes': KnownAttributes,
            'site-gates/no-redundant-aria': NoRedundantAria,
          },
        },
      ],
      rules: {
        ...htmlValidateConfig.rules,
        'site-gates/keep-document': 'error',
        'site-gates/known-attributes': 'error',
        'site-gates/no-redundant-aria': 'error',
      },
    }),
  )
  parsedRoot = undefined
  const report = validator.validateStringSync(html, file)
  if (!parsedRoot) throw new Error(`html-validate did not parse ${file}`)
  return { messages: report.results.flatMap((r) => r.messages), root: parsedRoot }
}

/** The element a message points at, described briefly: `<img src="/images/x.jpg">` at `#main > img`. */
function where(page: ParsedPage, message: Message): { text: string; inProse: boolean } {
  const element = message.selector ? page.root.querySelector(message.selector) : null
  const srcOrHref = element?.getAttribute('src')?.value ?? element?.getAttribute('href')?.value
  const text = element
    ? `<${element.tagName}${typeof srcOrHref === 'string' ? ` ${element.getAttribute('src') ? 'src' : 'href'}="${srcOrHref}"` : ''}> at ${message.selector}`
    : `line ${message.line}`
  return { text, inProse: Boolean(element?.closest('.prose')) }
}

/** A page's references to ids it does not have (no-missing-references), kept apart: the id may be in the other part of a split page. */
export interface MissingId {
  id: string
  problem: SiteProblem
}

export interface MarkupResult {
  page: ParsedPage
  /** Validity problems, the missing ids left out. */
  problems: SiteProblem[]
  missingIds: MissingId[]
}

/**
 * Validates one document (a built page, or a part of one: splitPage.ts); returns the problems, the
 * references to ids it lacks, and the parsed document, which the other checks of the page reuse.
 * `mdxFile` is the MDX file the page is built from, if any.
 */
export function checkPageMarkup(built: BuiltPage, mdxFile?: string): MarkupResult {
  const { messages, root } = validatePage(built.html, built.file)
  const page: ParsedPage = { ...built, root }
  const problems: SiteProblem[] = []
  const missingIds: MissingId[] = []
  // The same message on several elements of a page is one problem listing them (the FAQ's answers).
  const grouped = new Map<string, { message: Message; at: ReturnType<typeof where>[] }>()
  for (const message of messages) {
    const at = where(page, message)
    const key = `${message.ruleId}\u0000${message.message}\u0000${at.inProse}`
    const group = grouped.get(key) ?? { message, at: [] }
    group.at.push(at)
    grouped.set(key, group)
  }
  for (const { message, at } of grouped.values()) {
    const help = advice[message.ruleId]
    const shown =
      at
        .slice(0, 3)
        .map((a) => a.text)
        .join('; ') + (at.length > 3 ? `; and ${at.length - 3} more` : '')
    const problem: SiteProblem = {
      severity: message.severity === 2 ? 'error' : 'warning',
      pages: [page.urlPath],
      what: `${message.message} (${message.ruleId}, ${shown})`,
      fix: help?.fix ?? `See ${message.ruleUrl ?? 'https://html-validate.org/rules/'}.`,
      fixInSource: help?.fixInSource,
      source: at[0].inProse ? mdxFile : undefined,
    }
    const id = (message.context as { value?: unknown } | undefined)?.value
    if (message.ruleId === 'no-missing-references' && typeof id === 'string') missingIds.push({ id, problem })
    else problems.push(problem)
  }
  return { page, problems, missingIds }
}

/** An <h1> of a page: its text, and whether it is inside the rendered MDX (`.prose`). */
export interface H1 {
  text: string
  inProse: boolean
}

/** The <h1>s of a parsed document (those `keep` accepts). */
export const h1sOf = (page: ParsedPage, keep: (h1: HtmlElement) => boolean = () => true): H1[] =>
  page.root
    .querySelectorAll('h1')
    .filter(keep)
    .map((h) => ({ text: h.textContent.trim().slice(0, 40), inProse: Boolean(h.closest('.prose')) }))

/** Exactly one <h1> per page (the PageBanner title on inner pages). Redirect fallback pages have none by design. */
export function checkHeadings(
  page: Pick<ParsedPage, 'urlPath' | 'html'>,
  h1s: readonly H1[],
  mdxFile?: string,
): SiteProblem[] {
  if (isRedirectPage(page.html)) return []
  if (h1s.length === 1) return []
  const extraInProse = h1s.some((h) => h.inProse)
  return [
    {
      severity: 'error',
      pages: [page.urlPath],
      what:
        h1s.length === 0
          ? 'the page has no <h1>'
          : `the page has ${h1s.length} <h1> headings (${h1s.map((h) => JSON.stringify(h.text)).join(', ')})`,
      fix:
        h1s.length === 0
          ? 'Give the page one <h1>: inner pages get it from <PageBanner title=...>.'
          : 'Keep one <h1> per page; use <h2> and below for sections.',
      fixInSource: 'The page title is the <h1>: start sections at ## in that file.',
      source: extraInProse ? mdxFile : undefined,
    },
  ]
}
