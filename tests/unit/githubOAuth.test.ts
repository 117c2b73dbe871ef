/** The editor's GitHub sign-in Functions (editor/functions/_lib/githubOAuth.ts), run as the host runs them. */
import { JSDOM } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import { finishSignIn, startSignIn, stateCookieName, TOKEN_URL } from '../../editor/functions/_lib/githubOAuth'

const editor = 'https://editor.example.com'
const env = { GITHUB_CLIENT_ID: 'client-1', GITHUB_CLIENT_SECRET: 'secret-1', EDITOR_ORIGIN: editor }
const cookie = stateCookieName(editor)

/** Runs the result page's script with an opener; returns what it posted, and to which origin. */
function runResultPage(html: string, answerFrom?: string): { message: unknown; origin: string }[] {
  const posted: { message: unknown; origin: string }[] = []
  const dom = new JSDOM(html, { url: `${editor}/api/callback`, runScripts: 'outside-only' })
  Object.defineProperty(dom.window, 'opener', {
    value: { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) },
  })
  const script = dom.window.document.querySelector('script')!.textContent!
  dom.window.eval(script)
  if (answerFrom)
    dom.window.dispatchEvent(new dom.window.MessageEvent('message', { data: 'authorizing:github', origin: answerFrom }))
  return posted
}

/** The message the result page hands to the editor. */
const messageOf = async (response: Response) => runResultPage(await response.text(), editor).at(-1)!.message as string

describe('/api/auth', () => {
  it('sends the writer to GitHub with a state that is also set as a __Host- cookie', () => {
    const response = startSignIn({
      request: new Request(`${editor}/api/auth?provider=github&site_id=editor.example.com&scope=repo`),
      env,
    })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('Location')!)
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize')
    expect(location.searchParams.get('client_id')).toBe('client-1')
    expect(location.searchParams.get('redirect_uri')).toBe(`${editor}/api/callback`)
    expect(location.searchParams.get('scope')).toBe('repo')
    const state = location.searchParams.get('state')!
    expect(state).toMatch(/^[\w-]{40,}$/)
    expect(cookie).toBe('__Host-decap_oauth_state')
    expect(response.headers.get('Set-Cookie')).toBe(
      `__Host-decap_oauth_state=${state}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=600`,
    )
  })

  it('over plain http on this machine, uses an unprefixed cookie for the callback only (browsers refuse __Host- there)', () => {
    const local = 'http://localhost:3002'
    const response = startSignIn({
      request: new Request(`${local}/api/auth?provider=github`),
      env: { ...env, EDITOR_ORIGIN: local },
    })
    expect(response.status).toBe(302)
    expect(new URL(response.headers.get('Location')!).searchParams.get('redirect_uri')).toBe(`${local}/api/callback`)
    expect(response.headers.get('Set-Cookie')).toMatch(
      /^decap_oauth_state=[\w-]+; Path=\/api\/callback; HttpOnly; SameSite=Lax; Max-Age=600$/,
    )
  })

  it('refuses every host but EDITOR_ORIGIN, naming none of the request', async () => {
    for (const host of [
      'https://northstitch-editor.pages.dev',
      'https://3f2a1b.northstitch-editor.pages.dev',
      'https://my-branch.northstitch-editor.pages.dev',
      'http://editor.example.com',
      'https://www.example.com',
    ]) {
      const response = startSignIn({ request: new Request(`${host}/api/auth?provider=github&scope=repo`), env })
      expect(response.status, host).toBe(403)
      const body = await response.text()
      expect(body).toBe(
        `This address does not sign in to the editor. Open the editor at ${editor}/admin/ and sign in there.`,
      )
      expect(response.headers.get('Location')).toBeNull()
      expect(response.headers.get('Set-Cookie')).toBeNull()
    }
  })

  it('asks for public_repo when the setting says so, whatever the editor asks for; repo only when both allow it', () => {
    const scopeOf = (scope: string, setting?: string) => {
      const response = startSignIn({
        request: new Request(`${editor}/api/auth?provider=github&scope=${scope}`),
        env: { ...env, GITHUB_SCOPE: setting },
      })
      return new URL(response.headers.get('Location')!).searchParams.get('scope')
    }
    expect(scopeOf('repo', 'public_repo')).toBe('public_repo')
    expect(scopeOf('public_repo', 'public_repo')).toBe('public_repo')
    expect(scopeOf('public_repo')).toBe('public_repo')
    expect(scopeOf('repo')).toBe('repo')
    // Anything else the query asks for is never passed on.
    expect(scopeOf('admin:org')).toBe('repo')
    expect(scopeOf('repo%20delete_repo', 'public_repo')).toBe('public_repo')
  })

  it('says which setting is missing or malformed', async () => {
    const request = () => new Request(`${editor}/api/auth`)
    const missing = startSignIn({ request: request(), env: {} })
    expect(missing.status).toBe(500)
    expect(await missing.text()).toContain('EDITOR_ORIGIN and GITHUB_CLIENT_ID missing')
    for (const origin of ['editor.example.com', 'http://editor.example.com', 'ftp://editor.example.com']) {
      const response = startSignIn({ request: request(), env: { ...env, EDITOR_ORIGIN: origin } })
      expect(response.status, origin).toBe(500)
      expect(await response.text()).toContain('EDITOR_ORIGIN must be')
    }
    const scope = startSignIn({ request: request(), env: { ...env, GITHUB_SCOPE: 'admin:org' } })
    expect(await scope.text()).toContain('GITHUB_SCOPE must be repo or public_repo')
  })

  it('answers an unknown provider with a fixed text that echoes nothing of the query', async () => {
    const planted = '<script>alert(1)</script>'
    const response = startSignIn({
      request: new Request(`${editor}/api/auth?provider=${encodeURIComponent(planted)}`),
      env,
    })
    expect(response.status).toBe(400)
    const body = await response.text()
    expect(body).toBe('Unknown sign-in provider: only GitHub is set up.')
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
  })
})

