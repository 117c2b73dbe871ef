/**
 * FAQ (spec points 2 and 4): the 6 questions of faq.json as an accordion. One answer open at a time,
 * the first by default; clicking the open one closes all. Every answer is in the prerendered HTML and
 * in the page's FAQPage structured data; without JavaScript every answer shows.
 */
import type { Page } from '@playwright/test'
import { faq } from '../support/siteContent'
import { expect, expectNoConsoleErrors, sameOnEveryScreen, test } from './fixtures'

const question = (page: Page, i: number) => page.getByRole('button', { name: faq[i].question })
const answer = (page: Page, i: number) => page.getByText(faq[i].answer)

/** Asserts that exactly the question `open` (or none, for null) is expanded and shows its answer. */
async function expectOpen(page: Page, open: number | null) {
  for (let i = 0; i < faq.length; i++) {
    await expect(question(page, i)).toHaveAttribute('aria-expanded', String(i === open))
    if (i === open) await expect(answer(page, i)).toBeVisible()
    else await expect(answer(page, i)).toBeHidden()
  }
}

test('banner and the 6 questions, each a button inside a heading that controls its answer', sameOnEveryScreen, async ({ page, consoleErrors }) => {
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  const headings = page.locator('main h3')
  await expect(headings).toHaveText(faq.map((f) => f.question))
  for (let i = 0; i < faq.length; i++) {
    const button = headings.nth(i).getByRole('button')
    await expect(button).toHaveText(faq[i].question)
    const panelId = await button.getAttribute('aria-controls')
    await expect(page.locator(`[id="${panelId}"]`)).toHaveText(faq[i].answer)
    await expect(page.getByRole('region', { name: faq[i].question, includeHidden: true })).toHaveAttribute('id', panelId!)
  }
  expectNoConsoleErrors(consoleErrors)
})

test('the first answer is open by default; one at a time; clicking the open one closes all', sameOnEveryScreen, async ({ page, consoleErrors }) => {
  await page.goto('/faq')
  await expectOpen(page, 0)
  await question(page, 2).click()
  await expectOpen(page, 2)
  await question(page, 5).click()
  await expectOpen(page, 5)
  await question(page, 5).click()
  await expectOpen(page, null)
  await question(page, 0).click()
  await expectOpen(page, 0)
  expectNoConsoleErrors(consoleErrors)
})

test('a question tapped before the page has its scripts opens once they arrive', async ({ page, consoleErrors }) => {
  // The page's code is held back until the tap has been made (on a slow phone it arrives after the paint).
  let release!: () => void
  const tapped = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/entries\//, async (route) => {
    await tapped
    await route.continue()
  })
  const navigation = page.goto('/faq') // resolves once the page has hydrated (fixtures.ts)
  // The load of /faq itself (waitForLoadState would answer for the blank page the tab starts on, and
  // the tap could then land while /faq is still being parsed, before any script of the page runs).
  await page.waitForURL('**/faq', { waitUntil: 'load' })
  await question(page, 2).click()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  release()
  await navigation
  await expectOpen(page, 2)
  expectNoConsoleErrors(consoleErrors)
})

test('works from the keyboard', sameOnEveryScreen, async ({ page }) => {
  await page.goto('/faq')
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

test('every answer is in the prerendered HTML, closed ones hidden', sameOnEveryScreen, async ({ request }) => {
  const html = await (await request.get('/faq')).text()
  const decode = (s: string) => s.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&')
  const text = decode(html)
  for (const entry of faq) expect(text).toContain(`<p>${entry.answer}</p>`)
  expect(html.match(/aria-expanded="true"/g)).toHaveLength(1)
  expect(html.match(/<section[^>]*class="faq__answer"[^>]*hidden=""/g)).toHaveLength(5)
})

test('FAQPage structured data lists the same 6 questions and answers', sameOnEveryScreen, async ({ page }) => {
  await page.goto('/faq')
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const data = scripts.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'FAQPage')
  expect(data).toBeTruthy()
  expect(data.mainEntity).toEqual(faq.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })))
})

test.describe('without JavaScript', sameOnEveryScreen, () => {
  test.use({ javaScriptEnabled: false })

  test('shows every question and every answer', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ')
    for (let i = 0; i < faq.length; i++) {
      await expect(page.getByRole('heading', { level: 3, name: faq[i].question })).toBeVisible()
      await expect(answer(page, i)).toBeVisible()
    }
    await expect(page.locator('main').getByRole('link', { name: 'Ask us for a free quote' })).toHaveAttribute('href', '/contact#contact')
  })
})
