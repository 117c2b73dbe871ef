/**
 * A private sample blog API behind the site's API URL, for one Playwright page. Tests that publish
 * posts through `/__admin/posts` use it, so tests running in parallel against the shared API never
 * see each other's posts (a new post would change every other test's list and Recent Blogs).
 * Requests the page makes to `urls.api` are answered by the private server; URLs in its answers are
 * rewritten back to `urls.api`, so the page (and its Content-Security-Policy) sees the usual origin.
 */
import type { Page } from '@playwright/test'
import type { ApiBlog } from '../../lib/blog/blogSchema'
import { startSampleApi } from '../../tools/sample-api'
import { urls } from '../../tools/ports'

export interface IsolatedBlogApi {
  /** Publishes a post (the shop API's raw shape), newest first, as `POST /__admin/posts` does. */
  addPost(post: ApiBlog): Promise<void>
  /** Stops the private server; call it when the test ends. */
  close(): Promise<void>
}

export async function isolateBlogApi(page: Page): Promise<IsolatedBlogApi> {
  const api = await startSampleApi({ port: 0 })
  await page.route(`${urls.api}/**`, async (route) => {
    const request = route.request()
    const forward = () => fetch(request.url().replace(urls.api, api.url), { method: request.method() })
    // Once more when the first try fails: on a busy machine the private server can close an idle kept-alive
    // connection just as the next request reuses it (ECONNRESET). A second failure (the server has been
    // stopped at the test's end, while the page still asked for something) is a failed request for the page.
    const response = await forward()
      .catch(forward)
      .catch(() => undefined)
    if (!response) return route.abort('connectionreset')
    const type = response.headers.get('content-type') ?? 'application/octet-stream'
    const text = /json|svg|text/.test(type)
    await route.fulfill({
      status: response.status,
      headers: { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
      body: text ? (await response.text()).replaceAll(api.url, urls.api) : Buffer.from(await response.arrayBuffer()),
    })
  })
  return {
    async addPost(post) {
      const response = await fetch(`${api.url}/__admin/posts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(post),
      })
      if (response.status !== 201)
        throw new Error(`Publishing ${post.slug} failed: ${response.status} ${await response.text()}`)
    },
    close: () => api.close(),
  }
}
