/**
 * The security headers of what the host's code answers itself. The host applies `_headers` to static
 * files only, never to what code answers: the site's Worker passes the responses it makes through
 * `withSecurityHeaders` (worker/), and the editor's Pages project has a `_middleware.ts` that passes
 * every Function's response through it (editor/functions/).
 *
 * A header the response already has is kept: a shell page keeps the site's own policy, which it
 * carries from the static file it is made of (worker/serveShell.ts), and the editor's sign-in result
 * page keeps its nonce policy. What is missing gets the value below.
 */

/** HTTPS only, for two years, subdomains included: one value for `_headers` and the Functions. */
export const HSTS = 'max-age=63072000; includeSubDomains'

/** The policy of a Function response that names none (a redirect, a short text): nothing loads, nothing frames it. */
export const FUNCTION_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** Set on every Function response that does not set its own. */
export const functionSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': FUNCTION_CSP,
})

/**
 * The response with each security header it lacks added (`functionSecurityHeaders`, then `extra`).
 * A copy is made, since the headers of a fetched or redirect response cannot be changed in place.
 *
 * @param response - what the Function answered
 * @param extra - more headers for this tree of Functions, e.g. `X-Robots-Tag` for the editor
 */
export function withSecurityHeaders(response: Response, extra: Readonly<Record<string, string>> = {}): Response {
  const missing = Object.entries({ ...functionSecurityHeaders, ...extra }).filter(
    ([name]) => !response.headers.has(name),
  )
  if (!missing.length) return response
  const hardened = new Response(response.body, response)
  for (const [name, value] of missing) hardened.headers.set(name, value)
  return hardened
}

/** What a middleware receives, as far as this one uses it. */
export interface MiddlewareContext {
  next: () => Promise<Response>
}

/**
 * The `onRequest` of a `_middleware.ts`: every response of the Functions below it gets the security
 * headers. A Function that throws answers a fixed 500 text with the headers (its error goes to the
 * host's log), instead of the host's own error page without them.
 *
 * @param extra - more headers for this tree of Functions
 */
export function securityHeadersMiddleware(extra: Readonly<Record<string, string>> = {}) {
  return async ({ next }: MiddlewareContext): Promise<Response> => {
    let response: Response
    try {
      response = await next()
    } catch (error) {
      console.error(error)
      response = new Response('Something went wrong on the server. Try again in a moment.', {
        status: 500,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      })
    }
    return withSecurityHeaders(response, extra)
  }
}
