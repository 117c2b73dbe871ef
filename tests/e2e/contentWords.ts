/**
 * Every word a visitor reads comes from content/ (CONTENT.md); every-route.spec.ts asks it of every
 * route once the page has hydrated: each text of the page and each text meant for people in an
 * attribute (`alt`, `aria-label`, `placeholder`, `title`), the title and the description are looked up
 * in what writers edit: every string of the JSON files and of the pages' frontmatter, the MDX bodies,
 * with their placeholders filled as the build fills them. The blog's posts come from the shop's API:
 * the sample API's posts count as theirs.
 *
 * A text passes when it is part of one content string, matches a content string with `{name}` slots
 * (e.g. "Showing {shown} of {total} {what}"), or is made of content strings with only numbers, prices,
 * dates and punctuation between them ("min. $30", "Mar 3, 2025"), letter case aside (a label lowercased
 * inside a line: "Free color separation"). A sentence written in code fails, named with its page. The
 * texts hidden until used count too (the quote form's brief of each service).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readFrontmatter } from '../../generator/content/readFrontmatter'
import { decodeEntities } from '../../generator/gates/parseHtml'
import { FIXTURES } from '../../tools/sample-api/fixtures'
import {
  contentPages,
  faq,
  filled,
  navigation,
  patches,
  portfolio,
  services,
  site,
  stringsOf,
  testimonials,
  ui,
} from '../support/siteContent'
import type { Page } from '@playwright/test'
import { escapeRegExp } from '../../lib/escapeRegExp'

const repo = path.resolve(import.meta.dirname, '../..')
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
const hasWords = (text: string) => /\p{L}{2,}/u.test(text)

/** What writers wrote: the JSON files, the frontmatter and bodies of content/pages/, and the API's posts. */
const written = [
  ...stringsOf([site, services, faq, testimonials, patches, portfolio, navigation, ui]),
  ...contentPages.flatMap((page) => [
    ...stringsOf(page.frontmatter),
    filled(readFrontmatter(readFileSync(path.join(repo, page.file), 'utf8')).body),
  ]),
  // A post's body is HTML: its texts, and the texts of its attributes (an image's alt).
  ...stringsOf(FIXTURES)
    .flatMap((html) => [
      html.replace(/<[^>]+>/g, '\n'),
      ...[...html.matchAll(/\b(?:alt|title)="([^"]*)"/g)].map((m) => m[1]),
    ])
    .map(decodeEntities),
]
  .map((text) => squash(text).toLowerCase())
  .filter(hasWords)
  .sort((a, b) => b.length - a.length)

/** A content string with `{name}` slots, as a pattern: the slots match anything. */
const slotted = written
  .filter((text) => /\{\w+\}/.test(text))
  // A slot at the end takes the rest of the text; the others take as little as they can.
  .map(
    (text) =>
      new RegExp(
        `${text
          .split(/\{\w+\}/)
          .map(escapeRegExp)
          .join('.+?')}`.replace(/\.\+\?$/, '.+'),
        'g',
      ),
  )
const corpus = written.join('\n')

/** Whether a text of the page comes from content (see the opening comment). */
function fromContent(pageText: string): boolean {
  const text = pageText.toLowerCase()
  if (!hasWords(text) || corpus.includes(text)) return true
  if (slotted.some((pattern) => new RegExp(`^${pattern.source}$`).test(text))) return true
  let rest = text
  for (const pattern of slotted) rest = rest.replace(pattern, ' ')
  for (const part of written) if (rest.includes(part)) rest = rest.split(part).join(' ')
  // What may stand between content strings: numbers, prices, dates (the browser's month names) and marks.
  return !hasWords(rest.replace(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/g, ' '))
}

/**
 * The texts of the page in `route` that are not from content/ (none when every one is); `count` is how
 * many texts with words the page has, which a page that drew nothing would lack.
 */
export async function textsNotFromContent(page: Page, route: string): Promise<{ count: number; outside: string[] }> {
  const words = await page.evaluate(() => {
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style, template, noscript')) texts.push(node.textContent ?? '')
    }
    const attributes = [...document.querySelectorAll('[alt], [aria-label], [placeholder], [title]')].flatMap((el) =>
      ['alt', 'aria-label', 'placeholder', 'title'].map((name) => el.getAttribute(name) ?? ''),
    )
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
    return [...texts, ...attributes, document.title, description]
  })
  // The spec shows an unknown patch type's name from its address, hyphens as spaces (e.g. "velvet patches").
  const fromAddress = decodeURIComponent(route.split('/').pop()!).replace(/-/g, ' ')
  const texts = words.map(squash).filter((text) => hasWords(text) && text !== fromAddress)
  return { count: texts.length, outside: texts.filter((text) => !fromContent(text)) }
}
