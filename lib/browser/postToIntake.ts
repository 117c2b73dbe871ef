/**
 * A lead form's post to the site's intake (worker/leads/), as the quote form and the newsletter send
 * it with JavaScript: the intake's JSON answer. A 503 that carries Retry-After (the host busy, or its
 * runtime restarted mid-request) is sent once more after the wait it asks, up to 2 s: the intake takes a
 * post it already has as the same lead (its form key), so a second send is never a second lead.
 * Rejects when no answer comes (no connection) or the answer is not the intake's.
 */
export async function postToIntake<Answer>(action: string, body: FormData | URLSearchParams): Promise<Answer> {
  const send = () => fetch(action, { method: 'POST', body, headers: { Accept: 'application/json' } })
  let response = await send()
  const retryAfter = response.status === 503 ? Number(response.headers.get('Retry-After') ?? NaN) : NaN
  if (retryAfter >= 0) {
    await new Promise((wait) => setTimeout(wait, Math.min(retryAfter, 2) * 1000))
    response = await send()
  }
  return (await response.json()) as Answer
}
