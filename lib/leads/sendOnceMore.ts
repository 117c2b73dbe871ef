/**
 * A post to the site's intake, sent once more when the answer asks for it: a 503 with Retry-After (the
 * host busy for a moment, or the local runtime restarting its Worker mid-request) is sent again after
 * the wait it names, at most 2 s. The intake takes a post it already has as the same lead (its form key),
 * so a second send is never a second lead. Used by the forms (lib/browser/postToIntake.ts) and by the
 * tools that post as they do (tools/leads/postLead.ts).
 */
export async function sendOnceMoreIfAsked(send: () => Promise<Response>): Promise<Response> {
  const response = await send()
  const wait = response.status === 503 ? Number(response.headers.get('Retry-After') ?? NaN) : NaN
  if (!(wait >= 0)) return response
  await response.body?.cancel()
  await new Promise((done) => setTimeout(done, Math.min(wait, 2) * 1000))
  return send()
}
