/**
 * The writers' editor as the production build serves it (/admin/, generator/editor/adminVite.ts): it loads
 * from this site alone, under its own Content-Security-Policy, kept out of search; its sign-in starts
 * on this site's own Functions. What the editor does with content is tested by `npm run test:cms`.
 */
import { expect, test } from '@playwright/test'
import { editorContentSecurityPolicy } from '../../generator/output/securityHeaders'
import { urls } from '../../tools/ports'
import { cspViolations, recordCspViolations } from './cspViolations'

test('the built editor loads with no request to another origin, with its own CSP, and is noindex', async ({ page, request }) => {
  test.setTimeout(90_000)
  await recordCspViolations(page)
  const requested: string[] = []
  page.on('request', (r) => requested.push(r.url()))
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))

  const response = await page.goto('/admin/')
  expect(response?.status()).toBe(200)
  const headers = response!.headers()
  expect(headers['x-robots-tag']).toBe('noindex')
  // The site's policy is replaced, not combined (two policies would both apply).
  expect(headers['content-security-policy']).toBe(editorContentSecurityPolicy())
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  // The production editor signs in with GitHub (no local backend in the build).
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')

  const origin = new URL(urls.site).origin
  expect(requested.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)).toEqual([])
  // The configuration is a file beside the bundle, written by this build (generator/editor/adminConfig.ts).
  expect(requested).toContain(`${origin}/admin/config.json`)
  expect(await cspViolations(page)).toEqual([])
  expect(errors).toEqual([])

  // Nothing of the editor is in the sitemap, and no page of the site loads its code.
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin')
  expect(await (await request.get('/')).text()).not.toContain('/admin/')
})

test('the sign-in starts on this site and says what is missing when the OAuth app is not set up', async ({ request }) => {
  // The e2e server has no GitHub OAuth app: the Function answers, and names the missing settings.
  const auth = await request.get('/api/auth?provider=github&scope=repo', { maxRedirects: 0 })
  expect(auth.status()).toBe(500)
  expect(await auth.text()).toContain('GITHUB_CLIENT_ID missing')
  const callback = await request.get('/api/callback?code=x&state=y', { maxRedirects: 0 })
  expect(callback.status()).toBe(500)
  expect(await callback.text()).toContain('GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET missing')
})
