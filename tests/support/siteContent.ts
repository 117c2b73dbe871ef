/**
 * The content as the site shows it, for tests to know what to expect: loaded and checked by the same
 * `loadContent` as the build, so derived values (a card's "from" price) and filled placeholders
 * (`{price:embroidery.left-chest}`, `{site:turnaround}`) are what visitors read. Image fields are
 * completed images (`image.src` is the path the writer gave).
 */
import path from 'node:path'
import { formatProblems } from '../../generator/content/formatIssues'
import { loadContent } from '../../generator/content/loadContent'
import { fillPlaceholders, placeholdersOf } from '../../generator/content/placeholders'

const result = await loadContent(path.resolve(import.meta.dirname, '../..'))
if (!result.ok) throw new Error(formatProblems(result.problems))

export const {
  'services.json': services,
  'faq.json': faq,
  'site.json': site,
  'testimonials.json': testimonials,
  'patches.json': patches,
  'portfolio.json': portfolio,
  'redirects.json': redirects,
} = result.content.collections

/** The URL paths of the MDX pages (content/pages/): one template, pages/content/. */
export const mdxPagePaths = result.content.pages.map((page) => page.urlPath)

/** A text of content with its placeholders filled in, as the build fills an MDX text. */
export const filled = (text: string): string => fillPlaceholders(text, placeholdersOf(site, services)).text
