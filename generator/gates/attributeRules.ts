/**
 * Two rules of the W3C checker that html-validate's recommended set lets through, added to the HTML
 * gate (checkMarkup.ts):
 *
 * - `site-gates/known-attributes`: every attribute is one HTML (or, inside <svg>, SVG) defines, or a
 *   `data-*` one. A browser ignores any other (`keep-scroll-position`, a client router's attribute on a
 *   site that routes on the server): it does nothing, and the page is invalid. The names come from
 *   property-information, the attribute tables of the hast tools that already write the site's
 *   Markdown. (html-validate's own `no-unknown-attributes` knows too few attributes per element to use.)
 * - `site-gates/no-redundant-aria`: no ARIA attribute beside the native attribute it duplicates
 *   (`aria-valuemax` on a `<progress max>`, `aria-required` on an `<input required>`): the native one is
 *   what assistive technology reads, and the two can only disagree.
 */
import { html, find, svg } from 'property-information'
import { Rule, type AttributeEvent, type ElementReadyEvent } from 'html-validate'

/** Unknown attributes: names neither HTML nor SVG define. */
export class KnownAttributes extends Rule {
  documentation() {
    return { description: 'Browsers ignore attributes HTML does not define; the W3C checker refuses them.' }
  }

  setup(): void {
    this.on('attr', (event: AttributeEvent) => {
      // html-validate passes over what is inside an <svg> (foreign content): the <svg> itself is the one SVG element seen.
      const inSvg = event.target.tagName === 'svg'
      if (find(inSvg ? svg : html, event.key.toLowerCase()).defined) return
      this.report(
        event.target,
        `Attribute "${event.key}" is not an attribute of HTML${inSvg ? ' or SVG' : ''}: browsers ignore it`,
        event.keyLocation,
      )
    })
  }
}

/**
 * Each ARIA attribute that must not stand beside a native one, and that native attribute: the pairs
 * ARIA in HTML forbids ("MUST NOT"), which the W3C checker refuses. (`aria-hidden` beside `hidden` is
 * only discouraged there, and harmless.)
 */
const nativeOf: Record<string, string> = {
  'aria-checked': 'checked',
  'aria-disabled': 'disabled',
  'aria-placeholder': 'placeholder',
  'aria-readonly': 'readonly',
  'aria-required': 'required',
  'aria-valuemax': 'max',
  'aria-valuemin': 'min',
  'aria-colspan': 'colspan',
  'aria-rowspan': 'rowspan',
}

/** ARIA attributes that duplicate a native attribute of the same element. */
export class NoRedundantAria extends Rule {
  documentation() {
    return {
      description:
        'An ARIA attribute beside the native attribute it duplicates: the native one is what assistive technology reads.',
    }
  }

  setup(): void {
    this.on('element:ready', (event: ElementReadyEvent) => {
      const element = event.target
      for (const [aria, native] of Object.entries(nativeOf)) {
        const attribute = element.getAttribute(aria)
        if (attribute && element.hasAttribute(native))
          this.report(
            element,
            `Attribute "${aria}" must not be used beside "${native}" on <${element.tagName}>: the native "${native}" says it`,
            attribute.keyLocation,
          )
      }
    })
  }
}
