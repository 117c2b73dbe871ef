/**
 * About (spec points 1, 2, 4 and 9): title, banner and breadcrumb, counters, intro, the values, and
 * the reviews' carousel: every review of testimonials.json, loop, autoplay every 3 s, pause on hover,
 * keyboard and buttons; the reviews as a plain list without JavaScript. The words come from content/.
 */
import type { Page } from '@playwright/test'
import { expectBanner } from './contentExpect'
import { desktopOnly, expect, expectNoConsoleErrors, sameOnEveryScreen, test } from './fixtures'
import { bannerOf, blockOf, openingWords, pageAt, site, testimonials, ui, variantPrefix } from '../support/siteContent'

const reviewsHeading = blockOf('/about', 'testimonials').heading
const carousel = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: reviewsHeading }) })
const banner = bannerOf('/about')
const values = blockOf('/about', 'feature-grid')
const last = testimonials.length - 1

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
  await carousel(page).getByRole('heading', { name: reviewsHeading }).scrollIntoViewIfNeeded()
  await expect(carousel(page).getByRole('button', { name: ui.testimonials.next })).toBeVisible()
}

/** The carousel's position as its pagination shows it ("3 / 17"): it changes as a slide starts to move. */
const position = (page: Page) => page.locator('.testimonials__pagination').textContent()

/**
 * Loads /about with the page's clock under the test's control (Playwright's clock: timers, dates and
 * animation frames), the carousel ready, and the clock paused. Autoplay timing is then checked in the
 * carousel's own time, without waiting seconds of real time. Slides still move by real CSS transitions,
 * and Swiper starts the next autoplay delay when a transition ends, so those ends are counted.
 */
async function loadPausedClock(page: Page) {
  await page.clock.install()
  await page.goto('/about')
  await carouselReady(page)
  await page.locator('.testimonials .swiper-wrapper').evaluate((wrapper) => {
    const counter = window as unknown as { slideMovesEnded: number }
    counter.slideMovesEnded = 0
    wrapper.addEventListener('transitionend', (event) => event.target === wrapper && counter.slideMovesEnded++)
  })
  // A second ahead: on a busy machine the page's clock passed a nearer time before the pause was applied
  // ("Cannot fast-forward to the past"). The tests step to autoplay's next move after this anyway.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
}

const slideMovesEnded = (page: Page) =>
  page.evaluate(() => (window as unknown as { slideMovesEnded: number }).slideMovesEnded)

/**
 * Advances the page's clock by `ms`. Returns whether the carousel moved in that time; if it did, returns
 * once the slide has finished moving (in real time), when the next autoplay delay starts.
 */
async function movedWithin(page: Page, ms: number): Promise<boolean> {
  const [from, ended] = [await position(page), await slideMovesEnded(page)]
  await page.clock.runFor(ms)
  if ((await position(page)) === from) return false
  await expect.poll(() => slideMovesEnded(page), { timeout: 5_000, intervals: [25] }).toBeGreaterThan(ended)
  return true
}

/** Steps the clock until autoplay moves (at most one delay plus a margin) and the slide has settled. */
async function autoplayed(page: Page): Promise<void> {
  for (let stepped = 0; stepped <= 3_600; stepped += 200) if (await movedWithin(page, 200)) return
  throw new Error('autoplay did not move within 3.6 s')
}

// One visit, a step per part: each only reads what the page draws.
test(
  'title, banner, breadcrumb, counters, intro, the values, and a card for each review',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    await page.goto('/about')
    await test.step('title, banner and breadcrumb', async () => {
      await expect(page).toHaveTitle(pageAt('/about').frontmatter.title)
      await expectBanner(page, '/about')
    })
    await test.step('counters strip, intro and the values', async () => {
      await expect(page.locator('.counters__value')).toHaveText(site.counters.map((c) => `${c.value}${c.suffix}`))
      const split = blockOf('/about', 'split')
      const intro = page.locator('section', { has: page.getByRole('heading', { name: split.heading }) })
      await expect(intro).toContainText(openingWords(split.text!))
      await expect(intro.locator(`img[src^="${variantPrefix(split.image!.src)}"]`)).toHaveAttribute('alt', split.alt!)
      const section = page.locator('section', { has: page.getByRole('heading', { name: values.heading }) })
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(values.items.map((v) => v.title))
      for (const value of values.items) await expect(section).toContainText(value.text)
    })
    await test.step('the reviews: one card each, with a review icon, the quoted text and the author', async () => {
      await carouselReady(page)
      const cards = carousel(page).locator('figure')
      await expect(cards).toHaveCount(testimonials.length)
      for (const review of testimonials) {
        const card = cards.filter({ hasText: review.author })
        await expect(card).toHaveCount(1)
        await expect(card.locator('blockquote')).toHaveText(`“${review.text}”`)
        await expect(card.locator('svg use')).toHaveAttribute('href', '/icons.svg#quote')
      }
    })
    expectNoConsoleErrors(consoleErrors)
  },
)

