/**
 * Pricing (spec points 2 and 9): three plan cards, Vector Conversion, Embroidery Digitizing and
 * Custom Patches, with every price line from services.json and a Request Quote link to
 * /contact#contact; the FAQ's typical digitizing cost; the same without JavaScript.
 */
import type { Page } from '@playwright/test'
import { faq } from '../support/siteContent'
import type { Plan } from '../../content/config'
import { services } from '../support/siteContent'
import { expect, expectNoConsoleErrors, sameOnEveryScreen, test } from './fixtures'

const plans: Plan[] = [services.plans.vector, services.plans.embroidery, services.plans.patches]
const card = (page: Page, name: string) => page.locator('article', { has: page.getByRole('heading', { level: 3, name, exact: true }) })

/** What a price line shows on the right: "$15", "min. $30", "Free", or nothing. */
function lineValue(line: { price?: number; minimum?: boolean; note?: string }): string {
  if (line.price !== undefined) return `${line.minimum ? 'min. ' : ''}$${line.price}`
  return line.note ?? ''
}

async function expectPlans(page: Page) {
  await expect(page.locator('main article h3')).toHaveText(['Vector Conversion', 'Embroidery Digitizing', 'Custom Patches'])
  for (const plan of plans) {
    const c = card(page, plan.name)
    await expect(c).toBeVisible()
    const lines = c.getByRole('listitem')
    await expect(lines).toHaveCount(plan.lines.length)
    for (const [i, line] of plan.lines.entries()) {
      await expect(lines.nth(i)).toHaveText(`${line.label}${lineValue(line)}`)
    }
    if (plan.from !== undefined) await expect(c).toContainText(`from $${plan.from}`)
    await expect(c.getByRole('link', { name: 'Request Quote' })).toHaveAttribute('href', '/contact#contact')
  }
}

test('banner and the three plan cards with their prices and Request Quote links', sameOnEveryScreen, async ({ page, consoleErrors }) => {
  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  await expectPlans(page)
  // The spec's figures, as a visitor reads them.
  await expect(card(page, 'Embroidery Digitizing')).toContainText('Jacket front under 40k stitchesmin. $30')
  await expect(card(page, 'Vector Conversion')).toContainText('Complex design$60')
  await expect(card(page, 'Custom Patches')).toContainText('Price depends on type of patch, size of patch and complexity of design')
  await expect(card(page, 'Custom Patches')).not.toContainText('$')
  expectNoConsoleErrors(consoleErrors)
})

test('shows the FAQ answer with the typical digitizing cost of $1-$10 per thousand stitches', sameOnEveryScreen, async ({ page }) => {
  await page.goto('/pricing')
  const entry = faq.find((f) => f.answer.includes('$1-$10 per thousand stitches'))!
  await expect(page.getByRole('heading', { level: 3, name: entry.question })).toBeVisible()
  await expect(page.locator('main')).toContainText('A typical digitizing cost is $1-$10 per thousand stitches')
  await expect(page.locator('main').getByRole('link', { name: 'More answers in our FAQ' })).toHaveAttribute('href', '/faq')
})

test('Request Quote leads to the quote form on the contact page', sameOnEveryScreen, async ({ page, consoleErrors }) => {
  await page.goto('/pricing')
  await card(page, 'Custom Patches').getByRole('link', { name: 'Request Quote' }).click()
  await expect(page).toHaveURL(/\/contact#contact$/)
  await expect(page.locator('section#contact').getByRole('form', { name: 'Free quote' }).getByLabel('Your Name')).toBeInViewport()
  expectNoConsoleErrors(consoleErrors)
})

test.describe('without JavaScript', sameOnEveryScreen, () => {
  test.use({ javaScriptEnabled: false })

  test('shows the three plans, their prices and links', async ({ page }) => {
    await page.goto('/pricing')
    await expectPlans(page)
    await expect(page.locator('main')).toContainText('$1-$10 per thousand stitches')
  })
})
