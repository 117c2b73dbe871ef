/** The editor's GitHub sign-in Functions (functions/_lib/githubOAuth.ts). */
import { JSDOM } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import { finishSignIn, startSignIn, STATE_COOKIE, TOKEN_URL } from '../../functions/_lib/githubOAuth'

const env = { GITHUB_CLIENT_ID: 'client-1', GITHUB_CLIENT_SECRET: 'secret-1' }
const site = 'https://www.example.com'

/** Runs the result page's script with an opener; returns what it posted, and to which origin. */
function runResultPage(html: string, answerFrom?: string): { message: unknown; origin: string }[] {
  const posted: { message: unknown; origin: string }[] = []
  const dom = new JSDOM(html, { url: `${site}/api/callback`, runScripts: 'outside-only' })
  Object.defineProperty(dom.window, 'opener', { value: { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) } })
  const script = dom.window.document.querySelector('script')!.textContent!
  dom.window.eval(script)
  if (answerFrom) dom.window.dispatchEvent(new dom.window.MessageEvent('message', { data: 'authorizing:github', origin: answerFrom }))
  return posted
}

describe('/api/auth', () => {
  it('sends the writer to GitHub with a state that is also set as a cookie for the callback only', () => {
    const response = startSignIn({ request: new Request(`${site}/api/auth?provider=github&site_id=www.example.com&scope=repo`), env })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('Location')!)
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize')
    expect(location.searchParams.get('client_id')).toBe('client-1')
    expect(location.searchParams.get('redirect_uri')).toBe(`${site}/api/callback`)
    expect(location.searchParams.get('scope')).toBe('repo')
    const state = location.searchParams.get('state')!
    expect(state).toMatch(/^[\w-]{40,}$/)
    expect(response.headers.get('Set-Cookie')).toBe(`${STATE_COOKIE}=${state}; Path=/api/callback; HttpOnly; SameSite=Lax; Max-Age=600; Secure`)
  })

  it('says which setting is missing', async () => {
    const response = startSignIn({ request: new Request(`${site}/api/auth`), env: {} })
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('GITHUB_CLIENT_ID missing')
  })
})

describe('/api/callback', () => {
  const callback = (query: string, cookie?: string) => new Request(`${site}/api/callback?${query}`, { headers: cookie ? { Cookie: cookie } : {} })

  it('refuses a state that does not match the cookie, without asking GitHub', async () => {
    const fetchImpl = vi.fn()
    const response = await finishSignIn({ request: callback('code=abc&state=forged', `${STATE_COOKIE}=real`), env }, fetchImpl)
    expect(response.status).toBe(403)
    expect(fetchImpl).not.toHaveBeenCalled()
    const posted = runResultPage(await response.text(), site)
    expect(posted.at(-1)!.message).toMatch(/^authorization:github:error:.*state does not match/)
  })

  it('exchanges the code and posts the token to the editor on this origin only, after its handshake', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ access_token: 'gho_token', token_type: 'bearer' }))
    const response = await finishSignIn({ request: callback('code=abc&state=s1', `other=1; ${STATE_COOKIE}=s1`), env }, fetchImpl as unknown as typeof fetch)
    expect(response.status).toBe(200)
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(TOKEN_URL)
    expect(JSON.parse(init.body as string)).toEqual({ client_id: 'client-1', client_secret: 'secret-1', code: 'abc', redirect_uri: `${site}/api/callback` })
    // The page's only script carries the nonce its CSP names; the state cookie is cleared.
    const html = await response.text()
    const nonce = /nonce="([^"]+)"/.exec(html)![1]
    expect(response.headers.get('Content-Security-Policy')).toContain(`script-src 'nonce-${nonce}'`)
    expect(response.headers.get('Set-Cookie')).toContain('Max-Age=0')
    // A message from another origin gets nothing; the editor's own answer gets the token.
    expect(runResultPage(html, 'https://evil.example')).toEqual([{ message: 'authorizing:github', origin: site }])
    expect(runResultPage(html, site)).toEqual([
      { message: 'authorizing:github', origin: site },
      { message: 'authorization:github:success:{"token":"gho_token","provider":"github"}', origin: site },
    ])
  })

  it('reports GitHub refusing the code', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' }))
    const response = await finishSignIn({ request: callback('code=old&state=s1', `${STATE_COOKIE}=s1`), env }, fetchImpl as unknown as typeof fetch)
    expect(response.status).toBe(401)
    expect(await response.text()).toContain('The code passed is incorrect or expired.')
  })
})
