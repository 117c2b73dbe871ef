/**
 * Every response the host's code gives carries the security headers (lib/functionHeaders.ts): the host
 * applies `_headers` to static files only. Each Function of the editor's project (editor/functions/) has
 * a `_middleware.ts` above it that adds what a response lacks, and keeps what it has; the site's Worker
 * (worker/) passes what it answers itself through the same function. What the host's runtime answers
 * is checked end to end in tests/e2e/security-headers.spec.ts and tests/e2e/editor-build.spec.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { FUNCTION_CSP, HSTS, securityHeadersMiddleware, withSecurityHeaders } from '../../lib/functionHeaders'
import { onRequest as editorMiddleware } from '../../editor/functions/_middleware'
import { headerRules } from '../../generator/output/securityHeaders'

const root = path.resolve(import.meta.dirname, '../..')
const trees = ['editor/functions']

/** The route files of a Functions folder: every .ts file outside `_lib/` that is not a middleware. */
function routeFiles(tree: string): string[] {
  return (fs.readdirSync(path.join(root, tree), { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.split('/').includes('_lib') && !file.endsWith('_middleware.ts'))
}

describe('withSecurityHeaders', () => {
  it('adds HSTS, nosniff, a referrer policy and a closed CSP to a response that has none', () => {
    const response = withSecurityHeaders(new Response('x', { status: 403, headers: { 'Content-Type': 'text/plain' } }))
    expect(response.status).toBe(403)
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'text/plain',
      'strict-transport-security': HSTS,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': FUNCTION_CSP,
    })
  })

  it("keeps a response's own policy (a shell page's, the sign-in page's nonce), and works on headers that cannot be changed", () => {
    const own = "default-src 'none'; script-src 'nonce-abc'"
    const page = withSecurityHeaders(
      new Response('<p>', { headers: { 'Content-Security-Policy': own, 'Referrer-Policy': 'no-referrer' } }),
    )
    expect(page.headers.get('Content-Security-Policy')).toBe(own)
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(page.headers.get('Strict-Transport-Security')).toBe(HSTS)
    // Response.redirect's headers are immutable: the middleware answers a copy.
    const redirect = withSecurityHeaders(Response.redirect('https://github.com/login', 302))
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('Location')).toBe('https://github.com/login')
    expect(redirect.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('answers a Function that throws with a fixed 500 text, with the headers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await securityHeadersMiddleware()({ next: () => Promise.reject(new Error('secret detail')) })
    expect(response.status).toBe(500)
    expect(await response.text()).not.toContain('secret detail')
    expect(response.headers.get('Content-Security-Policy')).toBe(FUNCTION_CSP)
  })
})

describe('the middlewares', () => {
  it("stand above every Function of the editor's project", () => {
    for (const tree of trees) {
      const routes = routeFiles(tree)
      expect(routes.length, tree).toBeGreaterThan(0)
      for (const route of routes) {
        const folders = route.split('/').slice(0, -1)
        const covered = folders
          .map((_, i) => folders.slice(0, i + 1).join('/'))
          .concat('')
          .some((folder) => fs.existsSync(path.join(root, tree, folder, '_middleware.ts')))
        expect(covered, `${tree}/${route} has no _middleware.ts above it: add one (see editor/README.md)`).toBe(true)
      }
    }
  })

  it("give a Function's bare answer every header, and noindex", async () => {
    const response = await editorMiddleware({ next: async () => new Response('plain') })
    expect(response.headers.get('Strict-Transport-Security')).toBe(HSTS)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('Content-Security-Policy')).toBe(FUNCTION_CSP)
    expect((await editorMiddleware({ next: async () => new Response('') })).headers.get('X-Robots-Tag')).toBe('noindex')
  })

  it("send the same HSTS as the site's _headers", () => {
    expect(
      headerRules(
        {
          siteUrl: 'https://a.example',
          blogApiUrl: 'https://b.example',
          portalUrl: 'https://c.example',
          vitalsUrl: null,
        },
        'https://v.example/x',
      )[0].headers['Strict-Transport-Security'],
    ).toBe(HSTS)
  })
})
