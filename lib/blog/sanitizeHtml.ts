import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify'

/*
 * Sanitises a blog post's `description` HTML with one policy for the build and the browser.
 *
 * Why this file never imports jsdom: DOMPurify needs a DOM. In the browser the default
 * `dompurify` export is already bound to `window`. At build time there is no window, so
 * server code passes its own instance from `lib/node/serverPurify.ts` (DOMPurify over jsdom). Only
 * server-only files (Vike `+data.ts`) import `lib/node/serverPurify.ts`, so the browser bundle's
 * import graph from this file reaches `dompurify` and nothing else. The default export
 * without a DOM would return its input unchanged, so we refuse to run in that case
 * instead of quietly emitting unsanitised HTML.
 */

/** The policy: normal article markup only. Frozen so no caller can loosen it at run time. */
export const BLOG_HTML_POLICY: Readonly<Config> = Object.freeze({
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'blockquote',
    'q',
    'cite',
    'abbr',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'code',
    'pre',
  ],
  // No `style`, `class`, `id` (DOM clobbering) or `rel` (set by the hook below): nothing the page's CSS or scripts depend on.
  ALLOWED_ATTR: [
    'href',
    'target',
    'title',
    'src',
    'alt',
    'width',
    'height',
    'colspan',
    'rowspan',
    'scope',
    'start',
    'reversed',
  ],
  // Repeats the allow-list's verdict for the dangerous ones, so a future edit to ALLOWED_TAGS cannot let them back in.
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'svg',
    'math',
    'base',
    'meta',
    'link',
    'template',
    'noscript',
    'video',
    'audio',
    'source',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'xlink:href', 'action', 'background', 'ping'],
  ALLOW_DATA_ATTR: false,
  // Links may be http(s), mailto, tel, or relative. No `data:`, `javascript:`, `vbscript:` or other schemes.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  RETURN_TRUSTED_TYPE: false,
})

/** Image sources must be absolute http(s): DOMPurify alone would still let `data:` through on `<img>`. */
const HTTP_URL = /^https?:\/\//i

/** Runs after DOMPurify has cleaned each element's attributes; adds what the policy cannot express. */
function hardenElement(node: Element): void {
  const tag = node.nodeName.toLowerCase()
  if (tag === 'a') hardenLink(node)
  if (tag === 'img') hardenImage(node)
}

/** New-tab and off-site links must not hand `window.opener` or the referrer to the target. */
function hardenLink(link: Element): void {
  const target = link.getAttribute('target')
  if (target !== null && target !== '_blank') link.removeAttribute('target')
  const href = link.getAttribute('href') ?? ''
  const external = /^(?:https?:)?\/\//i.test(href)
  if (link.hasAttribute('target') || external) link.setAttribute('rel', 'noopener noreferrer')
}

/** Keeps only http(s) images, with numeric sizes, and lazy-loads them: bodies are below the fold. */
function hardenImage(image: Element): void {
  const src = image.getAttribute('src') ?? ''
  if (!HTTP_URL.test(src.trim())) {
    image.remove()
    return
  }
  for (const size of ['width', 'height']) {
    const value = image.getAttribute(size)
    if (value !== null && !/^\d{1,5}$/.test(value)) image.removeAttribute(size)
  }
  image.setAttribute('loading', 'lazy')
}

/**
 * Takes out, before parsing, what the policy removes anyway but what Chrome reports while *parsing*:
 * Chrome logs a Content-Security-Policy violation for every inline event handler, `style` attribute
 * and `<style>` element it parses, even into an inert document that never runs them. Without this a
 * post with such markup would fill the console with errors in the browser. Not a security boundary:
 * DOMPurify still sees everything that is left; this only renames attributes inside tags to inert
 * `data-` names (which the policy drops) and removes `<style>` blocks (which it drops with content).
 */
export function quietForCsp(html: string): string {
  // Tags are looked for up to the last `>` only: after it no tag can close, and a pattern that tried
  // every `<` there would rescan the rest of the text from each one.
  const end = html.lastIndexOf('>') + 1
  const quiet = removeStyleBlocks(html.slice(0, end)).replace(/<[a-z][^>]*>/gi, (tag) =>
    tag.replace(/([\s/"'])(on[a-z]+|style)(\s*=)/gi, '$1data-removed-$2$3'),
  )
  return quiet + html.slice(end)
}

/**
 * Removes each `<style …>…</style>` block, as `/<style\b[\s\S]*?<\/style\s*>/gi` would, in one pass:
 * that pattern, given many `<style` and no closing tag, searched to the end of the text from each of
 * them (quadratic: seconds for a large hostile body). Here each closing tag is searched for once, and
 * the first `<style` without one after it ends the search (no later one has one either).
 */
function removeStyleBlocks(html: string): string {
  const open = /<style\b/gi
  const close = /<\/style\s*>/gi
  let kept = ''
  let from = 0
  for (;;) {
    open.lastIndex = from
    const start = open.exec(html)
    if (!start) break
    close.lastIndex = start.index + start[0].length
    const stop = close.exec(html)
    if (!stop) break
    kept += html.slice(from, start.index)
    from = stop.index + stop[0].length
  }
  return kept + html.slice(from)
}

/**
 * Returns `html` with everything outside `BLOG_HTML_POLICY` removed.
 *
 * @param html - untrusted HTML from the shop API
 * @param purify - a DOMPurify instance with a DOM. Defaults to the browser's; at build time
 *   pass `getServerPurify()` from `lib/node/serverPurify.ts` (server-only).
 * @throws when `purify` has no DOM to work with, which would otherwise return `html` untouched
 */
export function sanitizeHtml(html: string, purify: Purifier = DOMPurify): string {
  if (!purify.isSupported) {
    throw new Error(
      'sanitizeHtml: this DOMPurify instance has no DOM (running in Node?). ' +
        'Pass getServerPurify() from lib/node/serverPurify.ts in server-only code such as +data.ts.',
    )
  }
  // Hooks live on the instance, which the browser shares with any other caller: add, sanitise, remove.
  purify.addHook('afterSanitizeAttributes', hardenElement)
  try {
    return purify.sanitize(quietForCsp(html), { ...BLOG_HTML_POLICY, RETURN_DOM: false, RETURN_DOM_FRAGMENT: false })
  } finally {
    purify.removeHook('afterSanitizeAttributes', hardenElement)
  }
}
