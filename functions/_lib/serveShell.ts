/**
 * The shell pages of the static site, served where the build has no page (lib/shellPages.ts,
 * `shellPages`): a blog post or category newer than the build, a patch name that is no patch type.
 *
 * Why a Pages Function and not a `_redirects` rewrite: on Cloudflare Pages a rewrite such as
 * `/blog/*  /blog/__shell  200` wins over the static files, so it would also replace every
 * prerendered post, and `_redirects` has no "only when the file is missing". Here the static file
 * answers first (`next()`), and only its 404 becomes the shell, with status 200. Deeper paths
 * (`/blog/a/b`) keep the 404 page. The shell response keeps the `_headers` of the static site.
 */
import { shellPages, type ShellPrefix } from '../../lib/shellPages'

/** What a Pages Function receives, as far as this one uses it. */
export interface ShellContext {
  request: Request
  next: () => Promise<Response>
  env: { ASSETS: { fetch: (input: URL | Request) => Promise<Response> } }
}

/** The `onRequest` handler for the routes under `prefix`. */
export function serveShell(prefix: ShellPrefix) {
  const { shell } = shellPages.find((page) => page.prefix === prefix)!
  return async ({ request, next, env }: ShellContext): Promise<Response> => {
    const response = await next()
    if (response.status !== 404 || !isOneSegmentBelow(prefix, new URL(request.url).pathname)) return response
    const page = await env.ASSETS.fetch(new URL(shell, request.url))
    return new Response(page.body, { status: 200, headers: page.headers })
  }
}

/** Whether a path is exactly one segment below a prefix: `/blog/new-post` (or `/blog/new-post/`) under `/blog`. */
export function isOneSegmentBelow(prefix: string, pathname: string): boolean {
  return pathname.startsWith(`${prefix}/`) && /^[^/]+\/?$/.test(pathname.slice(prefix.length + 1))
}
