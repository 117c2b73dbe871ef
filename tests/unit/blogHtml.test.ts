/**
 * The blog's repeated parts as HTML (components/blog/blogHtml.ts), written by the prerender and, for
 * what the shop API has that the build did not, by the browser: whatever the API sends as a title,
 * a category, a date or a banner is text or an address, never markup; only the body, sanitised
 * before, is HTML.
 */
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { articleHtml, cardHtml, categoriesHtml, notFoundHtml, recentHtml } from '../../components/blog/blogHtml'
import type { BlogPostView } from '../../lib/blog/blogView'
import * as content from '../support/virtualContent'

const hostile = '<img src=x onerror="window.__xss=1">"\'&'
const post: BlogPostView = {
  slug: 'a-post',
  title: `Title ${hostile}`,
  banner: 'https://shop.example/banner.png?a=1&b="2"',
  shortDescription: `About ${hostile}`,
  displayDate: `June 3 ${hostile}`,
  dateTime: '2024-06-03',
  categoryName: `News ${hostile}`,
  html: '<p>Body <strong>kept</strong></p>',
  sourceHash: '00000000',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
}
const parse = (html: string) => JSDOM.fragment(`<div>${html}</div>`).firstElementChild!

describe('the blog as HTML', () => {
  it('writes what the API sends as text and addresses, never as markup', () => {
    const card = parse(cardHtml(post, content.ui.blog))
    expect(card.querySelectorAll('[onerror], script').length).toBe(0)
    expect(card.querySelectorAll('img').length).toBe(1)
    expect(card.querySelector('h2')!.textContent).toBe(post.title)
    expect(card.querySelector('.blog-meta__category')!.textContent).toBe(post.categoryName)
    expect(card.querySelector('.blog-meta__category')!.getAttribute('href')).toBe(
      `/blogs/${encodeURIComponent(post.categoryName)}`,
    )
    expect(card.querySelector('time')!.textContent).toBe(post.displayDate)
    expect(card.querySelector('.blog-card__text')!.textContent).toBe(post.shortDescription)
    expect(card.querySelector('img')!.getAttribute('src')).toBe(post.banner)
    expect(card.querySelector('li')!.getAttribute('data-slug')).toBe(post.slug)

    const recent = parse(recentHtml([post], post.slug))
    expect(recent.querySelector('a')!.textContent).toBe(post.title)
    expect(recent.querySelector('a')!.getAttribute('aria-current')).toBe('page')
    const categories = parse(categoriesHtml([post.categoryName], post.categoryName, 'ALL', 'buttons'))
    expect(
      [...categories.querySelectorAll('button')].map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
    ).toEqual([
      ['ALL', 'false'],
      [post.categoryName, 'true'],
    ])
    expect(categories.querySelectorAll('[onerror], img').length).toBe(0)
  })

  it("writes a post's sanitised body as HTML, its title as the page's one heading, and share links to the post", () => {
    const article = parse(
      articleHtml(post, 'https://www.example.com', { shareTitle: 'Share blog', shareLink: 'Share on {network}' }),
    )
    expect(article.querySelector('.blog-post__body strong')!.textContent).toBe('kept')
    expect(article.querySelector('h1')!.textContent).toBe(post.title)
    expect(article.querySelectorAll('[onerror], script').length).toBe(0)
    const links = [...article.querySelectorAll('.blog-share a')]
    expect(links).toHaveLength(4)
    for (const link of links)
      expect(link.getAttribute('href')).toContain(encodeURIComponent('https://www.example.com/blog/a-post'))
    expect(links[0].getAttribute('aria-label')).toBe('Share on Facebook')
  })

  it('says when there is no such post, with the way back to the list', () => {
    const missing = parse(
      notFoundHtml({
        notFoundTitle: 'Post not found',
        notFoundText: 'It is gone.',
        notFoundAction: 'Browse all posts',
      }),
    )
    expect(missing.querySelector('h1')!.textContent).toBe('Post not found')
    expect(missing.querySelector('a')!.getAttribute('href')).toBe('/blogs')
  })
})
