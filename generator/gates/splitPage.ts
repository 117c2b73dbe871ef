/**
 * A built page as two documents the gates validate apart: the layout around the page (its "chrome":
 * top bar, header and menu, footer) and the page's own part (its head, its <main> and the scripts Vike
 * appends). Every page of a template has the same chrome, byte for byte, so the gates validate it once
 * per build and each page's own part on its own: about a third of a page's HTML (pageFacts.ts).
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

/** What stands in for the page's <main> in the chrome: one <h1>, where every page has its own. */
export const MAIN_PLACEHOLDER = '<main><h1>page</h1></main>'

/**
 * The chrome as a document: the page's head replaced by a title (a head needs one) and its <main> by
 * `MAIN_PLACEHOLDER`, so the headings of the layout follow an <h1> as they do on every page.
 */
export const chromeDocument = ({ chrome, own }: PageParts) =>
  `${chrome.a}<title>page</title>${lines(own.head)}${chrome.b}${MAIN_PLACEHOLDER}${lines(own.main)}${chrome.c}${lines(own.tail)}${chrome.z}`

/** The page's own part as a document: its doctype and <html>, its head, then <main> and the scripts in <body>. */
export const ownDocument = ({ chrome, own }: PageParts) =>
  `${chrome.a}${own.head}</head><body>${lines(chrome.b)}${own.main}${lines(chrome.c)}${own.tail}${chrome.z}`

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
