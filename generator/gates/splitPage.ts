/**
 * A built page as three documents the gates validate apart: the layout around the page (its "chrome":
 * top bar, header and menu, footer), the page's head, and the page's own part (its <main> and the
 * scripts Vike appends). Every page of a template has the same chrome, byte for byte, so the gates
 * validate it once per build; pages whose heads differ only in what they say (title, description,
 * canonical URL) have one head shape (`headShape`), validated once too; each page's own part is
 * validated on its own (pageFacts.ts).
 *
 * The cut is made on the page's text at the boundaries the renderer writes (renderer/+onRenderHtml.tsx):
 *
 *   A  "<!DOCTYPE html>…<head>"        the same on every page
 *   H  the head's content              own
 *   B  "</head><body><div id=root>…"   chrome: everything before <main>
 *   M  "<main …>…</main>"              own (the first <main to the last </main>)
 *   C  "…</footer>…</div>"             chrome: everything after </main> but the scripts
 *   T  "<script…>…</script>…"          own: the scripts after the layout (page context, boot script)
 *   Z  "</body></html>"
 *
 * Both documents keep the page's line numbers for their own part (newlines stand in for what is cut).
 * A page that does not have this shape is not split (`splitPage` returns null) and is validated whole.
 */
import { createHash } from 'node:crypto'

export interface PageParts {
  /** The same for every page of the template; its hash is `chromeKey`. */
  chrome: { a: string; b: string; c: string; z: string }
  own: { head: string; main: string; tail: string }
}

/**
 * Scripts only, with whitespace between them: what Vike appends after the layout and the boot script
 * that replaces Vike's entry (generator/output/deferScripts.ts). A script's text runs to the first
 * `</script`, so it may hold any other `<` (the boot script compares numbers).
 */
const SCRIPTS_ONLY = /^(?:\s*<script\b[^>]*>(?:[^<]|<(?!\/script))*<\/script>)*\s*$/i

/** The parts of a page, or null when it does not have the renderer's shape. */
export function splitPage(html: string): PageParts | null {
  const headOpen = html.indexOf('<head>')
  const headClose = html.indexOf('</head>')
  const mainStart = html.search(/<main[\s>]/)
  const mainEnd = html.lastIndexOf('</main>')
  const bodyClose = html.lastIndexOf('</body>')
  if (headOpen < 0 || headClose < headOpen || mainStart < headClose || mainEnd < mainStart || bodyClose < mainEnd)
    return null
  const afterMain = html.slice(mainEnd + '</main>'.length, bodyClose)
  // The scripts Vike appends follow the layout's last closing tag.
  const tailStart = afterMain.search(/<script\b/)
  const tail = tailStart < 0 ? '' : afterMain.slice(tailStart)
  if (!SCRIPTS_ONLY.test(tail)) return null
  return {
    chrome: {
      a: html.slice(0, headOpen + '<head>'.length),
      b: html.slice(headClose, mainStart),
      c: tailStart < 0 ? afterMain : afterMain.slice(0, tailStart),
      z: html.slice(bodyClose),
    },
    own: {
      head: html.slice(headOpen + '<head>'.length, headClose),
      main: html.slice(mainStart, mainEnd + '</main>'.length),
      tail,
    },
  }
}

/** The same number of line breaks as `text`: what stands in for a part left out, so lines keep their numbers. */
const lines = (text: string) => '\n'.repeat(text.split('\n').length - 1)

/** What stands in for the page's <main> in the chrome and the head's document: one <h1>, where every page has its own. */
export const MAIN_PLACEHOLDER = '<main><h1>page</h1></main>'

/** What stands in for the page's head in the chrome and the own part's document (a head needs a title). */
const HEAD_PLACEHOLDER = '<title>page</title>'

/**
 * A value whose every character the validator treats alike: no line break, no `&`, `<`, `>` or `"` but
 * in the character references the renderer, Vike and React write ("&amp;", "&#039;", "&#x27;"...),
 * which are recognised. (An apostrophe is plain: no rule reads one in text or in a quoted value.)
 */
const PLAIN = /^(?:[^&<>"\n]|&(?:amp|lt|gt|quot|#x27|#39|#039);)*$/

/** "x" for a plain value with some text; any other value as it is (empty, blank, or with other characters). */
const shapeOf = (value: string) => (value.trim() && PLAIN.test(value) ? 'x' : value)

/**
 * The head's shape: the head with what says what the page is about made the same for every page, the
 * title's text, the `content` of each <meta> with a name or a property, the canonical URL, each where
 * it is plain (`shapeOf`). What the validator checks of such a value (there, empty or not, raw
 * characters, character references) is the same for "x"; a <meta http-equiv>'s content and every
 * other attribute and text (scripts, JSON-LD) are kept as they are.
 */
export const headShape = (head: string) =>
  head
    .replace(
      /(<title>)([^<]*)(<\/title>)/g,
      (_, open: string, text: string, close: string) => open + shapeOf(text) + close,
    )
    .replace(
      /(<meta (?:name|property)="[^"]*" content=")([^"]*)(")|(<link rel="canonical" href=")([^"]*)(")/g,
      (_, ...groups: (string | undefined)[]) => {
        const [open, value, close] = groups[0] !== undefined ? groups.slice(0, 3) : groups.slice(3, 6)
        return open! + shapeOf(value!) + close!
      },
    )

/**
 * The chrome as a document: the page's head replaced by a title (a head needs one) and its <main> by
 * `MAIN_PLACEHOLDER`, so the headings of the layout follow an <h1> as they do on every page.
 */
export const chromeDocument = ({ chrome, own }: PageParts) =>
  `${chrome.a}${HEAD_PLACEHOLDER}${lines(own.head)}${chrome.b}${MAIN_PLACEHOLDER}${lines(own.main)}${chrome.c}${lines(own.tail)}${chrome.z}`

/** A head in a document of its own, with `MAIN_PLACEHOLDER` for a body. */
const withHead = ({ chrome }: PageParts, head: string) =>
  `${chrome.a}${head}</head><body>${MAIN_PLACEHOLDER}${chrome.z}`

/** The head's shape as a document: validated once for every page with that shape. */
export const headDocument = (parts: PageParts) => withHead(parts, headShape(parts.own.head))

/** The page's own head as it is, in a document of its own: what the checks read of it (its title, its references). */
export const realHeadDocument = (parts: PageParts) => withHead(parts, parts.own.head)

/** The page's own part as a document: its doctype and <html>, a title for a head, then <main> and the scripts in <body>. */
export const ownDocument = ({ chrome, own }: PageParts) =>
  `${chrome.a}${HEAD_PLACEHOLDER}${lines(own.head)}</head><body>${lines(chrome.b)}${own.main}${lines(chrome.c)}${own.tail}${chrome.z}`

/** The hash of the head's document (its shape, and what comes before and after it): pages with the same key share one validation of it. */
export const headKey = ({ chrome, own }: PageParts) =>
  createHash('sha256')
    .update(chrome.a)
    .update('\0')
    .update(headShape(own.head))
    .update('\0')
    .update(chrome.z)
    .digest('hex')

/** The hash of the chrome: pages with the same key share one validation of it. */
export const chromeKey = ({ chrome }: PageParts) =>
  createHash('sha256')
    .update(chrome.a)
    .update('\0')
    .update(chrome.b)
    .update('\0')
    .update(chrome.c)
    .update('\0')
    .update(chrome.z)
    .digest('hex')