test('autoplay moves to the next review every 3 seconds', sameOnEveryScreen, async ({ page, consoleErrors }) => {
  await loadPausedClock(page)
  // In step with autoplay: right after a move.
  await autoplayed(page)
  const first = await firstVisibleAuthor(page)
  expect(await movedWithin(page, 2_900), 'moved before 3 s').toBe(false)
  expect(await movedWithin(page, 200), 'did not move at 3 s').toBe(true)
  // Always the next review in the list.
  const index = (author: string) => testimonials.findIndex((t) => t.author === author)
  expect(index(await firstVisibleAuthor(page))).toBe((index(first) + 1) % testimonials.length)
  expectNoConsoleErrors(consoleErrors)
})

// A phone has no mouse pointer to hover with.
test('hovering pauses autoplay and leaving resumes it', desktopOnly, async ({ page, consoleErrors }) => {
  await loadPausedClock(page)
  await autoplayed(page)
  await page.locator('.testimonials').hover()
  expect(await movedWithin(page, 6_000), 'moved while hovered').toBe(false)
  await page.mouse.move(5, 5)
  await autoplayed(page)
  expectNoConsoleErrors(consoleErrors)
})

test('the Pause button stops autoplay and Start autoplay resumes it', sameOnEveryScreen, async ({ page }) => {
  await loadPausedClock(page)
  await autoplayed(page)
  await carousel(page).getByRole('button', { name: ui.testimonials.pause }).click()
  await page.mouse.move(5, 5)
  expect(await movedWithin(page, 6_000), 'moved while paused').toBe(false)
  await carousel(page).getByRole('button', { name: ui.testimonials.play }).click()
  await page.mouse.move(5, 5)
  await autoplayed(page)
})

// Ledger: reduced motion, no autoplay.
test.describe('with reduced motion', sameOnEveryScreen, () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('does not autoplay', async ({ page }) => {
    await loadPausedClock(page)
    await expect(carousel(page).getByRole('button', { name: ui.testimonials.pause })).toHaveCount(0)
    expect(await movedWithin(page, 7_000), 'moved on its own').toBe(false)
  })

  test('previous and next buttons move one review and loop past the ends', async ({ page, consoleErrors }) => {
    await page.goto('/about')
    await carouselReady(page)
    expect(await firstVisibleAuthor(page)).toBe(testimonials[0].author)
    await carousel(page).getByRole('button', { name: ui.testimonials.next }).click()
    await expect.poll(() => firstVisibleAuthor(page)).toBe(testimonials[1].author)
    await carousel(page).getByRole('button', { name: ui.testimonials.previous }).click()
    await expect.poll(() => firstVisibleAuthor(page)).toBe(testimonials[0].author)
    await carousel(page).getByRole('button', { name: ui.testimonials.previous }).click()
    await expect.poll(() => firstVisibleAuthor(page)).toBe(testimonials[last].author)
    await expect(carousel(page)).toContainText(`${testimonials.length} / ${testimonials.length}`)
    expectNoConsoleErrors(consoleErrors)
  })

  test('arrow keys, and the buttons reached by Tab and pressed with Enter or Space, move the carousel', async ({
    page,
  }) => {
    await page.goto('/about')
    await carouselReady(page)
    // Swiper's arrow keys act only on a carousel in the window.
    await expect(page.locator('.testimonials')).toBeInViewport()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => firstVisibleAuthor(page)).toBe(testimonials[1].author)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => firstVisibleAuthor(page)).toBe(testimonials[0].author)
    await carousel(page).getByRole('button', { name: ui.testimonials.next }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => firstVisibleAuthor(page)).toBe(testimonials[1].author)
    await page.keyboard.press('Space')
    await expect.poll(() => firstVisibleAuthor(page)).toBe(testimonials[2].author)
    // Shift+Tab reaches the previous button, which Space presses.
    await page.keyboard.press('Shift+Tab')
    await expect(carousel(page).getByRole('button', { name: ui.testimonials.previous })).toBeFocused()
    await page.keyboard.press('Space')
    await expect.poll(() => firstVisibleAuthor(page)).toBe(testimonials[1].author)
  })
})

test(
  'the prerendered HTML lists every review, before any carousel code runs',
  sameOnEveryScreen,
  async ({ request }) => {
    const html = await (await request.get('/about')).text()
    for (const review of testimonials) expect(html).toContain(review.author)
    expect(html).not.toContain('swiper-initialized')
    expect(html).not.toMatch(/<script[^>]+swiper/i)
  },
)

test.describe('without JavaScript', sameOnEveryScreen, () => {
  test.use({ javaScriptEnabled: false })

  test('shows the banner, counters, intro, values and every review as a list', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(banner.title)
    await expect(page.locator('.counters__value')).toHaveText(site.counters.map((c) => `${c.value}${c.suffix}`))
    await expect(page.getByRole('heading', { level: 3, name: values.items.at(-1)!.title })).toBeVisible()
    const list = carousel(page).getByRole('list')
    await expect(list.getByRole('listitem')).toHaveCount(testimonials.length)
    await expect(list.getByRole('listitem').first()).toBeVisible()
    await expect(list).toContainText(testimonials[last].text)
    // No buttons that cannot work without JavaScript.
    await expect(carousel(page).getByRole('button')).toHaveCount(0)
  })
})
