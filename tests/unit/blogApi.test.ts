import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { blogPostUrl, fetchBlogList, fetchBlogPost, logBlogApiError } from '../../lib/blog/blogApi'
import { expectFailure, expectSuccess } from '../support/blogResults'

/** Responses recorded once from `tools/sample-api.ts`; static from then on. */
const listBody = readFileSync(new URL('../fixtures/api/blogs.json', import.meta.url), 'utf8')
const detailBody = readFileSync(new URL('../fixtures/api/blog-detail.json', import.meta.url), 'utf8')

const ORIGIN = 'https://shop.example.test'

/** A fetch stub that answers once with `body` and records every call. */
function answering(body: string, init: ResponseInit = { status: 200 }) {
  return vi.fn<typeof fetch>(async () => new Response(body, init))
}

/** A fetch that never answers until its signal aborts, like a hung server. */
function hanging() {
  return vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('This operation was aborted', 'AbortError')),
        )
      }),
  )
}

describe('fetchBlogList with a recorded response', () => {
  it('requests /api/v2/blogs once and parses every post into the page shape', async () => {
    const fetchStub = answering(listBody)
    const posts = expectSuccess(await fetchBlogList(`${ORIGIN}/`, { fetch: fetchStub }))

    expect(fetchStub).toHaveBeenCalledTimes(1)
    expect(fetchStub.mock.calls[0]![0]).toBe(`${ORIGIN}/api/v2/blogs`)
    expect(fetchStub.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal)
    expect(posts).toHaveLength(9)
    expect(posts[0]).toMatchObject({
      id: '112',
      slug: 'how-many-stitches-does-my-logo-need',
      categoryName: 'Embroidery Digitizing',
      displayDate: 'May 28, 2024',
      banner: 'http://127.0.0.1:3001/images/blog/how-many-stitches-does-my-logo-need.svg',
    })
    expect(posts[0]!.descriptionHtml).toContain('<h2>')
  })

  it('accepts string ids and fills missing or null meta fields', async () => {
    const posts = expectSuccess(await fetchBlogList(ORIGIN, { fetch: answering(listBody) }))
    const patchCare = posts.find((post) => post.slug === 'caring-for-embroidered-patches')!
    expect(patchCare.id).toBe('105')
    expect(patchCare.metaDescription).toBe(patchCare.shortDescription)
    const lineArt = posts.find((post) => post.slug === 'line-art-conversion-tips')!
    expect(lineArt.metaTitle).toBe(lineArt.title)
  })
})

describe('fetchBlogPost with a recorded response', () => {
  it('parses the detail, with the category resolved', async () => {
    const fetchStub = answering(detailBody)
    const post = expectSuccess(await fetchBlogPost(ORIGIN, 'preparing-artwork-for-digitizing', { fetch: fetchStub }))
    expect(fetchStub).toHaveBeenCalledTimes(1)
    expect(fetchStub.mock.calls[0]![0]).toBe(`${ORIGIN}/api/v2/blogs/details/preparing-artwork-for-digitizing`)
    expect(post).toMatchObject({
      slug: 'preparing-artwork-for-digitizing',
      categoryName: 'Business Tips',
      metaKeywords: '',
    })
  })

  it('falls back to the top-level category_name when the category object is missing', async () => {
    const raw = JSON.parse(detailBody) as { data: Record<string, unknown> }
    raw.data.category = null
    raw.data.category_name = 'Vector Art'
    const post = expectSuccess(await fetchBlogPost(ORIGIN, 'x', { fetch: answering(JSON.stringify(raw)) }))
    expect(post.categoryName).toBe('Vector Art')
  })

  it('URL-encodes the slug so it cannot change the path', () => {
    expect(blogPostUrl(ORIGIN, '../a b?c#d')).toBe(`${ORIGIN}/api/v2/blogs/details/..%2Fa%20b%3Fc%23d`)
  })
})

