/**
 * /portfolio (spec points 2, 3 and 4 "Portfolio filter", point 9 page size and increment): banner,
 * filter buttons, the gallery with Load More, and the call-to-action banner. Counts come from
 * content/portfolio.json.
 */
import type { Page } from '@playwright/test'
import portfolio from '../../content/portfolio.json' with { type: 'json' }
import { portfolioCategories } from '../../content/config'
import { expect, expectNoConsoleErrors, sameOnEveryScreen, test } from './fixtures'

const gallery = (page: Page) => page.getByRole('list', { name: /Portfolio/ })
const items = (page: Page) => gallery(page).getByRole('listitem')
const filters = (page: Page) => page.getByRole('group', { name: /filter/i }).getByRole('button')
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load More' })

/** Checks the shown items: the first `count` of the filter's items, in order, each with its alt text and category. */
async function expectShown(page: Page, list: typeof portfolio, count: number): Promise<void> {
  await expect(items(page)).toHaveCount(count)
  const alts = await items(page).getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))
  expect(alts).toEqual(list.slice(0, count).map((item) => item.alt))
  await expect(items(page)).toHaveText(list.slice(0, count).map((item) => item.category_name))
}

test('banner "Recent project" with its breadcrumb', sameOnEveryScreen, async ({ page, consoleErrors }) => {
  await page.goto('/portfolio')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^recent project$/i)
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('listitem')).toHaveText([/^home$/i, /^recent project$/i])
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  expectNoConsoleErrors(consoleErrors)
})

test('filter buttons: All, then the nine categories in order; All starts pressed', sameOnEveryScreen, async ({ page }) => {
  await page.goto('/portfolio')
  await expect(filters(page)).toHaveText(['All', ...portfolioCategories])
  await expect(filters(page).first()).toHaveAttribute('aria-pressed', 'true')
  for (const button of (await filters(page).all()).slice(1)) await expect(button).toHaveAttribute('aria-pressed', 'false')
})

// Ledger: 129 portfolio items, the sum of the spec's category counts (it says 130).
test('All shows 24 items, Load More adds 12 until all 129 show, then disappears', sameOnEveryScreen, async ({ page, consoleErrors }) => {
  // Nine Load More rounds, each loading 12 more pictures: more than the default time on a busy machine.
  test.slow()
  await page.goto('/portfolio')
  expect(portfolio).toHaveLength(129)
  await expectShown(page, portfolio, 24)
  const expected = [36, 48, 60, 72, 84, 96, 108, 120, 129]
  for (const count of expected) {
    await expect(loadMore(page)).toBeVisible()
    await loadMore(page).click()
    await expect(items(page)).toHaveCount(count)
  }
  await expect(loadMore(page)).toHaveCount(0)
  await expectShown(page, portfolio, 129)
  // The pictures are real images.
  const first = items(page).first().getByRole('img')
  await expect(first).toHaveJSProperty('complete', true)
  expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expectNoConsoleErrors(consoleErrors)
})

test('each category filter shows only its items, with the exact count of the spec table', sameOnEveryScreen, async ({ page }) => {
  // Nine filters, each showing up to 24 pictures.
  test.slow()
  await page.goto('/portfolio')
  const specCounts: Record<string, number> = {
    'Vector Conversion': 16,
    'Line Art': 16,
    'Logo Designing': 17,
    'Photo Editing': 12,
    '3D Puff Embroidery Digitizing': 13,
    'Applique Embroidery Digitizing': 18,
    'Chenille Embroidery Digitizing': 16,
    'Flat Embroidery Digitizing': 17,
    'Sequin Embroidery Digitizing': 4,
  }
  for (const category of portfolioCategories) {
    const list = portfolio.filter((item) => item.category_name === category)
    expect(list, category).toHaveLength(specCounts[category])
    const button = filters(page).filter({ hasText: new RegExp(`^${category}$`) })
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(filters(page).first()).toHaveAttribute('aria-pressed', 'false')
    await expectShown(page, list, Math.min(24, list.length))
    // Every category has 24 or fewer items: all show at once, without Load More.
    await expect(loadMore(page)).toHaveCount(list.length > 24 ? 1 : 0)
  }
})

test('choosing a filter starts again at 24', sameOnEveryScreen, async ({ page }) => {
  await page.goto('/portfolio')
  await loadMore(page).click()
  await loadMore(page).click()
  await expect(items(page)).toHaveCount(48)
  await filters(page).filter({ hasText: /^Line Art$/ }).click()
  await expect(items(page)).toHaveCount(16)
  await filters(page).filter({ hasText: /^All$/ }).click()
  await expectShown(page, portfolio, 24)
  await expect(loadMore(page)).toBeVisible()
})

test('the filters and Load More work from the keyboard', sameOnEveryScreen, async ({ page }) => {
  await page.goto('/portfolio')
  const photo = filters(page).filter({ hasText: /^Photo Editing$/ })
  await photo.focus()
  await page.keyboard.press('Enter')
  await expect(photo).toHaveAttribute('aria-pressed', 'true')
  await expect(items(page)).toHaveCount(12)
  const all = filters(page).first()
  await all.focus()
  await page.keyboard.press('Space')
  await expect(items(page)).toHaveCount(24)
  await loadMore(page).focus()
  await page.keyboard.press('Enter')
  await expect(items(page)).toHaveCount(36)
})

test('ends with a call to action linking to the contact page', sameOnEveryScreen, async ({ page }) => {
  await page.goto('/portfolio')
  const cta = page.getByRole('main').getByRole('link', { name: /quote/i }).last()
  await expect(cta).toHaveAttribute('href', /^\/contact/)
  await cta.click()
  await expect(page).toHaveURL(/\/contact(#contact)?$/)
})

test.describe('without JavaScript', sameOnEveryScreen, () => {
  test.use({ javaScriptEnabled: false })

  test('shows the first 24 items with their pictures, the filter buttons and the call to action', async ({ page }) => {
    await page.goto('/portfolio')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^recent project$/i)
    await expect(filters(page)).toHaveCount(10)
    await expectShown(page, portfolio, 24)
    await expect(page.getByRole('main').locator('a[href^="/contact"]').first()).toBeVisible()
  })
})
