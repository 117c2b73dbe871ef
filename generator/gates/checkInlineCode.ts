/**
 * Nothing in the built HTML that the Content-Security-Policy blocks or that runs code outside the
 * bundled scripts: no inline <script> (JSON data blocks excepted, and the boot script, which the
 * policy allows by its hash: renderer/boot.ts, built by generator/output/bootScript.ts), no on* event handler attributes,
 * no javascript: URLs, no style attributes or <style> elements (script-src 'self'; style-src 'self').
 */
import { bootScript } from '../output/bootScript'
import type { ParsedPage } from './parseHtml'
import { attr } from './parseHtml'
import type { SiteProblem } from './problems'

/** Script types that hold data, which browsers never execute. */
const DATA_SCRIPT_TYPES = new Set(['application/json', 'application/ld+json'])

/** `javascript:` with the tabs, newlines and case tricks browsers ignore. */
// eslint-disable-next-line no-control-regex -- browsers skip these control characters before a scheme
const JAVASCRIPT_URL = /^[\u0000-\u0020]*j[\s]*a[\s]*v[\s]*a[\s]*s[\s]*c[\s]*r[\s]*i[\s]*p[\s]*t[\s]*:/i

const where = (el: { tagName: string; generateSelector(): string | null }) =>
  `<${el.tagName}> at ${el.generateSelector() ?? 'unknown position'}`

/** Checks one page. */
export function checkInlineCode(page: ParsedPage): SiteProblem[] {
  const problems: SiteProblem[] = []
  const add = (what: string, fix: string) => problems.push({ severity: 'error', pages: [page.urlPath], what, fix })
  for (const script of page.root.querySelectorAll('script')) {
    const type = (attr(script, 'type') ?? '').trim().toLowerCase()
    if (attr(script, 'src') === undefined && !DATA_SCRIPT_TYPES.has(type) && script.textContent !== bootScript) {
      add(
        `inline <script${type ? ` type="${type}"` : ''}> "${script.textContent.trim().slice(0, 50)}" at ${script.generateSelector()}`,
        "Move the code into a module the page imports: the Content-Security-Policy (script-src 'self' and the boot script's hash) blocks any other inline script.",
      )
    }
  }
  for (const style of page.root.querySelectorAll('style')) {
    add(
      `inline <style> element at ${style.generateSelector()}`,
      "Move the rules into a .css file imported by the page or component: the Content-Security-Policy (style-src 'self') blocks inline styles.",
    )
  }
  for (const el of page.root.querySelectorAll('*')) {
    for (const attribute of el.attributes) {
      const name = attribute.key.toLowerCase()
      const value = typeof attribute.value === 'string' ? attribute.value : ''
      if (/^on[a-z]+$/.test(name)) {
        add(
          `inline event handler ${name}="${value.slice(0, 40)}" on ${where(el)}`,
          'Attach the handler in React (onClick={...}) or from a module: the Content-Security-Policy blocks inline handlers.',
        )
      } else if (name === 'style') {
        add(
          `style="${value.slice(0, 60)}" on ${where(el)}`,
          "Use a class from a .css file, or set a CSS custom property from an effect (element.style.setProperty): the Content-Security-Policy (style-src 'self') blocks style attributes, which React writes for style={...}.",
        )
      } else if (
        JAVASCRIPT_URL.test(value) &&
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'].includes(name)
      ) {
        add(
          `javascript: URL in ${name} on ${where(el)}`,
          'Use a <button> with a click handler for actions; links must point at addresses.',
        )
      }
    }
  }
  return problems
}