describe('failures: one request, a typed error, never a throw', () => {
  it('network error', async () => {
    const fetchStub = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') })
    })
    const error = expectFailure(await fetchBlogList(ORIGIN, { fetch: fetchStub }))
    expect(error).toMatchObject({ kind: 'network', message: 'fetch failed (connect ECONNREFUSED 127.0.0.1:9)' })
    expect(error.status).toBeUndefined()
    expect(fetchStub).toHaveBeenCalledTimes(1)
  })

  it('a fetch that throws synchronously is still a network error', async () => {
    const fetchStub = vi.fn<typeof fetch>(() => {
      throw new TypeError('Failed to parse URL')
    })
    const error = expectFailure(await fetchBlogPost('not a url', 'x', { fetch: fetchStub }))
    expect(error).toMatchObject({ kind: 'network', message: 'Failed to parse URL' })
  })

  it('time-out before any answer', async () => {
    const fetchStub = hanging()
    const started = Date.now()
    const error = expectFailure(await fetchBlogList(ORIGIN, { fetch: fetchStub, timeoutMs: 30 }))
    expect(error).toEqual({
      kind: 'timeout',
      message: 'no complete answer within 30 ms',
      url: `${ORIGIN}/api/v2/blogs`,
    })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(fetchStub).toHaveBeenCalledTimes(1)
  })

  it('time-out while the body is still arriving', async () => {
    const fetchStub = vi.fn<typeof fetch>(async (_input, init) => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data": ['))
          init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')))
        },
      })
      return new Response(stream, { status: 200 })
    })
    const error = expectFailure(await fetchBlogList(ORIGIN, { fetch: fetchStub, timeoutMs: 30 }))
    expect(error.kind).toBe('timeout')
    expect(fetchStub).toHaveBeenCalledTimes(1)
  })

  it('the default time-out is 10 s', async () => {
    vi.useFakeTimers()
    try {
      const pending = fetchBlogList(ORIGIN, { fetch: hanging() })
      await vi.advanceTimersByTimeAsync(9_999)
      let settled = false
      void pending.then(() => (settled = true))
      await vi.advanceTimersByTimeAsync(0)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(expectFailure(await pending).message).toBe('no complete answer within 10000 ms')
    } finally {
      vi.useRealTimers()
    }
  })

  it('a caller abort is reported as network, not time-out', async () => {
    const controller = new AbortController()
    const pending = fetchBlogList(ORIGIN, { fetch: hanging(), signal: controller.signal, timeoutMs: 5_000 })
    controller.abort()
    expect(expectFailure(await pending)).toMatchObject({ kind: 'network', message: 'request was aborted' })
  })

  it('non-2xx answer', async () => {
    const fetchStub = answering('{"message":"boom"}', { status: 500, statusText: 'Internal Server Error' })
    const error = expectFailure(await fetchBlogList(ORIGIN, { fetch: fetchStub }))
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'HTTP 500 Internal Server Error' })
    expect(fetchStub).toHaveBeenCalledTimes(1)
  })

  it('404 on the list is an http error (the endpoint is missing), not not-found', async () => {
    const error = expectFailure(await fetchBlogList(ORIGIN, { fetch: answering('', { status: 404 }) }))
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'HTTP 404' })
  })

  it('404 on the detail is not-found', async () => {
    const fetchStub = answering('{"message":"Blog not found"}', { status: 404, statusText: 'Not Found' })
    const error = expectFailure(await fetchBlogPost(ORIGIN, 'no-such-post', { fetch: fetchStub }))
    expect(error).toMatchObject({ kind: 'not-found', status: 404, message: 'HTTP 404 Not Found' })
    expect(fetchStub).toHaveBeenCalledTimes(1)
  })

  it('a detail answered with data: null is not-found', async () => {
    const error = expectFailure(await fetchBlogPost(ORIGIN, 'gone', { fetch: answering('{"data":null}') }))
    expect(error).toMatchObject({ kind: 'not-found', message: 'no post with slug "gone"' })
  })

  it('invalid JSON', async () => {
    const fetchStub = answering(listBody.slice(0, 200))
    const error = expectFailure(await fetchBlogList(ORIGIN, { fetch: fetchStub }))
    expect(error.kind).toBe('invalid-json')
    expect(error.message).toMatch(/^body is not valid JSON: /)
    expect(fetchStub).toHaveBeenCalledTimes(1)
  })

  it('wrong shape of the list', async () => {
    const error = expectFailure(await fetchBlogList(ORIGIN, { fetch: answering('{"data":{"unexpected":true}}') }))
    expect(error).toMatchObject({
      kind: 'invalid-shape',
      message: 'unexpected answer: data: Invalid input: expected array, received object',
    })
  })

  it('wrong shape of the detail', async () => {
    const error = expectFailure(await fetchBlogPost(ORIGIN, 'x', { fetch: answering('{"data":[]}') }))
    expect(error.kind).toBe('invalid-shape')
    expect(error.message).toContain('data: Invalid input: expected object, received array')
  })

  it('a post without a usable title names the post and the field', async () => {
    const raw = JSON.parse(listBody) as { data: Record<string, unknown>[] }
    raw.data[1]!.title = 42
    raw.data[2]!.slug = ''
    const error = expectFailure(await fetchBlogList(ORIGIN, { fetch: answering(JSON.stringify(raw)) }))
    expect(error.kind).toBe('invalid-shape')
    expect(error.message).toContain('data[1].title: Invalid input: expected string, received number')
    expect(error.message).toContain('data[2].slug: expected a non-empty slug')
  })
})

describe('logBlogApiError', () => {
  afterEach(() => vi.restoreAllMocks())

  it('writes one console.error line in a fixed format', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    logBlogApiError('blog list', {
      kind: 'http',
      status: 500,
      message: 'HTTP 500 Internal Server Error',
      url: `${ORIGIN}/api/v2/blogs`,
    })
    logBlogApiError('blog post "x"', { kind: 'timeout', message: 'no complete answer within 10000 ms', url: 'u' })
    expect(spy.mock.calls).toEqual([
      [`[blog] blog list: http 500 - HTTP 500 Internal Server Error (GET ${ORIGIN}/api/v2/blogs)`],
      ['[blog] blog post "x": timeout - no complete answer within 10000 ms (GET u)'],
    ])
  })
})
