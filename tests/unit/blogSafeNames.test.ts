/**
 * Which post slugs the site publishes (lib/blog/safeSlug.ts): a slug the API sends that could be a
 * path or one of the site's own names is left out of the build, with one warning naming it, and out
 * of what the browser's refresh layer renders; the other posts are built as before.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiBlog } from '../../lib/blog/blogSchema'
import { isSafeSlug, keepSafeSlugs } from '../../lib/blog/safeSlug'
import posts from '../../tools/sample-api/posts.json'

const api = 'https://shop.test'
const post = (slug: string): ApiBlog => ({ ...(posts as ApiBlog[])[0], slug, title: `Post ${slug}` })
const unsafeSlugs = ['__shell', '.', '..', 'a/b', '../etc', 'a b', 'a.html', 'index.html', '%2e%2e', '-leading', '_x', 'a\\b', 'a?b', 'a#b', 'x'.repeat(201), '\u00a0a']

/** Answers the blog list with these slugs, and any post detail with 404. */
function serveList(slugs: string[]) {
  const fetch = vi.fn(async (url: string) => (url.endsWith('/api/v2/blogs') ? Response.json({ data: slugs.map(post) }) : new Response('{"message":"not found"}', { status: 404 })))
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
    for (const slug of [...(posts as ApiBlog[]).map((p) => p.slug), 'a', 'post_2024', 'Caps-And-Hats', 'stickerei-für-mützen', '刺繍', 'x'.repeat(200)]) expect(isSafeSlug(slug), slug).toBe(true)
  })

  it('refuses names of the site, paths and file names', () => {
    for (const slug of unsafeSlugs) expect(isSafeSlug(slug), slug).toBe(false)
  })

  it('keepSafeSlugs keeps the order of the rest and names each one left out', () => {
    const left: string[] = []
    expect(keepSafeSlugs([{ slug: 'a' }, { slug: '__shell' }, { slug: 'b' }, { slug: '..' }], (slug) => left.push(slug))).toEqual([{ slug: 'a' }, { slug: 'b' }])
    expect(left).toEqual(['__shell', '..'])
  })
})

describe('the build (snapshot of the API, which the prerender list and every page read)', () => {
  it('leaves each unsafe post out with one warning naming it, and keeps the others', async () => {
    serveList(['good-one', '__shell', 'good-two', '..', 'a/b'])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { snapshotList } = await import('../../lib/blog/buildSnapshot')
    const list = await snapshotList(api)
    expect(list!.map((p) => p.slug)).toEqual(['good-one', 'good-two'])
    // Shared by every hook of the build: asked again, it warns no more.
    await snapshotList(api)
    expect(warn.mock.calls.map(([line]) => String(line).match(/^\[blog\] post "([^"]*)" left out of the build/)?.[1])).toEqual(['__shell', '..', 'a/b'])
  })

  it('lists the prerendered post pages of the safe slugs only, beside the shell', async () => {
    serveList(['good-one', '__shell', 'a b'])
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.doMock('virtual:content', () => ({ config: { blogApiUrl: api } }))
    const { onBeforePrerenderStart } = await import('../../pages/blog/+onBeforePrerenderStart')
    expect(await onBeforePrerenderStart()).toEqual(['/blog/__shell', '/blog/good-one'])
  })

  it('builds no page for an unsafe slug, without asking the API', async () => {
    const fetch = serveList([])
    const { snapshotPost } = await import('../../lib/blog/buildSnapshot')
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

  it('shows "not found" at an unsafe address, without asking the API', async () => {
    const fetch = serveList([])
    const { loadBlogPost } = await import('../../lib/blog/refreshBlog')
    const result = await loadBlogPost(api, 'unsafe.slug', null, { brand: 'Northstitch', siteUrl: 'https://www.example.com', words: { title: 'Blog View', notFoundTitle: 'Post not found', description: 'Articles from the studio.' } })
    expect(result.kind).toBe('not-found')
    expect(fetch).not.toHaveBeenCalled()
  })
})
