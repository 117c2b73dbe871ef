// https://developers.cloudflare.com/workers/static-assets/ (a Worker with static assets; wrangler.toml)
/**
 * The public site on the host, one Worker:
 * - the built pages and files (`env.ASSETS`, with `_headers`, `_redirects` and the 404 page), each page
 *   with a fresh form key in its forms, and the shell pages for addresses newer than the build;
 * - the lead intake, `POST /api/leads/quote` and `/api/leads/newsletter` (leads/intake.ts);
 * - delivery to the portal, the queue's consumer (leads/deliver.ts), and the dead letters' (leads/notifyShop.ts);
 * - the schedule: the every-minute sweep and the daily clean-up (leads/schedule.ts).
 */
import { withSecurityHeaders } from '../lib/functionHeaders'
import { leadCrons } from '../lib/leads/leadCrons'
import { deliverLead } from './leads/deliver'
import type { Env, LeadMessage } from './leads/env'
import { issueFormKey, withFormKeys } from './leads/formKey'
import { handleLead, leadKinds, type LeadKind } from './leads/intake'
import { notifyShop } from './leads/notifyShop'
import { purge, sweep } from './leads/schedule'
import { words } from './leads/words'
import { withShell } from './serveShell'

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

const plainError = (status: number, text: string, headers: Record<string, string> = {}) =>
  withSecurityHeaders(
    new Response(text, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
    }),
  )

/** A page or file of the site, a page with fresh form keys. */
async function serveSite(request: Request, env: Env): Promise<Response> {
  const answer = permanent(request, await withShell(request, await env.ASSETS.fetch(request), env.ASSETS))
  const isPage = request.method === 'GET' && answer.headers.get('Content-Type')?.startsWith('text/html')
  if (!isPage || !env.FORM_KEY_SECRET) return answer
  return withFormKeys(answer, await issueFormKey(env.FORM_KEY_SECRET))
}

export default {
  async fetch(request, env) {
    try {
      const kind = /^\/api\/leads\/([a-z]+)$/.exec(new URL(request.url).pathname)?.[1] as LeadKind | undefined
      if (kind && leadKinds.includes(kind))
        return request.method === 'POST'
          ? await handleLead(request, env, kind)
          : plainError(405, words.intake.wrongMethod, { Allow: 'POST' })
      return await serveSite(request, env)
    } catch (error) {
      console.error(error)
      return plainError(500, words.intake.serverError)
    }
  },

  async queue(batch, env) {
    const dead = batch.queue.endsWith('-dead')
    await Promise.all(
      batch.messages.map(async (message) => {
        try {
          if (dead) await notifyShop(env, message.body.id)
          else await deliverLead(env, message.body.id)
          message.ack()
        } catch (error) {
          console.error(error)
          message.retry({ delaySeconds: 30 })
        }
      }),
    )
  },

  async scheduled(controller, env) {
    if (controller.cron === leadCrons.daily) await purge(env)
    else await sweep(env)
  },
} satisfies ExportedHandler<Env, LeadMessage>