describe('/api/callback', () => {
  const callback = (query: string, cookieHeader?: string, host = editor) =>
    new Request(`${host}/api/callback?${query}`, { headers: cookieHeader ? { Cookie: cookieHeader } : {} })

  it('refuses a state that does not match the cookie, without asking GitHub', async () => {
    const fetchImpl = vi.fn()
    const response = await finishSignIn(
      { request: callback('code=abc&state=forged', `${cookie}=real`), env },
      fetchImpl,
    )
    expect(response.status).toBe(403)
    expect(fetchImpl).not.toHaveBeenCalled()
    expect(await messageOf(response)).toMatch(/^authorization:github:error:.*state does not match/)
  })

  it('refuses the cookie of the old, unprefixed name over https', async () => {
    const fetchImpl = vi.fn()
    const response = await finishSignIn(
      { request: callback('code=abc&state=s1', 'decap_oauth_state=s1'), env },
      fetchImpl,
    )
    expect(response.status).toBe(403)
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('refuses other hosts before it reads the state or asks GitHub', async () => {
    const fetchImpl = vi.fn()
    const response = await finishSignIn(
      { request: callback('code=abc&state=s1', `${cookie}=s1`, 'https://branch.northstitch-editor.pages.dev'), env },
      fetchImpl,
    )
    expect(response.status).toBe(403)
    expect(await response.text()).toContain(`Open the editor at ${editor}/admin/`)
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('signs no one in without the client secret (previews have none)', async () => {
    const fetchImpl = vi.fn()
    const response = await finishSignIn(
      {
        request: callback('code=abc&state=s1', `${cookie}=s1`),
        env: { GITHUB_CLIENT_ID: 'client-1', EDITOR_ORIGIN: editor },
      },
      fetchImpl,
    )
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('GITHUB_CLIENT_SECRET missing')
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('exchanges the code, with the callback URL of the setting, and posts the token to the editor on its origin only, after its handshake', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ access_token: 'gho_token', token_type: 'bearer' }))
    const response = await finishSignIn(
      { request: callback('code=abc&state=s1', `other=1; ${cookie}=s1`), env },
      fetchImpl as unknown as typeof fetch,
    )
    expect(response.status).toBe(200)
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(TOKEN_URL)
    expect(JSON.parse(init.body as string)).toEqual({
      client_id: 'client-1',
      client_secret: 'secret-1',
      code: 'abc',
      redirect_uri: `${editor}/api/callback`,
    })
    expect(init.signal).toBeInstanceOf(AbortSignal)
    // The page's only script carries the nonce its CSP names; the state cookie is cleared.
    const html = await response.text()
    const nonce = /nonce="([^"]+)"/.exec(html)![1]
    expect(response.headers.get('Content-Security-Policy')).toContain(`script-src 'nonce-${nonce}'`)
    expect(response.headers.get('Set-Cookie')).toBe(`${cookie}=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0`)
    // A message from another origin gets nothing; the editor's own answer gets the token.
    expect(runResultPage(html, 'https://evil.example')).toEqual([{ message: 'authorizing:github', origin: editor }])
    expect(runResultPage(html, editor)).toEqual([
      { message: 'authorizing:github', origin: editor },
      { message: 'authorization:github:success:{"token":"gho_token","provider":"github"}', origin: editor },
    ])
  })

  it('gives up on a GitHub that does not answer, with a page that says so', async () => {
    // Answers only when aborted, as fetch does.
    const fetchImpl = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    )
    const started = performance.now()
    const response = await finishSignIn(
      { request: callback('code=abc&state=s1', `${cookie}=s1`), env },
      fetchImpl as unknown as typeof fetch,
      50,
    )
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(response.status).toBe(504)
    expect(await messageOf(response)).toContain('GitHub did not answer within')
  })

  it('reports GitHub refusing the code in words of its own, and echoes nothing of the request', async () => {
    const planted = '<img src=x onerror=alert(1)>'
    const refused = vi.fn(async () => Response.json({ error: 'bad_verification_code', error_description: planted }))
    const response = await finishSignIn(
      { request: callback(`code=old&state=s1&error_description=${encodeURIComponent(planted)}`, `${cookie}=s1`), env },
      refused as unknown as typeof fetch,
    )
    expect(response.status).toBe(401)
    const message = await messageOf(response)
    expect(message).toContain('The sign-in took too long or was used already.')
    expect(message).not.toContain('onerror')
    // An error code GitHub does not document, or one named like an object's own property, gets the general words.
    for (const error of ['constructor', '__proto__', planted]) {
      const odd = vi.fn(async () => Response.json({ error }))
      expect(
        await messageOf(
          await finishSignIn(
            { request: callback('code=old&state=s1', `${cookie}=s1`), env },
            odd as unknown as typeof fetch,
          ),
        ),
      ).toBe('authorization:github:error:{"message":"GitHub refused the sign-in. Start again from the editor."}')
    }
  })

  it('says a declined consent in fixed words, never the error text of the query', async () => {
    const planted = 'Click <a href=//evil.example>here</a> to continue'
    const declined = await finishSignIn({
      request: callback(
        `error=access_denied&error_description=${encodeURIComponent(planted)}&state=s1`,
        `${cookie}=s1`,
      ),
      env,
    })
    expect(declined.status).toBe(401)
    expect(await messageOf(declined)).toContain('You did not allow the editor to use your GitHub account.')
    const other = await finishSignIn({
      request: callback(`error=${encodeURIComponent(planted)}&state=s1`, `${cookie}=s1`),
      env,
    })
    const body = await other.text()
    expect(body).not.toContain('evil.example')
    expect(runResultPage(body, editor).at(-1)!.message).toBe(
      'authorization:github:error:{"message":"GitHub did not sign you in. Start again from the editor."}',
    )
  })
})
