/**
 * The GitHub sign-in of the writers' editor, served by the editor's own Pages project (editor/, on its
 * own origin, never the public site's) as two Functions: `/api/auth` sends the writer to GitHub,
 * `/api/callback` receives GitHub's answer, exchanges its code for a token and hands the token to the
 * editor window that opened the sign-in.
 *
 * Settings of the editor's Pages project, Production environment only (docs/editor.md, "Setting it up, once"):
 * EDITOR_ORIGIN (the editor's public origin: the one host the sign-in runs on, and where GitHub sends
 * the writer back), GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET of a GitHub OAuth app whose callback URL
 * is `${EDITOR_ORIGIN}/api/callback`, and optionally GITHUB_SCOPE (`public_repo` for a public
 * repository: the widest scope the sign-in asks for). Previews have none of them and sign no one in.
 *
 * Safety: requests on any other host (`*.pages.dev`, branch aliases, previews) are refused; a random
 * `state` travels to GitHub and back and must match the cookie set at the start (no sign-in can be
 * started by another site); the token is posted only to the editor's origin, and only after the editor
 * window has answered the handshake from that origin. No answer repeats anything of the request.
 */

export interface OAuthEnv {
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  /** The editor's public origin, e.g. `https://editor.example.com`. */
  EDITOR_ORIGIN?: string
  /** The widest scope to ask GitHub for: `repo` (default) or `public_repo`. */
  GITHUB_SCOPE?: string
}

/** What a Pages Function receives, as far as these use it. */
export interface OAuthContext {
  request: Request
  env: OAuthEnv
}

const AUTHORIZE_URL = 'https://github.com/login/oauth/authorize'
export const TOKEN_URL = 'https://github.com/login/oauth/access_token'
/** How long GitHub has to exchange the code: a writer waits on this page meanwhile. */
export const TOKEN_TIMEOUT_MS = 10_000
/** The scopes the editor may ask for: `repo` for a private repository, `public_repo` for a public one. */
type Scope = 'repo' | 'public_repo'

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' }
const plainText = { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' }

/**
 * The state cookie's name. Over HTTPS it carries the `__Host-` prefix, so the browser accepts it only
 * when it is Secure, for the whole origin and for no other host (no subdomain can plant one). Over
 * plain HTTP (a local `npm start`, where browsers refuse prefixed cookies) it has no prefix.
 */
export const stateCookieName = (origin: string) =>
  origin.startsWith('https:') ? '__Host-decap_oauth_state' : 'decap_oauth_state'

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The state cookie: for ten minutes, never readable by scripts, sent back on GitHub's redirect (Lax). */
function stateCookie(origin: string, value: string, maxAge: number): string {
  const where = origin.startsWith('https:') ? 'Path=/; Secure' : 'Path=/api/callback'
  return `${stateCookieName(origin)}=${value}; ${where}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

const text = (body: string, status: number) => new Response(body, { status, headers: plainText })

/** The configured origin, or null when EDITOR_ORIGIN is not an http(s) origin (https unless on this machine). */
export function pinnedOrigin(env: OAuthEnv): string | null {
  let url: URL
  try {
    url = new URL(env.EDITOR_ORIGIN ?? '')
  } catch {
    return null
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return null
  return url.origin
}

/** A 500 that names what is not set up (the settings' names, nothing of the request). */
const notSetUp = (problem: string) =>
  text(`The editor's GitHub sign-in is not set up: ${problem} (see docs/editor.md, "Setting it up, once").`, 500)

/**
 * The settings these need, checked in this order: the editor's origin (which the host must be, before
 * anything else is said), the scope, then the OAuth app's settings. A Response says what is wrong.
 */
function checkSettings(
  request: Request,
  env: OAuthEnv,
  names: (keyof OAuthEnv)[],
): { origin: string; scope: Scope } | Response {
  if (!env.EDITOR_ORIGIN?.trim())
    return notSetUp(
      `${(['EDITOR_ORIGIN', ...names] as const).filter((name) => !env[name]?.trim()).join(' and ')} missing in the Pages project's settings`,
    )
  const origin = pinnedOrigin(env)
  if (!origin) return notSetUp(`EDITOR_ORIGIN must be the editor's origin, such as https://editor.example.com`)
  if (new URL(request.url).origin !== origin)
    return text(
      `This address does not sign in to the editor. Open the editor at ${origin}/admin/ and sign in there.`,
      403,
    )
  const scope = env.GITHUB_SCOPE?.trim() || 'repo'
  if (scope !== 'repo' && scope !== 'public_repo') return notSetUp('GITHUB_SCOPE must be repo or public_repo')
  const missing = names.filter((name) => !env[name]?.trim())
  if (missing.length) return notSetUp(`${missing.join(' and ')} missing in the Pages project's settings`)
  return { origin, scope }
}

/** `/api/auth`: to GitHub's consent page, with a fresh state in a cookie. */
export function startSignIn({ request, env }: OAuthContext): Response {
  const settings = checkSettings(request, env, ['GITHUB_CLIENT_ID'])
  if (settings instanceof Response) return settings
  const { origin } = settings
  const url = new URL(request.url)
  if ((url.searchParams.get('provider') ?? 'github') !== 'github')
    return text('Unknown sign-in provider: only GitHub is set up.', 400)
  // Never wider than the setting: `public_repo` when either the setting or the editor asks for it.
  const scope: Scope =
    settings.scope === 'public_repo' || url.searchParams.get('scope') === 'public_repo' ? 'public_repo' : 'repo'
  const state = randomState()
  const target = new URL(AUTHORIZE_URL)
  target.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID!,
    redirect_uri: `${origin}/api/callback`,
    scope,
    state,
  }).toString()
  return new Response(null, {
    status: 302,
    headers: { ...noStore, Location: target.toString(), 'Set-Cookie': stateCookie(origin, state, 600) },
  })
}

