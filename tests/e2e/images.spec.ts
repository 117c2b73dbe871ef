/**
 * The built images as a visitor's browser gets them: Chromium picks the AVIF variant whose width
 * fits its screen (the WebP and JPEG ones are there for browsers without AVIF), and the host serves
 * each with its type and a year's caching. That no image of any route is missing is checked on every
 * route by every-route.spec.ts.
 */
import { expect, test } from './fixtures'

/** The URLs of a srcset: "a.avif 360w, b.avif 560w" -> ["a.avif", "b.avif"]. */
const urlsOf = (srcset: string) =>
  srcset
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0])
    .filter(Boolean)

test('the browser picks the AVIF variant that fits its screen; WebP and JPEG are offered beside it', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/portfolio')
  const item = page.locator('.gallery__item').first()
  const img = item.locator('img')
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)
  const current = new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname
  // A card is 285 px wide on a 1366 px screen (1×) and half of 390 px on the phone (2.625×: 512 px).
  expect(current).toMatch(
    testInfo.project.name === 'phone'
      ? /^\/assets\/images\/portfolio\/1\.[0-9a-f]{10}-560\.avif$/
      : /^\/assets\/images\/portfolio\/1\.[0-9a-f]{10}-360\.avif$/,
  )
  const picked = await request.get(current)
  expect(picked.headers()['content-type']).toBe('image/avif')
  expect(picked.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

  for (const [type, selector] of [
    ['image/webp', 'source[type="image/webp"]'],
    ['image/jpeg', 'img'],
  ] as const) {
    const urls = urlsOf((await item.locator(selector).getAttribute('srcset')) ?? '')
    expect(
      urls.map((u) => u.match(/-(\d+)\.\w+$/)?.[1]),
      `${type} widths`,
    ).toEqual(['360', '560', '800'])
    for (const url of urls) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type'], url).toBe(type)
    }
  }
  await expect(img).toHaveAttribute('width', '800')
  await expect(img).toHaveAttribute('height', '600')
})
