// https://developers.cloudflare.com/workers/static-assets/ (a Worker with static assets; wrangler.toml)
/**
 * The public site on the host: the built pages and files (`env.ASSETS`, with `_headers`, `_redirects`
 * and the 404 page), the shell pages for addresses newer than the build, and one canonical URL per page.
 */
import { withSecurityHeaders } from '../lib/functionHeaders'
import { withShell } from './serveShell'

export interface Env {
  ASSETS: Fetcher
}

/**
 * The host's own redirect of `/faq/` or `/faq.html` to `/faq` is temporary (307); the address moved for
 * good, so it is answered as permanent (308), which search engines follow to the canonical URL.
 */
function permanent(request: Request, answer: Response): Response {
  if (answer.status !== 307) return answer
  const location = answer.headers.get('Location')
  const { pathname } = new URL(request.url)
  if (!location || !pathname.startsWith(new URL(location, request.url).pathname)) return answer
  return new Response(answer.body, { status: 308, headers: answer.headers })
}

export default {
  async fetch(request, env) {
    try {
      const answer = await env.ASSETS.fetch(request)
      return permanent(request, await withShell(request, answer, env.ASSETS))
    } catch (error) {
      console.error(error)
      return withSecurityHeaders(
        new Response('Something went wrong on the server. Try again in a moment.', {
          status: 500,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        }),
      )
    }
  },
} satisfies ExportedHandler<Env>
