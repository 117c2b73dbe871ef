/*
 * What the healthy sample shop API answers: the blog list, one post, and generated images.
 * Answers are returned, not written, so the fault modes in `../sample-api.ts` can spoil them.
 */
import type { ServerResponse } from 'node:http'
import type { ApiBlog } from '../../lib/blog/blogSchema'
import { bannerSvg, figureSvg, paletteFor } from './bannerSvg'
import { FIXTURE_SLUGS } from './fixtures'
import { send, sendJson } from './http'

/** A healthy answer, kept lazy so a fault mode can replace it. */
export interface Answer {
  /** Which endpoint answered; `wrong-shape` spoils the list and the detail differently. */
  kind: 'list' | 'detail' | 'other'
  /** The JSON body, when the answer is JSON; `invalid-json` truncates it. */
  json?: unknown
  write(res: ServerResponse): void
}

/**
 * Routes one request of the read-only API.
 *
 * @param method - HTTP method
 * @param path - URL path with any `/fault/{mode}` prefix already removed
 * @param posts - this server's current posts, newest first
 * @param origin - origin the client used, for absolute banner and image URLs
 */
export function route(method: string, path: string, posts: readonly ApiBlog[], origin: string): Answer {
  const json = (kind: Answer['kind'], status: number, body: unknown): Answer => ({
    kind,
    json: body,
    write: (res) => sendJson(res, status, body),
  })
  if (method !== 'GET')
    return json('other', 405, { message: `Method ${method} not allowed; the blog API is read-only.` })

  if (path === '/api/v2/blogs' || path === '/api/v2/blogs/') {
    return json('list', 200, { data: posts.map((post) => toListItem(post, origin)) })
  }
  const detail = /^\/api\/v2\/blogs\/details\/([^/]+)\/?$/.exec(path)
  if (detail) {
    const post = posts.find((candidate) => candidate.slug === safeDecode(detail[1]!))
    if (!post) return json('detail', 404, { message: 'Blog not found' })
    const item = toListItem(post, origin)
    return json('detail', 200, { data: { ...item, category_name: item.category?.category_name ?? '' } })
  }
  const image = /^\/images\/blog\/(figures\/)?([a-z0-9-]+)\.svg$/.exec(path)
  if (image) {
    const isFigure = image[1] !== undefined
    const name = image[2]!
    const post = posts.find((candidate) => candidate.slug === name)
    if (!isFigure && !post) return json('other', 404, { message: 'Image not found' })
    const palette = paletteFor(name, FIXTURE_SLUGS.indexOf(name))
    const svg = isFigure ? figureSvg(name, palette) : bannerSvg(post?.category?.category_name ?? '', palette)
    return { kind: 'other', write: (res) => send(res, 200, svg, 'image/svg+xml') }
  }
  if (path === '/') {
    return json('other', 200, {
      name: 'Northstitch sample shop API',
      endpoints: ['/api/v2/blogs', '/api/v2/blogs/details/{slug}'],
    })
  }
  return json('other', 404, { message: `No route for ${path}. Try /api/v2/blogs.` })
}

/** The list shape: category object, absolute banner URL, body images pointed at this server, no top-level category_name. */
function toListItem(post: ApiBlog, origin: string): ApiBlog {
  const { category_name: detailCategory, ...rest } = post
  return {
    ...rest,
    category: post.category ?? (detailCategory ? { category_name: detailCategory } : null),
    banner: post.banner ?? `${origin}/images/blog/${post.slug}.svg`,
    description: post.description.replaceAll('{{API_ORIGIN}}', origin),
  }
}

/** A malformed escape such as `%E0%A4%A` is just an unknown slug, not a server error. */
function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}
