/**
 * The blog's repeated parts as HTML: the cards, the sidebar's categories and recent posts, and a post's
 * article. One writing of each, used by the prerendered pages (BlogList.tsx, BlogPost.tsx, which put
 * it in place) and by the browser (behaviours/blogList.ts, blogPost.ts), which draws what the shop
 * API has that the build did not: a post or category newer than the build, a refreshed list. No
 * framework is needed for either. Every value is escaped (lib/escapeHtml.ts) except a post's body,
 * which is sanitised before it gets here (lib/blog/sanitizeHtml.ts); no words are written here, they
 * all come from content.
 */
import type { BlockOf } from '../../content/blocks'
import type { Ui } from '../../content/config'
import { blogPath, blogsPath } from '../../lib/blog/blogPaths'
import type { BlogCard, BlogPostView } from '../../lib/blog/blogView'
import { shareLinks } from '../../lib/blog/shareUrls'
import { escapeHtml as e } from '../../lib/escapeHtml'
import { fillWords } from '../../lib/fillWords'
import type { IconName } from '../../lib/iconNames'
import { routes } from '../../lib/navigation'

export type CardWords = Pick<Ui['blog'], 'readMore' | 'readMoreAbout'>

/** The share box's words: its title and each link's name, {network} filled in. */
export interface ShareWords {
  shareTitle: string
  shareLink: string
}

/** An icon of the sprite, as components/Icon.tsx draws it. */
const icon = (name: IconName, size: number) =>
  `<svg class="icon" width="${size}" height="${size}" aria-hidden="true" focusable="false"><use href="/icons.svg#${name}"></use></svg>`

/** A post's banner from the API, or a stitched placeholder when it has none; decorative (the title is beside it). */
function banner(src: string | null, className: string, priority = false): string {
  if (!src) return `<div class="${className} blog-banner blog-banner--empty" aria-hidden="true"></div>`
  const loading = priority ? 'loading="eager" decoding="async" fetchpriority="high"' : 'loading="lazy" decoding="async"'
  return `<img class="${className} blog-banner" src="${e(src)}" alt="" width="1200" height="630" ${loading}>`
}

/** A post's display date with a calendar icon, machine-readable when the API's text is a date. */
function postDate(post: Pick<BlogCard, 'displayDate' | 'dateTime'>): string {
  if (!post.displayDate) return ''
  const dateTime = post.dateTime ? ` datetime="${e(post.dateTime)}"` : ''
  return `<span class="blog-meta__date">${icon('calendar', 14)}<time${dateTime}>${e(post.displayDate)}</time></span>`
}

/** The line above a post's title: its category (a link to the category's list) and its date. */
function postMeta(post: BlogCard): string {
  const category = post.categoryName
    ? `<a class="blog-meta__category" href="${e(blogsPath(post.categoryName))}">${icon('tag', 14)}${e(post.categoryName)}</a>`
    : ''
  return `<p class="blog-meta">${category}${postDate(post)}</p>`
}

/** One post of the list, as an item of its grid (keyed by slug): banner, category, date, title, short description, Read More. */
export function cardHtml(post: BlogCard, words: CardWords, priority = false): string {
  const href = e(blogPath(post.slug))
  const text = post.shortDescription ? `<p class="blog-card__text">${e(post.shortDescription)}</p>` : ''
  // The hidden words make the link's text say where it goes, for screen readers and search engines alike.
  const more = `<a class="blog-card__more" href="${href}">${e(words.readMore)}<span class="visually-hidden">${e(fillWords(words.readMoreAbout, { title: post.title }))}</span>${icon('arrow-right', 16)}</a>`
  // The title link's ::after covers the card, so the banner and the whole card open the post.
  return `<li data-slug="${e(post.slug)}"><article class="blog-card">${banner(post.banner, 'blog-card__banner', priority)}<div class="blog-card__body">${postMeta(post)}<h2 class="blog-card__title"><a href="${href}">${e(post.title)}</a></h2>${text}${more}</div></article></li>`
}

/** The sidebar's recent posts: thumbnail, title link and date; the post being read is marked current. */
export function recentHtml(posts: readonly BlogCard[], currentSlug?: string): string {
  return posts
    .map((post) => {
      const current = post.slug === currentSlug ? ' aria-current="page"' : ''
      return `<li class="recent-posts__item">${banner(post.banner, 'recent-posts__thumb')}<div><a class="recent-posts__title" href="${e(blogPath(post.slug))}"${current}>${e(post.title)}</a><p class="blog-meta">${postDate(post)}</p></div></li>`
    })
    .join('')
}

/**
 * 'ALL' plus the categories of the posts: links to each category's list (the list page, where the
 * browser then filters in place), or toggle buttons that filter the recent posts (a post's sidebar).
 *
 * @param selected - the selected category, `''` for ALL
 * @param all - the first entry's words ("ALL")
 */
export function categoriesHtml(
  categories: readonly string[],
  selected: string,
  all: string,
  kind: 'links' | 'buttons',
): string {
  return ['', ...categories]
    .map((category) => {
      const label = e(category || all)
      const on = category === selected
      const item =
        kind === 'buttons'
          ? `<button type="button" class="chip blog-categories__item" data-category="${e(category)}" aria-pressed="${on}">${label}</button>`
          : `<a class="chip blog-categories__item" href="${e(blogsPath(category))}" data-category="${e(category)}"${on ? ' aria-current="page"' : ''}>${label}</a>`
      return `<li>${item}</li>`
    })
    .join('')
}

/** The share links: each network's share page for the post, in a new tab. */
function share(url: string, title: string, words: ShareWords): string {
  const links = shareLinks(url, title).map(
    (link) =>
      `<li><a target="_blank" rel="noopener noreferrer" class="icon-button blog-share__link" href="${e(link.href)}" aria-label="${e(fillWords(words.shareLink, { network: link.network }))}">${icon(link.icon, 18)}</a></li>`,
  )
  return `<section class="blog-share" aria-labelledby="blog-share-title"><h2 id="blog-share-title" class="blog-share__title">${e(words.shareTitle)}</h2><ul class="blog-share__list">${links.join('')}</ul></section>`
}

/** A post: banner, category, date, the title (the page's h1), the body (sanitised already) and the share links. */
export function articleHtml(post: BlogPostView, siteUrl: string, words: ShareWords): string {
  return `<article class="blog-post">${banner(post.banner, 'blog-post__banner', true)}${postMeta(post)}<h1 class="blog-post__title">${e(post.title)}</h1><div class="prose blog-post__body">${post.html}</div>${share(`${siteUrl}${blogPath(post.slug)}`, post.title, words)}</article>`
}

export type NotFoundWords = Pick<BlockOf<'blog-post'>, 'notFoundTitle' | 'notFoundText' | 'notFoundAction'>

/** A clear "no such post" (its title is the page's h1), with the way back to the list. */
export function notFoundHtml(words: NotFoundWords): string {
  return `<div class="blog-missing"><span class="blog-missing__icon" aria-hidden="true">${icon('search', 28)}</span><h1 class="blog-missing__title">${e(words.notFoundTitle)}</h1><p>${e(words.notFoundText)}</p><a class="btn btn--accent" href="${routes.blogs}">${e(words.notFoundAction)}</a></div>`
}
