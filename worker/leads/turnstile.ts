/**
 * Turnstile, where it is set up (a site key at build, TURNSTILE_SECRET on the host): the page loads the
 * challenge when the visitor first uses a form, and the intake asks Cloudflare's siteverify about the
 * answer. An unreachable Turnstile never blocks a lead: siteverify not answering counts as unchecked.
 */
import type { Env } from './env'

/** The field Turnstile's widget adds to the form. */
const ANSWER_FIELD = 'cf-turnstile-response'
const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/** Turnstile's verdict on a post. */
export async function checkChallenge(
  env: Env,
  fields: Record<string, string>,
  address: string | null,
): Promise<'passed' | 'failed' | 'unanswered' | 'unchecked'> {
  if (!env.TURNSTILE_SECRET) return 'unchecked'
  const answer = fields[ANSWER_FIELD]
  if (!answer) return 'unanswered'
  const body = new URLSearchParams({ secret: env.TURNSTILE_SECRET, response: answer })
  if (address) body.set('remoteip', address)
  try {
    const response = await fetch(env.TURNSTILE_VERIFY_URL || SITEVERIFY, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(3_000),
    })
    if (!response.ok) return 'unchecked'
    const verdict: { success?: unknown } = await response.json()
    return verdict.success === true ? 'passed' : 'failed'
  } catch {
    return 'unchecked'
  }
}
