/**
 * The content as the site shows it, for tests to know what to expect: loaded and checked by the same
 * `loadContent` as the build, so derived values (a card's "from" price) and filled price placeholders
 * (`{price:embroidery.left-chest}` in the FAQ) are what visitors read.
 */
import path from 'node:path'
import { formatProblems } from '../../generator/content/formatIssues'
import { loadContent } from '../../generator/content/loadContent'

const result = await loadContent(path.resolve(import.meta.dirname, '../..'))
if (!result.ok) throw new Error(formatProblems(result.problems))

export const { 'services.json': services, 'faq.json': faq, 'site.json': site } = result.content.collections

/** The URL paths of the MDX pages (content/pages/): one template, pages/content/. */
export const mdxPagePaths = result.content.pages.map((page) => page.urlPath)
