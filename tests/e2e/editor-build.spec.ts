/**
 * The writers' editor as production serves it: a Pages project of its own, on its own origin
 * (editor/, editor/build/editorSite.ts), served here by `wrangler pages dev` as `npm start` serves
 * it. It loads from its origin alone, under its own Content-Security-Policy, kept out of search; its
 * sign-in Functions answer with the security headers and refuse every other host. The public site
 * keeps no copy of it: its /admin redirects to the editor. What the editor does with content is
 * tested by `npm run test:editor`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { loadContent } from '../../generator/content/loadContent'
import { resolveConfig } from '../../generator/content/resolveConfig'
import { editorContentSecurityPolicy } from '../../generator/output/securityHeaders'
import { FUNCTION_CSP, HSTS } from '../../lib/functionHeaders'
import { e2eOutDir, urls } from '../../tools/ports'
import { cspViolations, recordCspViolations } from './cspViolations'

const root = path.resolve(import.meta.dirname, '../..')
const loaded = await loadContent(root)
if (!loaded.ok) throw new Error('content does not load')
/** Where the build sends the public site's /admin: the build's EDITOR_URL, by default editor. on the site's domain. */
const { editorUrl } = resolveConfig(loaded.content.collections['site.json'], {
  BLOG_API_URL: urls.api,
  PORTAL_URL: urls.portal,
})

test('the editor loads from its own origin alone, with its own CSP, and is noindex', async ({ page, request }) => {
  test.setTimeout(90_000)
  await recordCspViolations(page)
  const requested: string[] = []
  page.on('request', (r) => requested.push(r.url()))
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))

  // The origin's root is the editor.
  const root = await request.get(`${urls.editor}/`, { maxRedirects: 0 })
  expect(root.status()).toBe(302)
  expect(root.headers()['location']).toBe('/admin/')

  const response = await page.goto(`${urls.editor}/admin/`)
  expect(response?.status()).toBe(200)
  const headers = response!.headers()
  expect(headers['x-robots-tag']).toBe('noindex')
  expect(headers['content-security-policy']).toBe(editorContentSecurityPolicy())
  expect(headers['strict-transport-security']).toBe(HSTS)
  expect(headers['x-content-type-options']).toBe('nosniff')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  // The production editor signs in with GitHub (no local backend in the build).
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')

  expect(
    requested.filter(
      (url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== urls.editor,
    ),
  ).toEqual([])
  // The configuration is a file beside the bundle, written by this build (editor/build/adminConfig.ts).
  expect(requested).toContain(`${urls.editor}/admin/config.json`)
  // The sign-in screen's logo is the site's mark, which the editor's deployable carries itself.
  expect(requested).toContain(`${urls.editor}/favicon.svg`)
  expect(await cspViolations(page)).toEqual([])
  expect(errors).toEqual([])
  // Asked again if the local host drops the connection unanswered, as it did once under load.
  expect(await (await request.get(`${urls.editor}/robots.txt`, { maxRetries: 1 })).text()).toContain('Disallow: /')
})

test('the public build holds no editor: its /admin addresses redirect to the editor origin', async ({ request }) => {
  const client = path.join(root, e2eOutDir, 'client')
  expect(fs.existsSync(path.join(client, 'admin'))).toBe(false)
  // No file of the public site carries Decap's code or the editor's configuration.
  const files = fs.readdirSync(client, { recursive: true }) as string[]
  expect(files.filter((file) => /config\.json$|decap/i.test(file))).toEqual([])
  expect(fs.existsSync(path.join(root, e2eOutDir, 'editor/admin/index.html'))).toBe(true)

  expect(editorUrl).toMatch(/^https:\/\//)
  for (const [from, to] of [
    ['/admin', `${editorUrl}/admin/`],
    ['/admin/', `${editorUrl}/admin/`],
    ['/admin/config.json', `${editorUrl}/admin/config.json`],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(302)
    expect(response.headers()['location'], from).toBe(to)
  }
  // Nothing of the editor is in the sitemap, and no page of the site loads its code.
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin')
  expect(await (await request.get('/')).text()).not.toContain('/admin/')
  // The sign-in is not on the public site.
  expect((await request.get('/api/auth?provider=github', { maxRedirects: 0 })).status()).toBe(404)
})

test("the editor's sign-in answers with the security headers, echoes nothing of its query, and names what is missing", async ({
  request,
}) => {
  // The e2e editor has EDITOR_ORIGIN but no GitHub OAuth app: the Functions answer, and name the missing settings.
  const planted = '<script>alert(1)</script>'
  const auth = await request.get(
    `${urls.editor}/api/auth?provider=${encodeURIComponent(planted)}&scope=${encodeURIComponent(planted)}`,
    { maxRedirects: 0 },
  )
  expect(auth.status()).toBe(500)
  const body = await auth.text()
  expect(body).toContain('GITHUB_CLIENT_ID missing')
  expect(body).not.toContain('alert')
  const callback = await request.get(
    `${urls.editor}/api/callback?code=x&state=y&error_description=${encodeURIComponent(planted)}`,
    { maxRedirects: 0 },
  )
  expect(callback.status()).toBe(500)
  expect(await callback.text()).toContain('GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET missing')
  for (const response of [auth, callback]) {
    const headers = response.headers()
    expect(headers['strict-transport-security']).toBe(HSTS)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['content-security-policy']).toBe(FUNCTION_CSP)
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['x-robots-tag']).toBe('noindex')
    expect(headers['cache-control']).toBe('no-store')
  }
})

test("the editor's sign-in refuses every host but the editor's origin (pages.dev, branch aliases, previews)", async ({
  request,
}) => {
  for (const host of ['northstitch-editor.pages.dev', 'my-branch.northstitch-editor.pages.dev', 'www.example.com']) {
    for (const path of ['/api/auth?provider=github&scope=repo', '/api/callback?code=x&state=y']) {
      const response = await request.get(`${urls.editor}${path}`, { headers: { Host: host }, maxRedirects: 0 })
      expect(response.status(), `${host}${path}`).toBe(403)
      expect(await response.text()).toBe(
        `This address does not sign in to the editor. Open the editor at ${urls.editor}/admin/ and sign in there.`,
      )
      expect(response.headers()['set-cookie']).toBeUndefined()
      expect(response.headers()['content-security-policy']).toBe(FUNCTION_CSP)
    }
  }
})
