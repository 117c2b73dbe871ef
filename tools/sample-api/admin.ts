/*
 * POST /__admin/posts and /__admin/reset: lets a test publish a post after the site was built.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { blogSchema, describeBlogIssues, type ApiBlog } from '../../lib/blog/blogSchema'
import { freshPosts } from './fixtures'
import { readBody, sendJson } from './http'

/** Read and replace one server's posts; the server owns the list, admin only swaps it. */
export interface PostStore {
  get(): ApiBlog[]
  set(posts: ApiBlog[]): void
}

/**
 * Handles one admin request.
 *
 * @param req - the request; its body is one post in the shop API's shape
 * @param res - the answer
 * @param path - `/__admin/posts` or `/__admin/reset`
 * @param store - the posts of the server that received the request
 */
export async function handleAdmin(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  store: PostStore,
): Promise<void> {
  if (req.method !== 'POST') return sendJson(res, 405, { message: 'Admin routes take POST.' })
  if (path === '/__admin/reset') {
    store.set(freshPosts())
    return sendJson(res, 200, { data: { count: store.get().length } })
  }
  if (path !== '/__admin/posts') return sendJson(res, 404, { message: 'Admin routes: /__admin/posts, /__admin/reset.' })

  let body: unknown
  try {
    body = JSON.parse(await readBody(req))
  } catch {
    return sendJson(res, 400, { message: 'Body must be one JSON blog post.' })
  }
  // Accept only what the site itself would accept, so a test fails here and not deep in a page.
  const parsed = blogSchema.safeParse(body)
  if (!parsed.success) return sendJson(res, 400, { message: `Invalid post: ${describeBlogIssues(parsed.error)}` })
  const post = body as ApiBlog
  // Newest first, as the real API lists them; re-posting a slug replaces that post.
  store.set([post, ...store.get().filter((existing) => existing.slug !== post.slug)])
  return sendJson(res, 201, { data: post })
}
