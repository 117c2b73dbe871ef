/**
 * About (spec points 1, 2, 4 and 9): title, banner and breadcrumb, counters, intro, the four values,
 * and the 'CLIENT TESTIMONIALS' carousel: 18 reviews, loop, autoplay every 3 s, pause on hover,
 * keyboard and buttons; the reviews as a plain list without JavaScript.
 */
import type { Page } from '@playwright/test'
import services from '../../content/services.json' with { type: 'json' }
import site from '../../content/site.json' with { type: 'json' }
import testimonials from '../../content/testimonials.json' with { type: 'json' }
import { expect, expectNoConsoleErrors, test } from './fixtures'

const carousel = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'CLIENT TESTIMONIALS' }) })

/** The author of the first card wholly inside the carousel's window: the review a visitor reads first. */
function firstVisibleAuthor(page: Page): Promise<string> {
  return page.locator('.testimonials').evaluate((root) => {
    const frame = root.getBoundingClientRect()
    const cards = [...root.querySelectorAll('figure')]
      .map((card) => ({ card, box: card.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
    return cards[0]?.card.querySelector('figcaption')?.textContent ?? ''
  })
}

/** Brings the carousel into view and waits until it has loaded (its buttons appear). */
async function carouselReady(page: Page) {
  await carousel(page).getByRole('heading', { name: 'CLIENT TESTIMONIALS' }).scrollIntoViewIfNeeded()
  await expect(carousel(page).getByRole('button', { name: 'Next review' })).toBeVisible()
}

/** Resolves with the moment the first visible review changes from `from`, and the new review. */
async function nextChange(page: Page, from: string, timeout = 6_000): Promise<{ at: number; author: string }> {
  let author = from
  // While a slide moves no card is wholly in the window (''): the change is complete when one is.
  await expect.poll(async () => (author = await firstVisibleAuthor(page)) !== from && author !== '', { timeout, intervals: [50] }).toBe(true)
  return { at: Date.now(), author }
}

test('title, banner and breadcrumb', async ({ page, consoleErrors }) => {
  await page.goto('/about')
  await expect(page).toHaveTitle('About Us')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  await expect(crumbs.locator('[aria-current=page]')).toHaveText('About us')
  expectNoConsoleErrors(consoleErrors)
})

test('counters strip, intro and the four values', async ({ page }) => {
  await page.goto('/about')
  await expect(page.locator('.counters__value')).toHaveText(site.counters.map((c) => `${c.value}${c.suffix}`))
  const intro = page.locator('section', { has: page.getByRole('heading', { name: `A Brooklyn digitizing studio since ${site.foundedYear}` }) })
  await expect(intro).toContainText('We work by four values: honesty in our quotes, commitment to every deadline')
  await expect(intro.locator('img[src^="/assets/images/services/about-studio."]')).toHaveAttribute('alt', /studio/)
  const values = page.locator('section', { has: page.getByRole('heading', { name: 'Four values behind every file' }) })
  await expect(values.getByRole('heading', { level: 3 })).toHaveText(['Honesty', 'Commitment', 'Reliability', 'Support'])
  for (const value of services.values) await expect(values).toContainText(value.text)
})

test('CLIENT TESTIMONIALS: 18 cards, each with a review icon, the quoted text and the author', async ({ page, consoleErrors }) => {
  await page.goto('/about')
  await carouselReady(page)
  const cards = carousel(page).locator('figure')
  await expect(cards).toHaveCount(18)
  for (const review of testimonials) {
    const card = cards.filter({ hasText: review.author })
    await expect(card).toHaveCount(1)
    await expect(card.locator('blockquote')).toHaveText(`“${review.text}”`)
    await expect(card.locator('svg use')).toHaveAttribute('href', '/icons.svg#quote')
  }
  expectNoConsoleErrors(consoleErrors)
})

test('autoplay moves to the next review about every 3 seconds', async ({ page, consoleErrors }) => {
  await page.goto('/about')
  await carouselReady(page)
  const start = await firstVisibleAuthor(page)
  const first = await nextChange(page, start)
  const second = await nextChange(page, first.author)
  expect(second.at - first.at).toBeGreaterThan(2_500)
  expect(second.at - first.at).toBeLessThan(4_500)
  // Always the next review in the list.
  const index = (author: string) => testimonials.findIndex((t) => t.author === author)
  expect(index(second.author)).toBe((index(first.author) + 1) % 18)
  expectNoConsoleErrors(consoleErrors)
})

test('hovering pauses autoplay and leaving resumes it', async ({ page, consoleErrors }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a phone has no mouse pointer to hover with')
  await page.goto('/about')
  await carouselReady(page)
  await page.locator('.testimonials').hover()
  await page.waitForTimeout(500) // a slide that was already moving finishes
  const held = await firstVisibleAuthor(page)
  await page.waitForTimeout(4_500)
  expect(await firstVisibleAuthor(page)).toBe(held)
  await page.mouse.move(5, 5)
  await nextChange(page, held, 5_000)
  expectNoConsoleErrors(consoleErrors)
})

test('the Pause button stops autoplay and Start autoplay resumes it', async ({ page }) => {
  await page.goto('/about')
  await carouselReady(page)
  await carousel(page).getByRole('button', { name: 'Pause autoplay' }).click()
  await page.mouse.move(5, 5)
  await page.waitForTimeout(500)
  const held = await firstVisibleAuthor(page)
  await page.waitForTimeout(4_000)
  expect(await firstVisibleAuthor(page)).toBe(held)
  await carousel(page).getByRole('button', { name: 'Start autoplay' }).click()
  await page.mouse.move(5, 5)
  await nextChange(page, held, 5_000)
})

// Ledger: reduced motion, no autoplay.
test.describe('with reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('does not autoplay', async ({ page }) => {
    await page.goto('/about')
    await carouselReady(page)
    await expect(carousel(page).getByRole('button', { name: 'Pause autoplay' })).toHaveCount(0)
    const held = await firstVisibleAuthor(page)
    await page.waitForTimeout(4_000)
    expect(await firstVisibleAuthor(page)).toBe(held)
  })

  test('previous and next buttons move one review and loop past the ends', async ({ page, consoleErrors }) => {
    await page.goto('/about')
    await carouselReady(page)
    expect(await firstVisibleAuthor(page)).toBe(testimonials[0].author)
    await carousel(page).getByRole('button', { name: 'Next review' }).click()
    await expect.poll(() => firstVisibleAuthor(page)).toBe(testimonials[1].author)
    await carousel(page).getByRole('button', { name: 'Previous review' }).click()
    await expect.poll(() => firstVisibleAuthor(page)).toBe(testimonials[0].author)
    await carousel(page).getByRole('button', { name: 'Previous review' }).click()
    await expect.poll(() => firstVisibleAuthor(page)).toBe(testimonials[17].author)
    await expect(carousel(page)).toContainText('18 / 18')
    expectNoConsoleErrors(consoleErrors)
  })

  test('arrow keys and the keyboard-focused buttons move the carousel', async ({ page }) => {
    await page.goto('/about')
    await carouselReady(page)
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => firstVisibleAuthor(page)).toBe(testimonials[1].author)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => firstVisibleAuthor(page)).toBe(testimonials[0].author)
    await carousel(page).getByRole('button', { name: 'Next review' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => firstVisibleAuthor(page)).toBe(testimonials[1].author)
    await page.keyboard.press('Space')
    await expect.poll(() => firstVisibleAuthor(page)).toBe(testimonials[2].author)
  })
})

test('the prerendered HTML lists every review, before any carousel code runs', async ({ request }) => {
  const html = await (await request.get('/about')).text()
  for (const review of testimonials) expect(html).toContain(review.author)
  expect(html).not.toContain('swiper-initialized')
  expect(html).not.toMatch(/<script[^>]+swiper/i)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the banner, counters, intro, values and every review as a list', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
    await expect(page.locator('.counters__value')).toHaveText(site.counters.map((c) => `${c.value}${c.suffix}`))
    await expect(page.getByRole('heading', { level: 3, name: 'Reliability' })).toBeVisible()
    const list = carousel(page).getByRole('list')
    await expect(list.getByRole('listitem')).toHaveCount(18)
    await expect(list.getByRole('listitem').first()).toBeVisible()
    await expect(list).toContainText(testimonials[17].text)
    // No buttons that cannot work without JavaScript.
    await expect(carousel(page).getByRole('button')).toHaveCount(0)
  })
})
