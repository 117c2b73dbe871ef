import createDOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify'
import { JSDOM } from 'jsdom'
import { sanitizeHtml } from '../blog/sanitizeHtml'

/*
 * Node only (lib/node/). DOMPurify over a jsdom window, for sanitising at build time (prerender).
 *
 * Imported by code that never reaches the browser: Vike's server hooks (`+data.ts`), the build and
 * tests. jsdom is large and Node-only; `npm run lint` refuses lib/node/ and jsdom in browser code
 * (eslint.config.js). Components get already sanitised HTML from `+data.ts`, or call
 * `sanitizeHtml(html)` in the browser.
 */

let instance: Purifier | undefined

/** One jsdom window for the whole build: creating one per post would cost a DOM each time. */
export function getServerPurify(): Purifier {
  // jsdom's window type differs from the DOM lib's in small ways DOMPurify does not use.
  instance ??= createDOMPurify(new JSDOM('<!doctype html><html><body></body></html>').window as unknown as WindowLike)
  return instance
}

/**
 * `sanitizeHtml` with the server's DOMPurify; the call `+data.ts` makes for each post body.
 *
 * @param html - untrusted HTML from the shop API
 */
export function sanitizeHtmlOnServer(html: string): string {
  return sanitizeHtml(html, getServerPurify())
}
