/**
 * Security gate on the served site: the headers of `_headers` (which the host's runtime reads), the same
 * headers on the shell pages the Worker serves (the host applies `_headers` to static files only:
 * worker/serveShell.ts, lib/functionHeaders.ts), a Content-Security-Policy built from the configured
 * origins, and the video host contacted only after "Play Video". That no route breaks the CSP, calls a
 * third party or logs an error while it loads is checked on every route by every-route.spec.ts.
 */
import type { Page } from '@playwright/test'
import { test as plainTest } from '@playwright/test'
import { resolveConfig } from '../../generator/content/resolveConfig'
import { contentSecurityPolicy } from '../../generator/output/securityHeaders'
import { HSTS } from '../../lib/functionHeaders'
import { urls } from '../../tools/ports'
import { cspViolations, recordCspViolations } from './cspViolations'
import { expect, test } from './fixtures'
import { NOT_FOUND_PATH } from './siteRoutes'
import { blockOf, site } from '../support/siteContent'

const videoOrigin = new URL(site.video.embedUrl).origin

/** Records the URL of every request the page makes (documents, scripts, images, fetches, frames). */
function recordRequests(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  return requested
}

test.describe('response headers', () => {
  test('every response carries the CSP built from the configured origins and the other security headers', async ({
    request,
  }) => {
    for (const path of ['/', '/contact', NOT_FOUND_PATH, '/sitemap.xml', '/images/og/default.jpg']) {
      const response = await request.get(path)
      const headers = response.headers()
      const csp = headers['content-security-policy'] ?? ''
      const directives = Object.fromEntries(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      )
      expect.soft(directives['default-src'], `${path}: default-src`).toEqual(["'self'"])
      // The site's own files and one inline script, the boot script, by its hash (host-rules.spec.ts hashes the page's).
      expect
        .soft(directives['script-src'], `${path}: script-src`)
        .toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)])
      expect.soft(directives['style-src'], `${path}: style-src`).toEqual(["'self'"])
      expect.soft(directives['connect-src'], `${path}: connect-src (the blog API)`).toEqual(["'self'", urls.api])
      expect
        .soft(directives['img-src'], `${path}: img-src (blog banners come from the API)`)
        .toEqual(expect.arrayContaining(["'self'", urls.api]))
      expect
        .soft(directives['form-action'], `${path}: form-action (the forms post to the site's own intake)`)
        .toEqual(["'self'"])
      expect.soft(directives['frame-src'], `${path}: frame-src (the video player)`).toEqual([videoOrigin])
      expect.soft(directives['frame-ancestors'], `${path}: frame-ancestors`).toEqual(["'none'"])
      expect.soft(directives['object-src'], `${path}: object-src`).toEqual(["'none'"])
      expect.soft(headers['x-content-type-options'], path).toBe('nosniff')
      expect.soft(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect.soft(headers['permissions-policy'], path).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/)
    }
  })

  test("every response of the site's Functions carries the site's own CSP and the security headers", async ({
    request,
  }) => {
    // The CSP the build wrote into _headers for this build's origins.
    const { config } = resolveConfig(site, { BLOG_API_URL: urls.api, PORTAL_URL: urls.portal })
    const csp = contentSecurityPolicy(config, site.video.embedUrl)
    const stamp = Date.now()
    const answered = [
      // Shell pages for addresses newer than the build (status 200), a prerendered page passed through, a 404 below a Function.
      [`/blog/new-post-${stamp}`, 200],
      [`/blogs/New%20Category%20${stamp}`, 200],
      [`/custom-patches/new-patch-${stamp}`, 200],
      ['/blog/how-many-stitches-does-my-logo-need', 200],
      [`/blog/a/b-${stamp}`, 404],
    ] as const
    for (const [path, status] of answered) {
      const response = await request.get(path, { maxRedirects: 0 })
      const headers = response.headers()
      expect.soft(response.status(), path).toBe(status)
      expect.soft(headers['content-security-policy'], path).toBe(csp)
      expect.soft(headers['strict-transport-security'], path).toBe(HSTS)
      expect.soft(headers['x-content-type-options'], path).toBe('nosniff')
      expect.soft(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    }
  })

  test('fingerprinted scripts and styles are cached for a year, the artwork for a day, pages not at all', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const asset = /href="(\/assets\/static\/[^"]+\.css)"/.exec(html)?.[1]
    expect(asset, 'the home page links its stylesheet').toBeTruthy()
    expect((await request.get(asset!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await request.get('/images/og/default.jpg')).headers()['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    )
    expect((await request.get('/')).headers()['cache-control'] ?? '').not.toMatch(/max-age=[1-9]/)
  })
})

test('the video host is contacted only after Play Video, and its player is allowed by the CSP', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000)
  // The player itself is not needed (and the test machine may be offline): answer for the video host.
  await page.route(`${videoOrigin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
  )
  await recordCspViolations(page)
  const requested = recordRequests(page)
  await page.goto('/', { waitUntil: 'networkidle' })
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForLoadState('networkidle')
  expect(requested.filter((url) => url.startsWith(videoOrigin))).toEqual([])

  await page.getByRole('button', { name: blockOf('/', 'video').play }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('iframe')).toHaveAttribute('src', site.video.embedUrl)
  await expect.poll(() => requested.some((url) => url.startsWith(videoOrigin))).toBe(true)
  // A frame the CSP blocks never loads the player's page (Chromium shows an error page instead).
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(videoOrigin))).toBe(true)
  const player = page.frames().find((frame) => frame.url().startsWith(videoOrigin))!
  await player.waitForLoadState('load')
  await expect.poll(() => player.title()).toBe('Player')
  expect(await cspViolations(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

plainTest('the start-up overlay of a first visit breaks no CSP rule', async ({ page }) => {
  await recordCspViolations(page)
  const errors: string[] = []
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
  await page.goto('/about')
  await expect(page.getByTestId('startup-overlay')).toBeVisible()
  await expect(page.getByTestId('startup-overlay')).toBeHidden({ timeout: 6_000 })
  expect(await cspViolations(page)).toEqual([])
  expect(errors).toEqual([])
})
