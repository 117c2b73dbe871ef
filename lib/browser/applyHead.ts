/** Brings the live document's head in line with a page's head after client navigation. */
import type { Head } from '../head'
import { headTags } from '../headTags'

export function applyHead(head: Head): void {
  document.title = head.title
  document.documentElement.lang = head.lang
  // Replace every managed tag, so a tag the new page does not have (keywords) disappears.
  document.head
    .querySelectorAll(
      'meta[name]:not([name=viewport]):not([name=theme-color]), meta[property], link[rel=canonical], script[type="application/ld+json"]',
    )
    .forEach((el) => el.remove())
  for (const t of headTags(head)) {
    const el = document.createElement(t.tag)
    if (t.tag === 'meta') {
      el.setAttribute(t.key, t.name)
      el.setAttribute('content', t.content)
    } else {
      el.setAttribute('rel', t.rel)
      el.setAttribute('href', t.href)
    }
    document.head.append(el)
  }
  for (const item of head.jsonLd) {
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = JSON.stringify(item)
    document.head.append(script)
  }
}
