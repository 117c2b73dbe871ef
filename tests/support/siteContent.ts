/**
 * The content as the site shows it, for tests to know what to expect: loaded and checked by the same
 * `loadContent` as the build, so derived values (a card's "from" price) and filled placeholders
 * (`{price:embroidery.left-chest}`, `{site:turnaround}`) are what visitors read. Image fields are
 * completed images (`image.src` is the path the writer gave).
 */
import path from 'node:path'
import { formatProblems } from '../../generator/content/formatIssues'
import { loadContent } from '../../generator/content/loadContent'
import type { BlockOf, BlockType } from '../../content/blocks'
import { placeholdersOf } from '../../generator/content/placeholders'
import { fillPlaceholders } from '../../lib/placeholders'

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

export const { navigation, ui } = { navigation: result.content.collections['navigation.json'], ui: result.content.collections['ui.json'] }

/** The pages of content/pages/, their placeholders filled. */
export const contentPages = result.content.pages

/** The `nth` block of a type on a page of content/pages/ (by its path), e.g. blockOf('/', 'portfolio-grid'). */
export function blockOf<T extends BlockType>(urlPath: string, type: T, nth = 0): BlockOf<T> {
  const page = contentPages.find((p) => p.urlPath === urlPath)
  const block = page?.frontmatter.blocks.filter((b): b is BlockOf<T> => b.type === type)[nth]
  if (!block) throw new Error(`content/pages has no ${type} block #${nth} on ${urlPath}`)
  return block
}
