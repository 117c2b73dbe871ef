/**
 * Lazily loaded parts (spec points 8 and 9: "Script chunk fails to load or times out after 120 s →
 * chunk-load error"): the video dialog's behaviour, the review carousel and the blog's refresh layer.
 * With their chunks blocked, each shows a message in its place with a retry that works once they load
 * again; a chunk that never answers shows the message at 120 s (Playwright's clock runs the time
 * forward, so the site ships no test switch for the limit), and the rest of the page keeps working.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { blockOf, site, testimonials, ui, uiText } from '../support/siteContent'

const videoHost = new URL(site.video.embedUrl).hostname
const play = blockOf('/', 'video').play
const reviewsHeading = blockOf('/about', 'testimonials').heading
/** The message of a part that did not load, e.g. "The video player could not be loaded.". */
const failed = (what: string) => uiText(ui.chunkError.failed, { what })
const retry = ui.chunkError.retry

/** The chunk of each lazily loaded part, told by what it contains (its file name is a hash). */
const parts = {
  videoDialog: /showModal/,
  carousel: /swiper-slide-active|--swiper-theme-color/,
  blogRefresh: /api\/v2\/blogs/,
} satisfies Record<string, RegExp>

/**
 * Blocks the script chunk of one lazily loaded part: it fails ('fail') or never answers ('hang').
 * `release` lets it load again (held requests go through).
 */
async function blockChunk(page: Page, part: RegExp, mode: 'fail' | 'hang') {
  const blocked: string[] = []
  const held: (() => Promise<void>)[] = []
  let blocking = true
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (!blocking || !part.test(body)) return route.fulfill({ response, body })
    blocked.push(new URL(route.request().url()).pathname)
    if (mode === 'fail') return route.abort('internetdisconnected')
    held.push(() => route.fulfill({ response, body }))
  })
  return {
    blocked,
    release: async () => {
      blocking = false
      await Promise.all(held.splice(0).map((go) => go()))
    },
  }
}

/** Console errors other than the chunk-load error and the browser's line about the failed request. */
function unexpectedErrors(errors: string[]): string[] {
  return errors.filter(
    (text) =>
      !/^\[chunk\] a script chunk (failed to load|did not load within 120 s)|^Failed to load resource|^\[blog\] could not refresh/.test(
        text,
      ),
  )
}

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname === videoHost,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  )
})

test('Play Video with its script blocked: the link still plays the video, a message and a retry that opens the dialog once the script loads', async ({
  page,
  consoleErrors,
}) => {
  const chunks = await blockChunk(page, parts.videoDialog, 'fail')
  await page.goto('/')
  // The behaviour's script is asked for once the page is idle: it fails, and says so under the poster.
  const alert = page.getByRole('alert').filter({ hasText: failed(ui.video.failed) })
  await expect(alert).toBeVisible()
  expect(chunks.blocked.length).toBeGreaterThan(0)
  expect(consoleErrors).toContainEqual(expect.stringMatching(/^\[chunk\] a script chunk failed to load/))
  // Play Video is still the link to the video, as without JavaScript.
  await expect(page.getByRole('link', { name: play })).toHaveAttribute('href', site.video.embedUrl)

  // The page keeps working: the quote form next to it still takes input.
  const name = page.locator('#home-quote-name')
  await name.fill('Ada')
  await expect(name).toHaveValue('Ada')

  await chunks.release()
  await alert.getByRole('button', { name: retry }).click()
  await expect(alert).toHaveCount(0)
  await page.getByRole('button', { name: play }).click()
  const dialog = page.getByRole('dialog', { name: site.video.title })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: ui.video.close }).click()
  await expect(dialog).toHaveCount(0)
  expect(unexpectedErrors(consoleErrors)).toEqual([])
})

test('the review carousel with its chunk blocked: every review stays readable, a message and a retry that starts the carousel', async ({
  page,
  consoleErrors,
}) => {
  const chunks = await blockChunk(page, parts.carousel, 'fail')
  await page.goto('/about')
  const section = page.locator('section', { has: page.getByRole('heading', { name: reviewsHeading }) })
  // The carousel loads its chunk as it comes near the window.
  await section.scrollIntoViewIfNeeded()
  const alert = section.getByRole('alert').filter({ hasText: failed(ui.testimonials.failed) })
  await expect(alert).toBeVisible()
  await expect(section.locator('figure')).toHaveCount(testimonials.length)
  await expect(section.getByRole('button', { name: ui.testimonials.next })).toBeHidden()

  await chunks.release()
  await alert.getByRole('button', { name: retry }).click()
  await expect(section.getByRole('button', { name: ui.testimonials.next })).toBeVisible()
  await expect(alert).toHaveCount(0)
  await expect(section.locator('.testimonials')).toHaveClass(/swiper-initialized/)
  expect(unexpectedErrors(consoleErrors)).toEqual([])
})

test('the review carousel with a chunk that never answers: nothing before 120 s, the message at 120 s', async ({
  page,
  consoleErrors,
}) => {
  await page.clock.install()
  const chunks = await blockChunk(page, parts.carousel, 'hang')
  await page.goto('/about')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  // The page's clock stands still from here: only fastForward moves it, however slow the machine.
  await page.clock.pauseAt(Date.now() + 1_000)
  const section = page.locator('section', { has: page.getByRole('heading', { name: reviewsHeading }) })
  // The carousel asks for Swiper as it comes near the window.
  await section.scrollIntoViewIfNeeded()
  await expect.poll(() => chunks.blocked.length).toBeGreaterThan(0)
  const alert = section.getByRole('alert').filter({ hasText: failed(ui.testimonials.failed) })

  await page.clock.fastForward(119_000)
  await expect(alert).toHaveCount(0)
  await page.clock.fastForward(1_000)
  await expect(alert).toBeVisible()
  expect(consoleErrors).toContainEqual(expect.stringMatching(/^\[chunk\] a script chunk did not load within 120 s/))
  await expect(section.locator('figure')).toHaveCount(testimonials.length)

  // Once the chunk arrives, Try again starts the carousel.
  await page.clock.resume()
  await chunks.release()
  await alert.getByRole('button', { name: retry }).click()
  await expect(section.getByRole('button', { name: ui.testimonials.next })).toBeVisible()
  expect(unexpectedErrors(consoleErrors)).toEqual([])
})

test('the blog list with its refresh chunk blocked: the posts stay, a message and a retry that asks the API again', async ({
  page,
  consoleErrors,
}) => {
  const chunks = await blockChunk(page, parts.blogRefresh, 'fail')
  await page.goto('/blogs')
  const alert = page.getByRole('alert').filter({ hasText: failed(blockOf('/blogs', 'blog-list').failed) })
  await expect(alert).toBeVisible()
  const cardCount = await page.locator('main article').count()
  expect(cardCount).toBeGreaterThan(0)

  await chunks.release()
  const refreshed = page.waitForResponse((response) => /\/api\/v2\/blogs$/.test(response.url()))
  await alert.getByRole('button', { name: retry }).click()
  await refreshed
  await expect(alert).toHaveCount(0)
  await expect(page.locator('main article')).toHaveCount(cardCount)
  expect(unexpectedErrors(consoleErrors)).toEqual([])
})
