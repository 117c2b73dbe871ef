// @vitest-environment jsdom
/**
 * What the behaviours draw in the browser (components/drawInBrowser.ts) is what the prerender draws
 * with React: every piece a behaviour draws (a blog card, the sidebar's lists, a post, the not-found
 * state, the results line, a breadcrumb's steps, the banner's words, an icon), in each of its states,
 * drawn both ways and compared as the browser reads them. Whatever the shop API sends as a title, a
 * category, a date or a banner is text or an address, never markup; only a post's body, sanitised
 * before, is HTML.
 */
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BlogArticle } from '../../components/blog/BlogArticle'
import { BlogCategories } from '../../components/blog/BlogCategories'
import { BlogResults } from '../../components/blog/BlogResults'
import { PostBanner } from '../../components/blog/PostBanner'
import { PostCard } from '../../components/blog/PostCard'
import { PostMissing } from '../../components/blog/PostMissing'
import { RecentPosts } from '../../components/blog/RecentPosts'
import { Breadcrumb, Crumbs } from '../../components/Breadcrumb'
import { draw, redraw } from '../../components/drawInBrowser'
import { Icon } from '../../components/Icon'
import { BannerTitle } from '../../components/PageBanner'
import type { BlogPostView } from '../../lib/blog/blogView'
import { blockOf } from '../support/siteContent'
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
/** A post the API sent with no picture, category, date or description. */
const bare: BlogPostView = {
  ...post,
  slug: 'bare',
  banner: null,
  categoryName: '',
  displayDate: '',
  dateTime: null,
  shortDescription: '',
}
const postBlock = blockOf('/blog/[slug]', 'blog-post')
const listBlock = blockOf('/blogs', 'blog-list')

/**
 * React's HTML for an element, as the browser reads it. React puts a preload of an eager picture in
 * front (the page's head preloads its largest paint already, renderer/lcpPreloads.ts): no part of the
 * component's markup.
 */
function prerendered(element: ReactElement): string {
  const template = document.createElement('template')
  template.innerHTML = renderToStaticMarkup(element).replace(/^(<link rel="preload" as="image"[^>]*\/>)+/, '')
  return template.innerHTML
}

/** The same element drawn in the browser. */
function drawn(element: ReactElement): string {
  const box = document.createElement('div')
  box.append(draw(element))
  return box.innerHTML
}

const pieces: [string, ReactElement][] = [
  ['a card', <PostCard post={post} words={content.ui.blog} />],
  ['the first card, loaded first', <PostCard post={post} words={content.ui.blog} priority />],
  ['a card of a post with nothing but a title', <PostCard post={bare} words={content.ui.blog} />],
  ['the recent posts, one of them being read', <RecentPosts posts={[post, bare]} currentSlug={bare.slug} />],
  [
    'the categories as links',
    <BlogCategories categories={['News', post.categoryName]} selected="News" all="ALL" kind="links" />,
  ],
  ['the categories as buttons', <BlogCategories categories={['News']} selected="" all="ALL" kind="buttons" />],
  ['a post', <BlogArticle post={post} siteUrl="https://www.example.com" words={postBlock} />],
  [
    'a post with nothing but a title and a body',
    <BlogArticle post={bare} siteUrl="https://www.example.com" words={postBlock} />,
  ],
  ['no such post', <PostMissing words={postBlock} />],
  ['the results line', <BlogResults count={2} query="cap" category="News" hidden={false} words={listBlock} />],
  [
    'the results line, nothing found',
    <BlogResults count={0} query={hostile} category="" hidden={false} words={listBlock} />,
  ],
  ['the results line, hidden', <BlogResults count={1} query="" category="" hidden words={listBlock} />],
  ['a breadcrumb', <Breadcrumb crumbs={[{ label: 'Home', href: '/' }, { label: hostile }]} label="Breadcrumb" />],
  ['steps of a breadcrumb', <Crumbs crumbs={[{ label: 'Blogs', href: '/blogs' }, { label: 'News' }]} />],
  ["the banner's words", <BannerTitle title={hostile} />],
  [
    "the banner's words as a paragraph",
    <BannerTitle title="Blog View" isHeading={false} className="blog-view-title" />,
  ],
  ['the field of a missing picture', <PostBanner src={null} className="blog-card__banner" />],
  ['an icon', <Icon name="search" size={28} className="x" />],
]

describe('drawn in the browser', () => {
  it.each(pieces)('%s is what the prerender draws', (_, element) => {
    expect(drawn(element)).toBe(prerendered(element))
  })

  it('writes what the API sends as text and addresses, never as markup', () => {
    const box = document.createElement('div')
    box.append(draw(<PostCard post={post} words={content.ui.blog} />))
    expect(box.querySelectorAll('[onerror], script').length).toBe(0)
    expect(box.querySelectorAll('img').length).toBe(1)
    expect(box.querySelector('h2')!.textContent).toBe(post.title)
    expect(box.querySelector('.blog-meta__category')!.textContent).toBe(post.categoryName)
    expect(box.querySelector('.blog-meta__category')!.getAttribute('href')).toBe(
      `/blogs/${encodeURIComponent(post.categoryName)}`,
    )
    expect(box.querySelector('time')!.textContent).toBe(post.displayDate)
    expect(box.querySelector('.blog-card__text')!.textContent).toBe(post.shortDescription)
    expect(box.querySelector('img')!.getAttribute('src')).toBe(post.banner)
    expect(box.querySelector('li')!.getAttribute('data-slug')).toBe(post.slug)
  })

  it("writes a post's sanitised body as HTML, its title as the page's one heading, and share links to the post", () => {
    const box = document.createElement('div')
    box.append(draw(<BlogArticle post={post} siteUrl="https://www.example.com" words={postBlock} />))
    expect(box.querySelector('.blog-post__body strong')!.textContent).toBe('kept')
    expect(box.querySelectorAll('h1')).toHaveLength(1)
    expect(box.querySelector('h1')!.textContent).toBe(post.title)
    expect(box.querySelectorAll('[onerror], script').length).toBe(0)
    const links = [...box.querySelectorAll('.blog-share a')]
    expect(links).toHaveLength(4)
    for (const link of links)
      expect(link.getAttribute('href')).toContain(encodeURIComponent('https://www.example.com/blog/a-post'))
  })

  it('draws over an element in place: it keeps the element, and takes the attributes and children drawn', () => {
    const results = document.createElement('p')
    results.innerHTML = 'old'
    results.setAttribute('hidden', '')
    results.className = 'blog-results blog-results--empty'
    redraw(results, <BlogResults count={3} query="" category="" hidden={false} words={listBlock} />)
    expect(results.outerHTML).toBe(
      prerendered(<BlogResults count={3} query="" category="" hidden={false} words={listBlock} />),
    )
    expect(() => redraw(results, <BannerTitle title="x" />)).toThrow(
      'drawInBrowser cannot draw over a <p> anything but the same element',
    )
  })

  it('refuses what the prerender would draw differently: a handler, a style', () => {
    expect(() => draw(<button type="button" onClick={() => undefined} />)).toThrow(
      'drawInBrowser cannot draw onClick={function}',
    )
    expect(() => draw(<p style={{ color: 'red' }} />)).toThrow('drawInBrowser cannot draw style={object}')
  })
})
