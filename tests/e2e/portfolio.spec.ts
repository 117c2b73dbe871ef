/**
 * /portfolio (spec points 2, 3 and 4 "Portfolio filter", point 9 page size and increment): banner,
 * filter buttons, the gallery with Load More, and the call-to-action banner. Counts and words come
 * from content/.
 */
import type { Page } from '@playwright/test'
import { portfolioCategories } from '../../content/config'
import { PAGE_SIZE, PAGE_STEP } from '../../lib/portfolioView'
import { bannerOf, blockOf, portfolio } from '../support/siteContent'
import { expectBanner } from './contentExpect'
import { expect, expectNoConsoleErrors, sameOnEveryScreen, test } from './fixtures'

const words = blockOf('/portfolio', 'portfolio-gallery')
const banner = bannerOf('/portfolio')
/** The pieces of a category, in the order of content/portfolio.json. */
const inCategory = (category: string) => portfolio.filter((item) => item.category_name === category)
/** The counts shown after each Load More, from the first view until every piece of `list` shows. */
const loadMoreCounts = (total: number) =>
  Array.from({ length: Math.max(0, Math.ceil((total - PAGE_SIZE) / PAGE_STEP)) }, (_, i) =>
    Math.min(total, PAGE_SIZE + PAGE_STEP * (i + 1)),
  )
/** The categories with pieces, the one with the fewest and the one with the most. */
const categories = portfolioCategories.filter((c) => inCategory(c).length > 0)
const [smallest, largest] = [...categories]
  .sort((a, b) => inCategory(a).length - inCategory(b).length)
  .filter((_, i, all) => i === 0 || i === all.length - 1)

const gallery = (page: Page) => page.locator('ul.gallery')
const items = (page: Page) => gallery(page).getByRole('listitem')
const filters = (page: Page) => page.getByRole('group', { name: words.filtersLabel }).getByRole('button')
const loadMore = (page: Page) => page.getByRole('button', { name: words.loadMore })

/** Checks the shown items: the first `count` of the filter's items, in order, each with its alt text and category. */
async function expectShown(page: Page, list: typeof portfolio, count: number): Promise<void> {
  await expect(items(page)).toHaveCount(count)
  const alts = await items(page)
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))
  expect(alts).toEqual(list.slice(0, count).map((item) => item.alt))
  await expect(items(page)).toHaveText(list.slice(0, count).map((item) => item.category_name))
}

test(
  'banner with its breadcrumb; filter buttons: All, then the nine categories in order, All pressed; a call to action to the contact page at the end',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    await page.goto('/portfolio')
    await test.step('banner with its breadcrumb', async () => {
      await expectBanner(page, '/portfolio')
    })
    await test.step('filter buttons: All, then the nine categories in order; All starts pressed', async () => {
      await expect(filters(page)).toHaveText([words.all, ...portfolioCategories])
      await expect(filters(page).first()).toHaveAttribute('aria-pressed', 'true')
      for (const button of (await filters(page).all()).slice(1))
        await expect(button).toHaveAttribute('aria-pressed', 'false')
    })
    expectNoConsoleErrors(consoleErrors)
    await test.step('ends with a call to action linking to the contact page', async () => {
      const action = blockOf('/portfolio', 'contact-band').action!
      const cta = page.getByRole('main').getByRole('link', { name: action.label }).last()
      await expect(cta).toHaveAttribute('href', action.href)
      await cta.click()
      await expect(page).toHaveURL(/\/contact(#contact)?$/)
    })
  },
)

test(
  'All shows the first page of pieces, Load More adds more until every piece shows, then disappears',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    // One Load More round per dozen pieces, each loading 12 more pictures: more than the default time on a busy machine.
    test.slow()
    await page.goto('/portfolio')
    await expectShown(page, portfolio, Math.min(PAGE_SIZE, portfolio.length))
    for (const count of loadMoreCounts(portfolio.length)) {
      await expect(loadMore(page)).toBeVisible()
      await loadMore(page).click()
      await expect(items(page)).toHaveCount(count)
    }
    await expect(loadMore(page)).toHaveCount(0)
    await expectShown(page, portfolio, portfolio.length)
    // The pictures are real images.
    const first = items(page).first().getByRole('img')
    await expect(first).toHaveJSProperty('complete', true)
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    expectNoConsoleErrors(consoleErrors)
  },
)

