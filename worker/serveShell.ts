/**
 * The shell pages of the static site, served where the build has no page (lib/shellPages.ts): a blog
 * post or category newer than the build, a patch name that is no patch type. The static file answers
 * first, and only its 404 becomes the shell, with status 200; deeper paths (`/blog/a/b`) keep the 404
 * page. The shell keeps the `_headers` of the static file it is made of.
 */
import { shellFor } from '../lib/shellPages'

/** The answer to a request the static files answered with `answer`: the shell where that was a 404 below a prefix. */
export async function withShell(request: Request, answer: Response, assets: Fetcher): Promise<Response> {
  const shell = answer.status === 404 ? shellFor(new URL(request.url).pathname) : undefined
  if (!shell) return answer
  const page = await assets.fetch(new URL(shell, request.url))
  return new Response(page.body, { status: 200, headers: page.headers })
}