/** The small page that hands the result to the editor window (Decap's `authorization:github:…` message). */
export function resultPage(origin: string, message: string, nonce: string, status: number): Response {
  // JSON in a script: `<` escaped, so no value can end the script element.
  const json = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c')
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in to the editor</title></head>
<body>
<p id="status">Signing in… this window closes by itself.</p>
<script nonce="${nonce}">
(function () {
  var origin = ${json(origin)};
  var message = ${json(message)};
  if (!window.opener) {
    document.getElementById('status').textContent = 'Open the editor at ' + origin + '/admin/ and sign in from there.';
    return;
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.data !== 'authorizing:github') return;
    window.opener.postMessage(message, origin);
  });
  window.opener.postMessage('authorizing:github', origin);
})();
</script>
</body>
</html>
`
  return new Response(html, {
    status,
    headers: {
      ...noStore,
      'Content-Type': 'text/html; charset=utf-8',
      // Only this page's own script runs; nothing else loads.
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      // The state is used once.
      'Set-Cookie': stateCookie(origin, '', 0),
    },
  })
}

/** What GitHub's token endpoint may refuse with, in words for the writer (GitHub's own codes, never the request's). */
const tokenErrors: Record<string, string> = {
  bad_verification_code: 'The sign-in took too long or was used already. Start again from the editor.',
  incorrect_client_credentials: `GitHub does not accept the editor's OAuth app settings (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET). Ask the site's developers to check them.`,
  redirect_uri_mismatch: `GitHub's OAuth app has another callback URL than this editor's. Ask the site's developers to check it.`,
}

/** `/api/callback`: checks the host and the state, exchanges the code for a token, hands it to the editor. */
export async function finishSignIn(
  { request, env }: OAuthContext,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = TOKEN_TIMEOUT_MS,
): Promise<Response> {
  const settings = checkSettings(request, env, ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'])
  if (settings instanceof Response) return settings
  const { origin } = settings
  const url = new URL(request.url)
  const nonce = randomState()
  const fail = (message: string, status: number) =>
    resultPage(origin, `authorization:github:error:${JSON.stringify({ message })}`, nonce, status)
  const state = url.searchParams.get('state')
  const expected = cookieValue(request, stateCookieName(origin))
  if (!state || !expected || state !== expected)
    return fail('The sign-in could not be verified (its state does not match). Start again from the editor.', 403)
  const code = url.searchParams.get('code')
  if (!code) {
    const declined = url.searchParams.get('error') === 'access_denied'
    return fail(
      declined
        ? 'You did not allow the editor to use your GitHub account. Start again from the editor to sign in.'
        : 'GitHub did not sign you in. Start again from the editor.',
      401,
    )
  }
  let answer: { access_token?: unknown; error?: unknown }
  try {
    const response = await fetchImpl(TOKEN_URL, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'site-editor-oauth' },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: `${origin}/api/callback`,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    answer = (await response.json()) as typeof answer
  } catch (error) {
    if ((error as Error | undefined)?.name === 'TimeoutError')
      return fail(`GitHub did not answer within ${Math.round(timeoutMs / 1000)} seconds. Try again in a moment.`, 504)
    return fail('GitHub could not be reached to finish the sign-in. Try again.', 502)
  }
  if (typeof answer.access_token !== 'string' || !answer.access_token) {
    const known = typeof answer.error === 'string' && Object.hasOwn(tokenErrors, answer.error)
    return fail(
      known ? tokenErrors[answer.error as string] : 'GitHub refused the sign-in. Start again from the editor.',
      401,
    )
  }
  return resultPage(
    origin,
    `authorization:github:success:${JSON.stringify({ token: answer.access_token, provider: 'github' })}`,
    nonce,
    200,
  )
}
