/**
 * FAQ (spec points 2 and 4): every question of faq.json as an accordion. One answer open at a time,
 * the first by default; clicking the open one closes all. HTML does it, with or without JavaScript:
 * each question is a `<details>` of one exclusive group (`name`), its summary the question's heading.
 * Every answer is in the prerendered HTML and in the page's FAQPage structured data, and the page
 * loads no script of its own.
 */
import type { Page } from '@playwright/test'
import { bannerOf, blockOf, faq } from '../support/siteContent'
import { expectBanner } from './contentExpect'
import { expect, expectNoConsoleErrors, sameOnEveryScreen, test } from './fixtures'

const banner = bannerOf('/faq')
/** The last question, and one in the middle: the tests open and close questions by their place in the list. */
const lastQ = faq.length - 1
const midQ = Math.min(2, lastQ)
/** The link to the quote form in the list's lead (Markdown: `[words](/contact#contact)`). */
const askLink = /\[([^\]]+)\]\(\/contact#contact\)/.exec(blockOf('/faq', 'faq-list').lead ?? '')?.[1]

/** The question's summary: what a visitor clicks, and what the keyboard reaches. */
const question = (page: Page, i: number) => page.locator('main summary').filter({ hasText: faq[i].question })
const answer = (page: Page, i: number) => page.getByText(faq[i].answer)

/** Asserts that exactly the question `open` (or none, for null) is open and shows its answer. */
async function expectOpen(page: Page, open: number | null) {
  for (let i = 0; i < faq.length; i++) {
    await expect(question(page, i).locator('xpath=..')).toHaveJSProperty('open', i === open)
    if (i === open) await expect(answer(page, i)).toBeVisible()
    else await expect(answer(page, i)).toBeHidden()
  }
}

// One visit, a step per part: what the page draws, then its questions opened by pointer and by keyboard
// (each part leaves the first question open, as the page starts).
test(
  'banner and every question in its summary; the first answer open, one at a time, by pointer and keyboard',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    await page.goto('/faq')
    await test.step('banner and every question, each a heading in the summary of its answer', async () => {
      await expectBanner(page, '/faq')
      const headings = page.locator('main h3')
      await expect(headings).toHaveText(faq.map((f) => f.question))
      for (let i = 0; i < faq.length; i++) {
        await expect(question(page, i).getByRole('heading', { level: 3 })).toHaveText(faq[i].question)
        await expect(question(page, i).locator('xpath=..').locator('.faq__answer')).toHaveText(faq[i].answer)
      }
      // One group: opening one closes the others.
      const groups = await page
        .locator('main details')
        .evaluateAll((all) => new Set(all.map((d) => d.getAttribute('name'))).size)
      expect(groups).toBe(1)
    })
    await test.step('the first answer is open by default; one at a time; clicking the open one closes all', async () => {
      await expectOpen(page, 0)
      await question(page, midQ).click()
      await expectOpen(page, midQ)
      await question(page, lastQ).click()
      await expectOpen(page, lastQ)
      await question(page, lastQ).click()
      await expectOpen(page, null)
      await question(page, 0).click()
      await expectOpen(page, 0)
    })
    await test.step('from the keyboard: Enter opens a question (closing the open one), Space closes it, Tab moves to the next', async () => {
      await question(page, 1).focus()
      await page.keyboard.press('Enter')
      await expectOpen(page, 1)
      await page.keyboard.press('Space')
      await expectOpen(page, null)
      await page.keyboard.press('Tab')
      await expect(question(page, 2)).toBeFocused()
      await page.keyboard.press('Enter')
      await expectOpen(page, 2)
    })
    expectNoConsoleErrors(consoleErrors)
  },
)

test('a question tapped before any script has arrived opens at once: the page needs none', async ({
  page,
  consoleErrors,
}) => {
  // Every script of the page held back for the whole test (so the page never reaches its load event).
  await page.route(/\.js$/, () => {})
  await page.goto('/faq', { waitUntil: 'commit' })
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  await question(page, midQ).click()
  await expectOpen(page, midQ)
  expectNoConsoleErrors(consoleErrors)
})

test('every answer is in the prerendered HTML, the first one open', sameOnEveryScreen, async ({ request }) => {
  const html = await (await request.get('/faq')).text()
  const decode = (s: string) =>
    s
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
  const text = decode(html)
  for (const entry of faq) expect(text).toContain(`<p>${entry.answer}</p>`)
  expect(html.match(/<details[^>]*class="faq__item"[^>]*>/g)).toHaveLength(faq.length)
  expect(html.match(/<details[^>]*class="faq__item"[^>]*\bopen=""[^>]*>/g)).toHaveLength(1)
})

test.describe('without JavaScript', sameOnEveryScreen, () => {
  test.use({ javaScriptEnabled: false })

  test('the accordion works the same: every question, the first answer open, one at a time', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(banner.title)
    for (let i = 0; i < faq.length; i++)
      await expect(page.getByRole('heading', { level: 3, name: faq[i].question })).toBeVisible()
    await expectOpen(page, 0)
    await question(page, lastQ).click()
    await expectOpen(page, lastQ)
    if (askLink)
      await expect(page.locator('main').getByRole('link', { name: askLink })).toHaveAttribute(
        'href',
        '/contact#contact',
      )
  })
})
