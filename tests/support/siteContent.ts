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
import { fillWords } from '../../lib/fillWords'
import { escapeRegExp } from '../../lib/escapeRegExp'

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

/** The URL paths of the MDX pages of text (`layout: text`): the same markup around each page's Markdown. */
export const textPagePaths = result.content.pages
  .filter((page) => page.frontmatter.layout === 'text')
  .map((page) => page.urlPath)

/** Every string of a value (a collection, a page's frontmatter), deeply. */
export const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : []

/** A text of content with its placeholders filled in, as the build fills an MDX text. */
export const filled = (text: string): string => fillPlaceholders(text, placeholdersOf(site, services)).text

export const { navigation, ui } = {
  navigation: result.content.collections['navigation.json'],
  ui: result.content.collections['ui.json'],
}

/** The pages of content/pages/, their placeholders filled. */
export const contentPages = result.content.pages

/** The file of a page of text (else of any page of content/pages/): where a test adds a sentence of its own to a copy. */
export const textPageFile = (
  contentPages.find((page) => page.route === 'mdx' && page.frontmatter.layout === 'text') ?? contentPages[0]
).file

/** The `nth` block of a type on a page of content/pages/ (by its path), e.g. blockOf('/', 'portfolio-grid'). */
export function blockOf<T extends BlockType>(urlPath: string, type: T, nth = 0): BlockOf<T> {
  const page = contentPages.find((p) => p.urlPath === urlPath)
  const block = page?.frontmatter.blocks.filter((b): b is BlockOf<T> => b.type === type)[nth]
  if (!block) throw new Error(`content/pages has no ${type} block #${nth} on ${urlPath}`)
  return block
}

/** A page of content/pages/ by its path, e.g. pageAt('/about'). */
export function pageAt(urlPath: string): (typeof contentPages)[number] {
  const page = contentPages.find((p) => p.urlPath === urlPath)
  if (!page) throw new Error(`content/pages has no page at ${urlPath}`)
  return page
}

/** The words of a page's banner: its heading (the h1) and its breadcrumb, the last crumb the page itself. */
export function bannerOf(urlPath: string): {
  title: string
  crumbs: { label: string; href?: string }[]
  home: { label: string; href?: string }
} {
  const banner = blockOf(urlPath, 'banner')
  return { title: banner.title, crumbs: banner.crumbs, home: banner.crumbs[0] }
}

/** A text of ui.json with its `{name}` slots filled, e.g. uiText(ui.chunkError.failed, { what: ui.video.failed }). */
export const uiText = fillWords

/** The opening words of a Markdown text as a visitor reads them: up to its first markup, at most 60 characters, whole words. */
export function openingWords(markdown: string): string {
  const plain = markdown.split(/[\n*_`[\]()#>|]/)[0].trim()
  return plain.length <= 60 ? plain : plain.slice(0, 60).replace(/\s+\S*$/, '')
}

/** Where the build writes an image's variants: "/assets/images/services/about-studio." for "images/services/about-studio.jpg". */
export const variantPrefix = (src: string) => `/assets/${src.replace(/\.[a-z]+$/i, '')}.`

/** The accessible name of the quote form on a page: the heading its block gives it, or the form's own label. */
export function quoteFormName(urlPath: string): string {
  const blocks = pageAt(urlPath).frontmatter.blocks
  const withForm = blocks.find((b) => b.type === 'quote-form' || b.type === 'video')
  return (withForm && 'formHeading' in withForm && withForm.formHeading) || ui.quoteForm.label
}

/** The main heading (h1) of a page of content/pages/: its banner's or hero's title, or a text page's heading. */
export function headingOf(urlPath: string): string {
  const { frontmatter } = pageAt(urlPath)
  const top = frontmatter.blocks.find((b) => b.type === 'banner' || b.type === 'hero')
  if (top?.type === 'banner') return top.title
  if (top?.type === 'hero') return [top.title, top.accent].filter(Boolean).join(' ')
  return frontmatter.heading ?? frontmatter.title.split(' | ')[0]
}

/** The label of the menu link (content/navigation.json) to `href`, e.g. menuLabel('footer', '/about'), looking into submenus too. */
export function menuLabel(menu: keyof typeof navigation, href: string): string {
  const links = navigation[menu].flatMap((link) => [link, ...('children' in link ? (link.children ?? []) : [])])
  const link = links.find((l) => l.href === href)
  if (!link) throw new Error(`content/navigation.json has no ${menu} link to ${href}`)
  return link.label
}

/** The quote form's service priced by `plan` (content/services.json), e.g. quoteServiceOf('vector').label. */
export function quoteServiceOf(plan: keyof typeof services.plans): (typeof services.quoteServices)[number] {
  const service = services.quoteServices.find((s) => s.plan === plan)
  if (!service) throw new Error(`content/services.json has no quote service priced by the ${plan} plan`)
  return service
}

/** A pattern that finds these words anywhere in a text, e.g. an error within a field's description that also holds its hint. */
export const containing = (words: string): RegExp => new RegExp(escapeRegExp(words))
