/**
 * The production host's own behaviour: the site is served by the host's runtime (its Worker with static
 * assets, tests/support/e2eServers.ts), so these tests check what the host does with the build's
 * `_redirects`, `_headers`, 404 page and the Worker's shell pages (worker/serveShell.ts).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import redirects from '../../content/redirects.json' with { type: 'json' }
import { e2eOutDir } from '../../tools/ports'
import { isolateBlogApi } from '../support/isolatedBlogApi'
import { blockOf, ui } from '../support/siteContent'
import { expect, expectNoConsoleErrors, test } from './fixtures'
import { NOT_FOUND_PATH, sitemapPaths } from './siteRoutes'

const siteUrl = process.env.SITE_URL ?? 'https://www.example.com'

test('the host reads every rule of _redirects and _headers, and rejects or ignores none', () => {
  const log = fs.readFileSync(path.join(import.meta.dirname, '../..', e2eOutDir, 'wrangler.log'), 'utf8')
  // The legacy addresses of content/redirects.json and the two of the editor's old address (/admin, /admin/*).
  expect(log).toContain(`Parsed ${Object.keys(redirects).length + 2} valid redirect rules.`)
  expect(log).toMatch(/Parsed \d+ valid header rules?\./)
  expect(log).not.toMatch(/invalid (redirect|header) rule/i)
  expect(log).not.toMatch(/infinite loop|has been ignored/i)
  // The editor's own project (editor/), served beside it.
  const editorLog = fs.readFileSync(path.join(import.meta.dirname, '../..', e2eOutDir, 'wrangler-editor.log'), 'utf8')
  expect(editorLog).toContain('Parsed 1 valid redirect rule.')
  expect(editorLog).toMatch(/Parsed 3 valid header rules\./)
  expect(editorLog).not.toMatch(/invalid (redirect|header) rule|infinite loop|has been ignored/i)
})

test('every sitemap route answers 200 at its canonical URL, with no redirect hop', async ({ request }) => {
  const paths = await sitemapPaths(request)
  expect(paths.length).toBeGreaterThan(20)
  for (const route of paths) {
    const response = await request.get(route, { maxRedirects: 0 })
    expect.soft(response.status(), `${route} answers without a redirect`).toBe(200)
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1]
    expect.soft(canonical, `${route}: canonical`).toBe(`${siteUrl}${route}`)
  }
  // The other form of the same URL is the one that moves, permanently, to the canonical one.
  const slashed = await request.get('/faq/', { maxRedirects: 0 })
  expect([301, 308]).toContain(slashed.status())
  expect(slashed.headers().location).toMatch(/\/faq$/)
})

test('internal links on the home page point at URLs that answer 200 without a redirect', async ({ page, request }) => {
  await page.goto('/')
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!.split('#')[0]))])
  expect(hrefs.length).toBeGreaterThan(10)
  for (const href of hrefs) expect.soft((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200)
})

test('a blog post the build never saw answers 200 and shows that post from the API', async ({
  page,
  consoleErrors,
}) => {
  const api = await isolateBlogApi(page)
  try {
    const slug = `published-after-the-build-${Date.now()}`
    const [title, body] = ['Published After the Build', 'Served by the shell page and loaded from the shop API.']
    await api.addPost({
      id: 9100,
      slug,
      title,
      short_description: 'A post the static build has never seen.',
      description: `<p>${body}</p>`,
      formatted_created_at: 'June 4, 2024',
      category: { category_name: 'Studio News' },
      meta_title: 'Published After the Build | Northstitch',
      meta_description:
        'A post the static build has never seen, loaded from the shop API in the browser after hydration.',
      meta_keywords: 'shell',
    })
    const response = await page.goto(`/blog/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText(title)
    await expect(page.getByText(body)).toBeVisible()
    expectNoConsoleErrors(consoleErrors)
  } finally {
    await api.close()
  }
})

test('an unknown patch name answers 200 with the page shell and no patch detail; deeper paths are 404', async ({
  request,
}) => {
  const shell = await request.get('/custom-patches/anything-else', { maxRedirects: 0 })
  expect(shell.status()).toBe(200)
  const html = await shell.text()
  expect(html).toContain(blockOf('/custom-patches', 'patch-catalogue').title)
  expect(html).toContain('<meta name="robots" content="noindex')
  // The shell comes from a Function, and still carries the site's security headers.
  expect(shell.headers()['content-security-policy']).toContain("script-src 'self'")
  expect(shell.headers()['strict-transport-security']).toMatch(/max-age=\d+/)
  const deeper = await request.get('/custom-patches/anything/else', { maxRedirects: 0 })
  expect(deeper.status()).toBe(404)
  expect(await deeper.text()).toContain(ui.notFound.text)
})

test('an unknown route answers 404 with the 404 page', async ({ request }) => {
  const response = await request.get(NOT_FOUND_PATH, { maxRedirects: 0 })
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain(ui.notFound.text)
})

test("/ carries the CSP that allows no inline script but the page's own boot script, nosniff, a referrer policy, frame-ancestors and HSTS", async ({
  request,
}) => {
  const response = await request.get('/')
  const headers = response.headers()
  const scriptSrc = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1]
  // The one inline script of the page, hashed as the browser hashes it.
  const inline = [
    ...(await response.text()).matchAll(
      /<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((m) => m[1])
  expect(inline).toHaveLength(1)
  expect(scriptSrc).toBe(`'self' 'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`)
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
})
