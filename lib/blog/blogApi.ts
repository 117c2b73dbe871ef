import type { z } from 'zod/mini'
import {
  blogDetailResponseSchema,
  blogListResponseSchema,
  describeBlogIssues,
  type Blog,
  type BlogDetail,
} from './blogSchema'

/*
 * The one shop-API client, used at build time (Node 20, global fetch) and in the
 * browser. It never throws: every failure comes back as a typed `BlogApiError`,
 * because spec point 8 wants a failed fetch to leave the page empty and log to
 * the console, not to crash the build or the hydrated page.
 */

/** Why a blog request failed. */
export type BlogApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid-json' | 'invalid-shape' | 'not-found'

/** A failed blog request, ready for `logBlogApiError`. */
export interface BlogApiError {
  kind: BlogApiErrorKind
  /** Human-readable cause, e.g. `HTTP 500 Internal Server Error`. */
  message: string
  /** HTTP status, when the server answered at all. */
  status?: number
  /** The URL that was requested, so the console line says which call failed. */
  url: string
}

/** Either the parsed data or the reason there is none. */
export type BlogApiResult<T> = { ok: true; data: T } | { ok: false; error: BlogApiError }

/** Options for one request; the defaults suit pages, the overrides suit tests. */
export interface BlogApiOptions {
  /** Replaces the global `fetch`, e.g. with a stub in unit tests. */
  fetch?: typeof fetch
  /** Gives up after this many milliseconds. Default 10 000. */
  timeoutMs?: number
  /** Lets the caller cancel, e.g. when a component unmounts. Reported as `network`. */
  signal?: AbortSignal
}

/** Long enough for a slow shop API, short enough that a hung one cannot stall a build for minutes. */
export const DEFAULT_BLOG_API_TIMEOUT_MS = 10_000

/**
 * The URL of the blog list, e.g. `https://shop.example/api/v2/blogs`.
 *
 * @param apiOrigin - origin of the shop API, optionally with a path prefix (a trailing slash is fine)
 */
export function blogListUrl(apiOrigin: string): string {
  return `${apiOrigin.replace(/\/+$/, '')}/api/v2/blogs`
}

/**
 * The URL of one post, with the slug URL-encoded so a slug can never change the path.
 *
 * @param apiOrigin - origin of the shop API, optionally with a path prefix
 * @param slug - the post's slug as it appears in `/blog/{slug}`
 */
export function blogPostUrl(apiOrigin: string, slug: string): string {
  return `${blogListUrl(apiOrigin)}/details/${encodeURIComponent(slug)}`
}

/**
 * Fetches all posts: `GET {apiOrigin}/api/v2/blogs`, newest first as the API sends them.
 *
 * @param apiOrigin - origin of the shop API
 * @param opts - fetch stub, time-out and abort signal
 */
export async function fetchBlogList(apiOrigin: string, opts: BlogApiOptions = {}): Promise<BlogApiResult<Blog[]>> {
  const url = blogListUrl(apiOrigin)
  const body = await getJson(url, opts, false)
  if (!body.ok) return body
  return parse(url, body.data, blogListResponseSchema, (parsed) => parsed.data)
}

/**
 * Fetches one post: `GET {apiOrigin}/api/v2/blogs/details/{slug}`.
 * A 404 (or a `data: null` answer) is `not-found`, so a page can tell "no such post" from "API down".
 *
 * @param apiOrigin - origin of the shop API
 * @param slug - the post's slug; encoded here, pass it raw
 * @param opts - fetch stub, time-out and abort signal
 */
export async function fetchBlogPost(
  apiOrigin: string,
  slug: string,
  opts: BlogApiOptions = {},
): Promise<BlogApiResult<BlogDetail>> {
  const url = blogPostUrl(apiOrigin, slug)
  const body = await getJson(url, opts, true)
  if (!body.ok) return body
  if (isNullData(body.data)) {
    return failure({ kind: 'not-found', url, status: 200, message: `no post with slug "${slug}"` })
  }
  return parse(url, body.data, blogDetailResponseSchema, (parsed) => parsed.data)
}

/**
 * Writes a failed request to the console in one format (spec point 8: the console only, never the page).
 * Example: `[blog] blog list: http 500 - HTTP 500 Internal Server Error (GET http://…/api/v2/blogs)`.
 *
 * @param context - what the page was loading, e.g. `blog list` or `blog post "my-slug"`
 * @param error - the `error` of a failed result
 */
export function logBlogApiError(context: string, error: BlogApiError): void {
  const status = error.status === undefined ? '' : ` ${error.status}`
  console.error(`[blog] ${context}: ${error.kind}${status} - ${error.message} (GET ${error.url})`)
}

/** One GET with a time-out and no retries: a retry loop against a struggling API only makes it worse. */
async function getJson(url: string, opts: BlogApiOptions, notFoundIsMissing: boolean): Promise<BlogApiResult<unknown>> {
  const fetchImpl = opts.fetch ?? globalThis.fetch
  const timeoutMs = opts.timeoutMs ?? DEFAULT_BLOG_API_TIMEOUT_MS
  // One controller aborts on either the time-out or the caller's signal; the flag tells them apart.
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onCallerAbort = () => controller.abort()
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true })
  if (opts.signal?.aborted) controller.abort()

  const failed = (error: unknown): BlogApiResult<never> =>
    timedOut
      ? failure({ kind: 'timeout', url, message: `no complete answer within ${timeoutMs} ms` })
      : failure({ kind: 'network', url, message: controller.signal.aborted ? 'request was aborted' : errorText(error) })

  try {
    // Step 1: the request itself; a rejection here means no HTTP answer at all.
    let response: Response
    try {
      response = await fetchImpl(url, { signal: controller.signal, headers: { Accept: 'application/json' } })
    } catch (error) {
      return failed(error)
    }
    // Step 2: the status; the body of an error answer is not needed, so release it.
    if (!response.ok) {
      void response.body?.cancel().catch(() => undefined)
      const status = response.status
      const message = `HTTP ${status}${response.statusText ? ` ${response.statusText}` : ''}`
      return failure({ kind: status === 404 && notFoundIsMissing ? 'not-found' : 'http', url, status, message })
    }
    // Step 3: the body, still under the time-out because a server can stall mid-body.
    let text: string
    try {
      text = await response.text()
    } catch (error) {
      return failed(error)
    }
    // Step 4: JSON, reported with the parser's own message.
    try {
      return { ok: true, data: JSON.parse(text) as unknown }
    } catch (error) {
      return failure({
        kind: 'invalid-json',
        url,
        status: response.status,
        message: `body is not valid JSON: ${errorText(error)}`,
      })
    }
  } finally {
    clearTimeout(timer)
    opts.signal?.removeEventListener('abort', onCallerAbort)
  }
}

/** Validates a JSON body and picks the part the caller wants. */
function parse<S extends z.ZodMiniType, T>(
  url: string,
  body: unknown,
  schema: S,
  pick: (parsed: z.output<S>) => T,
): BlogApiResult<T> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    return failure({ kind: 'invalid-shape', url, message: `unexpected answer: ${describeBlogIssues(parsed.error)}` })
  }
  return { ok: true, data: pick(parsed.data) }
}

/** Some APIs answer a missing post with 200 and `{ "data": null }` instead of a 404. */
function isNullData(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'data' in body && body.data === null
}

function failure(error: BlogApiError): { ok: false; error: BlogApiError } {
  return { ok: false, error }
}

/** Node's fetch hides the useful part (`ECONNREFUSED`, `other side closed`) in `cause`. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? error.cause.message : undefined
  return cause ? `${error.message} (${cause})` : error.message
}
