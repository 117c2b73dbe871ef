import { request } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { blogDetailResponseSchema, blogListResponseSchema } from '../../lib/blog/blogSchema'
import { startSampleApi, type SampleApi } from '../../tools/sample-api'

let api: SampleApi

beforeAll(async () => {
  api = await startSampleApi({ port: 0 })
})
afterAll(() => api.close())
beforeEach(async () => {
  await post('/__admin/reset', '')
})

function post(path: string, body: string): Promise<Response> {
  return fetch(`${api.url}${path}`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } })
}

async function listSlugs(): Promise<string[]> {
  const body = blogListResponseSchema.parse(await (await fetch(`${api.url}/api/v2/blogs`)).json())
  return body.data.map((blog) => blog.slug)
}

const NEW_POST = {
  id: 999,
  slug: 'published-after-the-build',
  title: 'Published After the Build',
  short_description: 'A post the static build has never seen.',
  description: '<p>Fresh from the shop API.</p>',
  formatted_created_at: 'June 1, 2024',
  category: { category_name: 'Business Tips' },
}

describe('healthy API', () => {
  it('listens on the port it was given (0 = any) and reports a URL without a trailing slash', () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('lists 8 to 10 fixture posts, newest first, across four categories', async () => {
    const response = await fetch(`${api.url}/api/v2/blogs`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const { data } = blogListResponseSchema.parse(await response.json())
    expect(data.length).toBeGreaterThanOrEqual(8)
    expect(data.length).toBeLessThanOrEqual(10)
    expect(new Set(data.map((blog) => blog.categoryName))).toEqual(
      new Set(['Embroidery Digitizing', 'Vector Art', 'Custom Patches', 'Business Tips']),
    )
    const times = data.map((blog) => Date.parse(blog.displayDate))
    expect(times.every((time) => !Number.isNaN(time))).toBe(true)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    for (const blog of data) {
      expect(blog.banner).toBe(`${api.url}/images/blog/${blog.slug}.svg`)
      expect(blog.descriptionHtml).not.toContain('{{API_ORIGIN}}')
    }
  })

  it('answers a detail with category_name at the top level', async () => {
    const response = await fetch(`${api.url}/api/v2/blogs/details/understanding-underlay-stitches`)
    const raw = (await response.clone().json()) as { data: { category_name: string } }
    expect(raw.data.category_name).toBe('Embroidery Digitizing')
    const { data } = blogDetailResponseSchema.parse(await response.json())
    expect(data.title).toBe('Underlay Stitches: The Hidden Foundation of Crisp Embroidery')
  })

  it('answers an unknown slug with 404 and a message', async () => {
    const response = await fetch(`${api.url}/api/v2/blogs/details/no-such-post`)
    expect(response.status).toBe(404)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({ message: 'Blog not found' })
  })

  it('builds banner URLs from the Host the client used', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const { port } = new URL(api.url)
      const req = request({ host: '127.0.0.1', port, path: '/api/v2/blogs', headers: { Host: 'blog-api.test:8080' } }, (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve(text))
      })
      req.on('error', reject)
      req.end()
    })
    expect(body).toContain('"banner":"http://blog-api.test:8080/images/blog/')
  })

  it('serves a generated SVG banner per post and figures for bodies', async () => {
    const banner = await fetch(`${api.url}/images/blog/choosing-the-right-patch-type.svg`)
    expect(banner.status).toBe(200)
    expect(banner.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await banner.text()
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 630"/)
    expect(svg).toContain('Custom Patches')
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/)
    const other = await (await fetch(`${api.url}/images/blog/raster-vs-vector-files-explained.svg`)).text()
    expect(other.match(/fill="(#[0-9a-f]{6})"/)![1]).not.toBe(svg.match(/fill="(#[0-9a-f]{6})"/)![1])
    expect((await fetch(`${api.url}/images/blog/figures/satin-vs-fill.svg`)).status).toBe(200)
    expect((await fetch(`${api.url}/images/blog/no-such-post.svg`)).status).toBe(404)
  })

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${api.url}/api/v2/blogs`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('GET')
  })

  it('contains exactly one post with XSS attempts for the sanitiser to remove', async () => {
    const { data } = blogListResponseSchema.parse(await (await fetch(`${api.url}/api/v2/blogs`)).json())
    const withAttacks = data.filter((blog) => /<script|onerror=|javascript:/i.test(blog.descriptionHtml))
    expect(withAttacks.map((blog) => blog.slug)).toEqual(['preparing-artwork-for-digitizing'])
  })
})

describe('fault modes via /fault/{mode}', () => {
  it('500 answers status 500 with a JSON error', async () => {
    const response = await fetch(`${api.url}/fault/500/api/v2/blogs`)
    expect(response.status).toBe(500)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toMatchObject({ message: 'Internal Server Error' })
  })

  it('invalid-json answers 200 with a truncated body', async () => {
    const response = await fetch(`${api.url}/fault/invalid-json/api/v2/blogs/details/understanding-underlay-stitches`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text.startsWith('{"data":{')).toBe(true)
    expect(() => JSON.parse(text)).toThrow(SyntaxError)
  })

  it('wrong-shape answers an object for the list and an array for the detail', async () => {
    expect(await (await fetch(`${api.url}/fault/wrong-shape/api/v2/blogs`)).json()).toEqual({ data: { unexpected: true } })
    expect(await (await fetch(`${api.url}/fault/wrong-shape/api/v2/blogs/details/x`)).json()).toEqual({ data: [] })
  })

  it('slow answers after ?delay, and normally', async () => {
    const started = Date.now()
    const response = await fetch(`${api.url}/fault/slow/api/v2/blogs?delay=150`)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(response.status).toBe(200)
    expect(blogListResponseSchema.safeParse(await response.json()).success).toBe(true)
  })

  it('slow waits 15 s by default and lets an aborting client go cleanly', async () => {
    const started = Date.now()
    const outcome = await fetch(`${api.url}/fault/slow/api/v2/blogs`, { signal: AbortSignal.timeout(200) }).then(
      () => 'answered',
      (error: Error) => error.name,
    )
    expect(outcome).toBe('TimeoutError')
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('down destroys the socket without answering', async () => {
    const error = await fetch(`${api.url}/fault/down/api/v2/blogs`).then(
      () => undefined,
      (reason: Error) => reason,
    )
    expect(error).toBeInstanceOf(TypeError)
  })

  it('rejects an unknown mode with a message listing the valid ones', async () => {
    const response = await fetch(`${api.url}/fault/sideways/api/v2/blogs`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain('500, invalid-json, wrong-shape, slow, down')
  })
})

describe('global fault option', () => {
  it('applies to every API request but not to /__admin', async () => {
    const broken = await startSampleApi({ port: 0, fault: '500' })
    try {
      expect((await fetch(`${broken.url}/api/v2/blogs`)).status).toBe(500)
      expect((await fetch(`${broken.url}/api/v2/blogs/details/understanding-underlay-stitches`)).status).toBe(500)
      expect((await fetch(`${broken.url}/__admin/reset`, { method: 'POST' })).status).toBe(200)
    } finally {
      await broken.close()
    }
  })

  it('close() does not wait for pending slow answers', async () => {
    const slow = await startSampleApi({ port: 0, fault: 'slow' })
    const pending = fetch(`${slow.url}/api/v2/blogs`).catch(() => 'dropped')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = Date.now()
    await slow.close()
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(await pending).toBe('dropped')
  })
})

describe('admin hooks', () => {
  it('adds a post at runtime, newest first, with a generated banner', async () => {
    const response = await post('/__admin/posts', JSON.stringify(NEW_POST))
    expect(response.status).toBe(201)
    expect((await listSlugs())[0]).toBe('published-after-the-build')
    const { data: detail } = blogDetailResponseSchema.parse(
      await (await fetch(`${api.url}/api/v2/blogs/details/published-after-the-build`)).json(),
    )
    expect(detail).toMatchObject({ categoryName: 'Business Tips', banner: `${api.url}/images/blog/published-after-the-build.svg` })
    expect((await fetch(detail.banner!)).status).toBe(200)
  })

  it('replaces a post re-posted with the same slug', async () => {
    await post('/__admin/posts', JSON.stringify(NEW_POST))
    await post('/__admin/posts', JSON.stringify({ ...NEW_POST, title: 'Edited' }))
    const slugs = await listSlugs()
    expect(slugs.filter((slug) => slug === NEW_POST.slug)).toHaveLength(1)
  })

  it('rejects a post the site could not render, naming the field', async () => {
    const response = await post('/__admin/posts', JSON.stringify({ ...NEW_POST, title: undefined }))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain('title')
    expect((await post('/__admin/posts', '{not json')).status).toBe(400)
  })

  it('reset restores the fixtures', async () => {
    const before = await listSlugs()
    await post('/__admin/posts', JSON.stringify(NEW_POST))
    expect(await listSlugs()).toHaveLength(before.length + 1)
    const reset = await post('/__admin/reset', '')
    expect(reset.status).toBe(200)
    expect(await listSlugs()).toEqual(before)
  })

  it('keeps posts per server, so parallel tests do not see each other', async () => {
    const other = await startSampleApi({ port: 0 })
    try {
      await post('/__admin/posts', JSON.stringify(NEW_POST))
      const otherSlugs = blogListResponseSchema.parse(await (await fetch(`${other.url}/api/v2/blogs`)).json()).data
      expect(otherSlugs.map((blog) => blog.slug)).not.toContain(NEW_POST.slug)
    } finally {
      await other.close()
    }
  })
})
