/**
 * Which post slugs and category names the site publishes (lib/blog/safeNames.ts): a slug the API
 * sends that could be a path or one of the site's own names is left out of the build, with one
 * warning naming it, and out of what the browser's refresh layer renders; the other posts are built
 * as before. A category name of that kind gets no list page: its posts are shown without a category.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiBlog } from '../../lib/blog/blogSchema'
import { dropUnsafeCategories, isSafeCategory, isSafeSlug, keepSafeSlugs } from '../../lib/blog/safeNames'
import posts from '../../tools/sample-api/posts.json'

const api = 'https://shop.test'
const post = (slug: string, category = 'Business Tips'): ApiBlog => ({
  ...(posts as ApiBlog[])[0],
  slug,
  title: `Post ${slug}`,
  category: { category_name: category },
})
const unsafeSlugs = [
  '__shell',
  '.',
  '..',
  'a/b',
  '../etc',
  'a b',
  'a.html',
  'index.html',
  '%2e%2e',
  '-leading',
  '_x',
  'a\\b',
  'a?b',
  'a#b',
  'x'.repeat(201),
  '\u00a0a',
]

const unsafeCategories = [
  '__shell',
  '.',
  '..',
  ' .. ',
  'All',
  'ALL',
  'index',
  'Index',
  'a/b',
  '../etc',
  'a\\b',
  '100%',
  'tab\there',
  'x'.repeat(101),
]

/** Answers the blog list with these slugs (and categories, else "Business Tips"), and any post detail with 404. */
function serveList(slugs: string[], categories: string[] = []) {
  const fetch = vi.fn(async (url: string) =>
    url.endsWith('/api/v2/blogs')
      ? Response.json({ data: slugs.map((slug, i) => post(slug, categories[i])) })
      : new Response('{"message":"not found"}', { status: 404 }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

beforeEach(() => vi.resetModules())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('isSafeSlug', () => {
  it('accepts the slugs a shop writes, in any script', () => {
    for (const slug of [
      ...(posts as ApiBlog[]).map((p) => p.slug),
      'a',
      'post_2024',
      'Caps-And-Hats',
      'stickerei-für-mützen',
      '刺繍',
      'x'.repeat(200),
    ])
      expect(isSafeSlug(slug), slug).toBe(true)
  })

  it('refuses names of the site, paths and file names', () => {
    for (const slug of unsafeSlugs) expect(isSafeSlug(slug), slug).toBe(false)
  })

  it('keepSafeSlugs keeps the order of the rest and names each one left out', () => {
    const left: string[] = []
    expect(
      keepSafeSlugs([{ slug: 'a' }, { slug: '__shell' }, { slug: 'b' }, { slug: '..' }], (slug) => left.push(slug)),
    ).toEqual([{ slug: 'a' }, { slug: 'b' }])
    expect(left).toEqual(['__shell', '..'])
  })
})

describe('isSafeCategory', () => {
  it('accepts the category names a shop writes, in any script, and no category', () => {
    for (const name of [
      'Business Tips',
      'Embroidery Digitizing',
      'Hats & Caps',
      "Writer's Corner",
      'Stickerei für Mützen',
      '刺繍',
      'Q&A?',
      '#1 tips',
      'v2.0',
      'x'.repeat(100),
      '',
    ])
      expect(isSafeCategory(name), name).toBe(true)
  })

  it("refuses names of the site, the list's no-filter word, paths and escapes", () => {
    for (const name of unsafeCategories) expect(isSafeCategory(name), name).toBe(false)
  })

  it('dropUnsafeCategories keeps every post and its order, emptying and naming each unsafe category', () => {
    const dropped: string[] = []
    const result = dropUnsafeCategories(
      [
        { slug: 'a', categoryName: 'Tips' },
        { slug: 'b', categoryName: '__shell' },
        { slug: 'c', categoryName: '' },
        { slug: 'd', categoryName: '../x' },
      ],
      (slug, name) => dropped.push(`${slug}:${name}`),
    )
    expect(result).toEqual([
      { slug: 'a', categoryName: 'Tips' },
      { slug: 'b', categoryName: '' },
      { slug: 'c', categoryName: '' },
      { slug: 'd', categoryName: '' },
    ])
    expect(dropped).toEqual(['b:__shell', 'd:../x'])
  })
})

describe('the build (snapshot of the API, which the prerender list and every page read)', () => {
  it('leaves each unsafe post out with one warning naming it, and keeps the others', async () => {
    serveList(['good-one', '__shell', 'good-two', '..', 'a/b'])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { snapshotList } = await import('../../lib/node/buildSnapshot')
    const list = await snapshotList(api)
    expect(list!.map((p) => p.slug)).toEqual(['good-one', 'good-two'])
    // Shared by every hook of the build: asked again, it warns no more.
    await snapshotList(api)
    expect(
      warn.mock.calls.map(([line]) => String(line).match(/^\[blog\] post "([^"]*)" left out of the build/)?.[1]),
    ).toEqual(['__shell', '..', 'a/b'])
  })

  it('lists the prerendered post pages of the safe slugs only, beside the shell', async () => {
    serveList(['good-one', '__shell', 'a b'])
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.doMock('virtual:content', () => ({ config: { blogApiUrl: api } }))
    const { onBeforePrerenderStart } = await import('../../pages/blog/+onBeforePrerenderStart')
    expect(await onBeforePrerenderStart()).toEqual(['/blog/__shell', '/blog/good-one'])
  })

  it('builds no list page for an unsafe category: its posts are built without it, each named in a warning', async () => {
    serveList(['one', 'two', 'three', 'four'], ['Business Tips', '__shell', '..', 'a/b'])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.doMock('virtual:content', () => ({ config: { blogApiUrl: api } }))
    const { onBeforePrerenderStart } = await import('../../pages/blogs/+onBeforePrerenderStart')
    expect(await onBeforePrerenderStart()).toEqual(['/blogs', '/blogs/__shell', '/blogs/Business%20Tips'])
    const { snapshotList } = await import('../../lib/node/buildSnapshot')
    expect((await snapshotList(api))!.map((p) => [p.slug, p.categoryName])).toEqual([
      ['one', 'Business Tips'],
      ['two', ''],
      ['three', ''],
      ['four', ''],
    ])
    expect(
      warn.mock.calls.map(([line]) =>
        String(line)
          .match(/^\[blog\] post "([^"]*)" is built without its category "([^"]*)"/)
          ?.slice(1)
          .join(':'),
      ),
    ).toEqual(['two:__shell', 'three:..', 'four:a/b'])
  })

  it('builds no page for an unsafe slug, without asking the API', async () => {
    const fetch = serveList([])
    const { snapshotPost } = await import('../../lib/node/buildSnapshot')
    expect(await snapshotPost(api, '__shell', [])).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe("the browser's refresh layer", () => {
  it('renders no card for an unsafe slug', async () => {
    serveList(['good-one', '__shell', 'x.html'])
    const { loadBlogList } = await import('../../lib/blog/refreshBlog')
    expect((await loadBlogList(api))!.map((card) => card.slug)).toEqual(['good-one'])
  })

  it('shows a post in an unsafe category without it, in the list and on its page', async () => {
    serveList(['good-one', 'good-two'], ['..', 'Vector Art'])
    const { loadBlogList } = await import('../../lib/blog/refreshBlog')
    expect((await loadBlogList(api))!.map((card) => card.categoryName)).toEqual(['', 'Vector Art'])
    // The post's own page, refreshed from the detail endpoint (its body unchanged, so not sanitised again).
    const detail = post('good-one', '__shell')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: detail })),
    )
    const { hashText } = await import('../../lib/blog/blogView')
    const known = {
      slug: 'good-one',
      title: 'Post good-one',
      banner: null,
      shortDescription: '',
      displayDate: '',
      dateTime: null,
      categoryName: '',
      html: '',
      sourceHash: hashText(detail.description ?? ''),
      metaTitle: '',
      metaDescription: '',
      metaKeywords: '',
    }
    const { loadBlogPost } = await import('../../lib/blog/refreshBlog')
    const result = await loadBlogPost(api, 'good-one', known, {
      brand: 'Northstitch',
      tagline: 'Embroidery digitizing from Brooklyn.',
      lang: 'en',
      siteUrl: 'https://www.example.com',
      words: { title: 'Blog View', notFoundTitle: 'Post not found', description: 'Articles from the studio.' },
    })
    expect(result.kind).toBe('post')
    expect(result.kind === 'post' && result.post.categoryName).toBe('')
  })

  it('shows "not found" at an unsafe address, without asking the API', async () => {
    const fetch = serveList([])
    const { loadBlogPost } = await import('../../lib/blog/refreshBlog')
    const result = await loadBlogPost(api, 'unsafe.slug', null, {
      brand: 'Northstitch',
      tagline: 'Embroidery digitizing from Brooklyn.',
      lang: 'en',
      siteUrl: 'https://www.example.com',
      words: { title: 'Blog View', notFoundTitle: 'Post not found', description: 'Articles from the studio.' },
    })
    expect(result.kind).toBe('not-found')
    expect(fetch).not.toHaveBeenCalled()
  })
})
