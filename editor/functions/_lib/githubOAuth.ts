/**
 * The GitHub sign-in of the writers' editor (/admin/), served by the site's own host as two Pages
 * Functions: `/api/auth` sends the writer to GitHub, `/api/callback` receives GitHub's answer,
 * exchanges its code for a token and hands the token to the editor window that opened the sign-in.
 *
 * Settings of the Pages project (README, "Writers' editor"): GITHUB_CLIENT_ID and the secret
 * GITHUB_CLIENT_SECRET of a GitHub OAuth app whose callback URL is `https://<site>/api/callback`.
 *
 * Safety: a random `state` travels to GitHub and back and must match the cookie set at the start
 * (no sign-in can be started by another site); the token is posted only to this site's own origin,
 * and only after the editor window has answered the handshake from that origin.
 */

export interface OAuthEnv {
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
}

/** What a Pages Function receives, as far as these use it. */
export interface OAuthContext {
  request: Request
  env: OAuthEnv
}

export const STATE_COOKIE = 'decap_oauth_state'
const AUTHORIZE_URL = 'https://github.com/login/oauth/authorize'
export const TOKEN_URL = 'https://github.com/login/oauth/access_token'
/** The scopes the editor may ask for: `repo` for a private repository, `public_repo` for a public one. */
const SCOPES = new Set(['repo', 'public_repo'])

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' }

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The state cookie: only sent back to the callback, for ten minutes, never readable by scripts. */
function stateCookie(value: string, url: URL, maxAge: number): string {
  return `${STATE_COOKIE}=${value}; Path=/api/callback; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${url.protocol === 'https:' ? '; Secure' : ''}`
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

function missingSettings(env: OAuthEnv, names: (keyof OAuthEnv)[]): Response | undefined {
  const missing = names.filter((name) => !env[name])
  if (!missing.length) return undefined
  return new Response(`The editor's GitHub sign-in is not set up: ${missing.join(' and ')} missing in the Pages project's settings (see README, "Writers' editor").`, { status: 500, headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' } })
}

/** `/api/auth`: to GitHub's consent page, with a fresh state in a cookie. */
export function startSignIn({ request, env }: OAuthContext): Response {
  const settingsProblem = missingSettings(env, ['GITHUB_CLIENT_ID'])
  if (settingsProblem) return settingsProblem
  const url = new URL(request.url)
  const provider = url.searchParams.get('provider') ?? 'github'
  if (provider !== 'github') return new Response(`Unknown provider "${provider}": only github is set up.`, { status: 400, headers: noStore })
  const scope = SCOPES.has(url.searchParams.get('scope') ?? '') ? url.searchParams.get('scope')! : 'repo'
  const state = randomState()
  const target = new URL(AUTHORIZE_URL)
  target.search = new URLSearchParams({ client_id: env.GITHUB_CLIENT_ID!, redirect_uri: `${url.origin}/api/callback`, scope, state }).toString()
  return new Response(null, { status: 302, headers: { ...noStore, Location: target.toString(), 'Set-Cookie': stateCookie(state, url, 600) } })
}

/** The small page that hands the result to the editor window (Decap's `authorization:github:…` message). */
export function resultPage(origin: string, message: string, nonce: string, status: number, url: URL): Response {
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
      'Set-Cookie': stateCookie('', url, 0),
    },
  })
}

/** `/api/callback`: checks the state, exchanges the code for a token, hands it to the editor. */
export async function finishSignIn({ request, env }: OAuthContext, fetchImpl: typeof fetch = fetch): Promise<Response> {
  const settingsProblem = missingSettings(env, ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'])
  if (settingsProblem) return settingsProblem
  const url = new URL(request.url)
  const nonce = randomState()
  const fail = (message: string, status: number) => resultPage(url.origin, `authorization:github:error:${JSON.stringify({ message })}`, nonce, status, url)
  const state = url.searchParams.get('state')
  const expected = cookieValue(request, STATE_COOKIE)
  if (!state || !expected || state !== expected) return fail('The sign-in could not be verified (its state does not match). Start again from the editor.', 403)
  const code = url.searchParams.get('code')
  if (!code) return fail(`GitHub did not sign you in: ${url.searchParams.get('error_description') ?? url.searchParams.get('error') ?? 'no code was returned'}.`, 401)
  let answer: { access_token?: string; error?: string; error_description?: string }
  try {
    const response = await fetchImpl(TOKEN_URL, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'site-editor-oauth' },
      body: JSON.stringify({ client_id: env.GITHUB_CLIENT_ID, client_secret: env.GITHUB_CLIENT_SECRET, code, redirect_uri: `${url.origin}/api/callback` }),
    })
    answer = (await response.json()) as typeof answer
  } catch {
    return fail('GitHub could not be reached to finish the sign-in. Try again.', 502)
  }
  if (!answer.access_token) return fail(`GitHub refused the sign-in: ${answer.error_description ?? answer.error ?? 'no token'}.`, 401)
  return resultPage(url.origin, `authorization:github:success:${JSON.stringify({ token: answer.access_token, provider: 'github' })}`, nonce, 200, url)
}