test(
  'each category filter shows only its pieces, as many as content/portfolio.json has',
  sameOnEveryScreen,
  async ({ page }) => {
    // A filter per category, each showing up to a page of pictures.
    test.slow()
    await page.goto('/portfolio')
    for (const category of portfolioCategories) {
      const list = inCategory(category)
      const button = filters(page).filter({ hasText: new RegExp(`^${category}$`) })
      await button.click()
      await expect(button).toHaveAttribute('aria-pressed', 'true')
      await expect(filters(page).first()).toHaveAttribute('aria-pressed', 'false')
      await expectShown(page, list, Math.min(PAGE_SIZE, list.length))
      await expect(loadMore(page)).toHaveCount(list.length > PAGE_SIZE ? 1 : 0)
    }
  },
)

test('choosing a filter starts again at the first page', sameOnEveryScreen, async ({ page }) => {
  await page.goto('/portfolio')
  const shown = loadMoreCounts(portfolio.length).slice(0, 2)
  for (const count of shown) {
    await loadMore(page).click()
    await expect(items(page)).toHaveCount(count)
  }
  await filters(page)
    .filter({ hasText: new RegExp(`^${smallest}$`) })
    .click()
  await expect(items(page)).toHaveCount(Math.min(PAGE_SIZE, inCategory(smallest).length))
  await filters(page).first().click()
  await expectShown(page, portfolio, Math.min(PAGE_SIZE, portfolio.length))
  await expect(loadMore(page)).toHaveCount(portfolio.length > PAGE_SIZE ? 1 : 0)
})

test(
  'the filters and Load More work from the keyboard: Tab reaches them, Enter and Space press them',
  sameOnEveryScreen,
  async ({ page }) => {
    await page.goto('/portfolio')
    const all = filters(page).first()
    // Tab goes from All to the first category's filter, Enter applies it; Shift+Tab and Enter go back to All.
    await all.focus()
    await page.keyboard.press('Tab')
    const first = filters(page).nth(1)
    await expect(first).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('aria-pressed', 'true')
    await expect(all).toHaveAttribute('aria-pressed', 'false')
    await expect(items(page)).toHaveCount(Math.min(PAGE_SIZE, inCategory(portfolioCategories[0]).length))
    await page.keyboard.press('Shift+Tab')
    await expect(all).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(all).toHaveAttribute('aria-pressed', 'true')
    const filter = filters(page).filter({ hasText: new RegExp(`^${largest}$`) })
    await filter.focus()
    await page.keyboard.press('Enter')
    await expect(filter).toHaveAttribute('aria-pressed', 'true')
    await expect(items(page)).toHaveCount(Math.min(PAGE_SIZE, inCategory(largest).length))
    await all.focus()
    await page.keyboard.press('Space')
    await expect(items(page)).toHaveCount(Math.min(PAGE_SIZE, portfolio.length))
    await loadMore(page).focus()
    await page.keyboard.press('Enter')
    await expect(items(page)).toHaveCount(loadMoreCounts(portfolio.length)[0])
  },
)

test.describe('without JavaScript', sameOnEveryScreen, () => {
  test.use({ javaScriptEnabled: false })

  test('shows the first page of pieces with their pictures, the filter buttons and the call to action', async ({
    page,
  }) => {
    await page.goto('/portfolio')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(banner.title)
    await expect(filters(page)).toHaveCount(portfolioCategories.length + 1)
    await expectShown(page, portfolio, Math.min(PAGE_SIZE, portfolio.length))
    await expect(page.getByRole('main').locator('a[href^="/contact"]').first()).toBeVisible()
  })
})
