/**
 * The site's blog client (lib/blog/blogApi.ts) over real HTTP, against the sample shop API the
 * end-to-end tests and `npm start` use (tools/sample-api.ts): every failure of the shop becomes the
 * error kind the pages handle. The stand-in itself is a developer's tool: where it breaks, the tests
 * that use it fail. What they could not notice is kept here: the post the XSS tests open must still
 * carry its attacks, or those tests would pass with nothing to remove.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchBlogList, fetchBlogPost } from '../../lib/blog/blogApi'
import { expectFailure, expectSuccess } from '../support/blogResults'
import { startSampleApi, type SampleApi } from '../../tools/sample-api'

let api: SampleApi
beforeAll(async () => {
  api = await startSampleApi({ port: 0 })
})
afterAll(() => api.close())

describe('the blog client against the sample API, with the real fetch', () => {
  it('reads the list and a post', async () => {
    const posts = expectSuccess(await fetchBlogList(api.url))
    expect(posts.length).toBeGreaterThanOrEqual(8)
    const post = expectSuccess(await fetchBlogPost(api.url, posts[0]!.slug))
    expect(post.title).toBe(posts[0]!.title)
    expect(post.banner).toBe(`${api.url}/images/blog/${post.slug}.svg`)
  })

  it('maps each fault mode to its error kind', async () => {
    const kind = async (mode: string, timeoutMs = 10_000) => {
      const result = await fetchBlogList(`${api.url}/fault/${mode}`, { timeoutMs })
      return result.ok ? 'ok' : result.error.kind
    }
    expect(await kind('500')).toBe('http')
    expect(await kind('invalid-json')).toBe('invalid-json')
    expect(await kind('wrong-shape')).toBe('invalid-shape')
    expect(await kind('down')).toBe('network')
    expect(await kind('slow', 100)).toBe('timeout')
    expect(expectFailure(await fetchBlogPost(`${api.url}/fault/wrong-shape`, 'x')).kind).toBe('invalid-shape')
    expect(expectFailure(await fetchBlogPost(api.url, 'no-such-post')).kind).toBe('not-found')
  })

  it('serves exactly one post with XSS attempts, the one the XSS tests open', async () => {
    const posts = expectSuccess(await fetchBlogList(api.url))
    const withAttacks = posts.filter((blog) => /<script|onerror=|javascript:/i.test(blog.descriptionHtml))
    expect(withAttacks.map((blog) => blog.slug)).toEqual(['preparing-artwork-for-digitizing'])
  })
})
