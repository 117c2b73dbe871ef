/**
 * Pricing (spec points 2 and 9): the plan cards of its price-cards block, with every price line from
 * services.json and the price cards' button to /contact#contact; the FAQ answers marked for the
 * pricing page, prices filled in; the same without JavaScript. Every word and figure comes from content/.
 */
import type { Page } from '@playwright/test'
import type { Plan } from '../../content/config'
import { blockOf, faq, quoteFormName, services, ui } from '../support/siteContent'
import { expectBanner, shownValue } from './contentExpect'
import { expect, expectNoConsoleErrors, sameOnEveryScreen, test } from './fixtures'

const block = blockOf('/pricing', 'price-cards')
const plans: Plan[] = block.plans.map((key) => services.plans[key])
const answers = blockOf('/pricing', 'faq-answers')
const onPricing = faq.filter((f) => f.onPricing)
const action = ui.priceCard.action
const card = (page: Page, name: string) =>
  page.locator('article', { has: page.getByRole('heading', { level: 3, name, exact: true }) })

async function expectPlans(page: Page) {
  await expect(page.locator('main article h3')).toHaveText(plans.map((plan) => plan.name))
  for (const plan of plans) {
    const c = card(page, plan.name)
    await expect(c).toBeVisible()
    const lines = c.getByRole('listitem')
    await expect(lines).toHaveCount(plan.lines.length)
    for (const [i, line] of plan.lines.entries())
      await expect(lines.nth(i)).toHaveText(`${line.label}${shownValue(line) ?? ''}`)
    if (plan.from !== undefined) await expect(c).toContainText(`${ui.priceCard.from} $${plan.from}`)
    else await expect(c).not.toContainText('$')
    await expect(c.getByRole('link', { name: action.label })).toHaveAttribute('href', action.href)
  }
}

// One visit, a step per part; the price card's button is followed last.
test(
  "banner, the plan cards with their prices, the FAQ answers marked for the page, and a price card's button to the quote form",
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    await page.goto('/pricing')
    await test.step('banner and the plan cards with their prices and their buttons', async () => {
      await expectBanner(page, '/pricing')
      await expectPlans(page)
    })
    await test.step('the FAQ answers marked for the pricing page, prices filled in, and the link to the FAQ', async () => {
      for (const entry of onPricing) {
        await expect(page.getByRole('heading', { level: 3, name: entry.question })).toBeVisible()
        await expect(page.locator('main')).toContainText(entry.answer)
      }
      await expect(page.locator('main').getByRole('link', { name: answers.action!.label })).toHaveAttribute(
        'href',
        answers.action!.href,
      )
    })
    await test.step("a price card's button leads to the quote form on the contact page", async () => {
      await card(page, plans.at(-1)!.name).getByRole('link', { name: action.label }).click()
      await expect(page).toHaveURL(/\/contact#contact$/)
      await expect(
        page
          .locator('section#contact')
          .getByRole('form', { name: quoteFormName('/contact') })
          .getByLabel(ui.quoteForm.name),
      ).toBeInViewport()
    })
    expectNoConsoleErrors(consoleErrors)
  },
)

test.describe('without JavaScript', sameOnEveryScreen, () => {
  test.use({ javaScriptEnabled: false })

  test('shows the plans, their prices and links, and the answers', async ({ page }) => {
    await page.goto('/pricing')
    await expectPlans(page)
    for (const entry of onPricing) await expect(page.locator('main')).toContainText(entry.answer)
  })
})
