/**
 * The built images as a visitor's browser gets them: Chromium picks the AVIF variant whose width
 * fits its screen (the WebP and JPEG ones are there for browsers without AVIF), the host serves each
 * with its type, and no image of any route (sitemap, one blog post and category, the 404 page) is
 * missing: neither the ones the browser loads while the page is scrolled through, nor any other
 * candidate its `srcset`s or preloads name.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { routesToVisit, shardOf, SHARDS } from './siteRoutes'

/** The URLs of a srcset: "a.avif 360w, b.avif 560w" -> ["a.avif", "b.avif"]. */
const urlsOf = (srcset: string) => srcset.split(',').map((c) => c.trim().split(/\s+/)[0]).filter(Boolean)

test('the browser picks the AVIF variant that fits its screen; WebP and JPEG are offered beside it', async ({ page, request }, testInfo) => {
  await page.goto('/portfolio')
  const item = page.locator('.gallery__item').first()
  const img = item.locator('img')
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)
  const current = new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname
  // A card is 285 px wide on a 1366 px screen (1×) and half of 390 px on the phone (2.625×: 512 px).
  expect(current).toMatch(testInfo.project.name === 'phone' ? /^\/assets\/images\/portfolio\/1\.[0-9a-f]{10}-560\.avif$/ : /^\/assets\/images\/portfolio\/1\.[0-9a-f]{10}-360\.avif$/)
  const picked = await request.get(current)
  expect(picked.headers()['content-type']).toBe('image/avif')
  expect(picked.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

  for (const [type, selector] of [['image/webp', 'source[type="image/webp"]'], ['image/jpeg', 'img']] as const) {
    const urls = urlsOf((await item.locator(selector).getAttribute('srcset')) ?? '')
    expect(urls.map((u) => u.match(/-(\d+)\.\w+$/)?.[1]), `${type} widths`).toEqual(['360', '560', '800'])
    for (const url of urls) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type'], url).toBe(type)
    }
  }
  await expect(img).toHaveAttribute('width', '800')
  await expect(img).toHaveAttribute('height', '600')
})

/** Scrolls through the page a screen at a time, so every lazy image near the viewport loads. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = page.viewportSize()!.height
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(60)
  }
  await page.waitForLoadState('networkidle')
}

/** Every image URL the page's markup names: img src/srcset, source srcset, preload href/imagesrcset. */
async function namedImageUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls: string[] = []
    const add = (value: string | null) => value && urls.push(...value.split(',').map((c) => c.trim().split(/\s+/)[0]).filter(Boolean))
    for (const el of document.querySelectorAll('img, source')) {
      if (!(el.getAttribute('src') ?? '').startsWith('data:')) add(el.getAttribute('src'))
      add(el.getAttribute('srcset'))
    }
    for (const link of document.querySelectorAll('link[rel="preload"][as="image"]')) {
      add(link.getAttribute('href'))
      add(link.getAttribute('imagesrcset'))
    }
    return urls.map((u) => new URL(u, location.href).href)
  })
}

/** GETs each URL (a few at a time) and returns those that do not answer 200. */
async function missing(request: APIRequestContext, urls: string[]): Promise<string[]> {
  const bad: string[] = []
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]
      const status = (await request.get(url)).status()
      if (status !== 200) bad.push(`${url} answered ${status}`)
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  return bad
}

for (let shard = 0; shard < SHARDS; shard++) {
  // Once, at desktop width: every candidate of every srcset is checked, so the phone's picks are too.
  test(`no image request fails, and every image a page names exists (routes, part ${shard + 1} of ${SHARDS})`, async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'every srcset candidate, the phone sizes included, is checked in the desktop project')
    test.setTimeout(240_000)
    const routes = shardOf(await routesToVisit(request), shard)
    const failed: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.status() >= 400) failed.push(`${response.url()} answered ${response.status()} (on ${page.url()})`)
    })
    const named = new Set<string>()
    page.on('requestfailed', (req) => {
      if (req.resourceType() !== 'image') return
      // Cancelled by the browser (the next navigation, a lazy image it no longer needs): not an
      // answer of the site, so the URL is fetched again below instead.
      if (req.failure()?.errorText === 'net::ERR_ABORTED') named.add(req.url())
      else failed.push(`${req.url()} failed: ${req.failure()?.errorText} (on ${page.url()})`)
    })
    for (const route of routes) {
      await test.step(route, async () => {
        await page.goto(route)
        await scrollThrough(page)
        for (const url of await namedImageUrls(page)) named.add(url)
      })
    }
    expect(failed, 'image requests the browser made that failed').toEqual([])
    expect(named.size).toBeGreaterThan(0)
    expect(await missing(request, [...named]), 'image URLs named in srcset, src or preloads that do not exist').toEqual([])
  })
}
