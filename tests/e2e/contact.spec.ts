/**
 * Contact (spec points 2, 5 and 9): banner and breadcrumb, postal address, e-mail and phone links,
 * opening hours, the free quote form in the #contact section, and the scroll to it when the page
 * opens with #contact (typed in, or a link from another page); the same without JavaScript.
 */
import { leadActions } from '../../lib/leads/leadActions'
import type { Page } from '@playwright/test'
import { expectBanner } from './contentExpect'
import { expect, expectNoConsoleErrors, sameOnEveryScreen, scrollSettled, test } from './fixtures'
import { bannerOf, quoteFormName, services, site, ui } from '../support/siteContent'

const { address } = site.contact
const banner = bannerOf('/contact')
const formName = quoteFormName('/contact')
const form = ui.quoteForm
const formSection = (page: Page) => page.locator('section#contact')
/** Top of the form section relative to the viewport, in px. */
const formTop = (page: Page) => formSection(page).evaluate((el) => Math.round(el.getBoundingClientRect().top))

async function expectReachDetails(page: Page) {
  await expect(page.locator('main').getByText(address.street)).toBeVisible()
  await expect(page.locator('main address')).toContainText(`${address.city}, ${address.region} ${address.postalCode}`)
  await expect(page.locator('main').getByRole('link', { name: site.contact.phone })).toHaveAttribute(
    'href',
    `tel:${site.contact.phoneHref}`,
  )
  await expect(page.locator('main').getByRole('link', { name: site.contact.email })).toHaveAttribute(
    'href',
    `mailto:${site.contact.email}`,
  )
  await expect(page.locator('main')).toContainText(site.contact.hours)
}

test(
  'banner, breadcrumb, address, phone, e-mail and hours; the quote form in the #contact section, offering every service',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    await page.goto('/contact')
    await test.step('banner, breadcrumb, address, phone, e-mail and hours', async () => {
      await expectBanner(page, '/contact')
      await expectReachDetails(page)
    })
    await test.step('the quote form sits in the #contact section and offers every service', async () => {
      const quoteForm = formSection(page).getByRole('form', { name: formName })
      await expect(quoteForm).toBeVisible()
      await expect(quoteForm).toHaveAttribute('action', leadActions.quote)
      await expect(quoteForm.getByLabel(form.service).locator('option')).toHaveText([
        form.selectService,
        ...services.quoteServices.map((s) => s.label),
      ])
    })
    expectNoConsoleErrors(consoleErrors)
  },
)

test('without a hash the page stays at the top', async ({ page }) => {
  // goto waits for the page's scripts to have started; then whatever scrolls has begun, and settles.
  await page.goto('/contact')
  await scrollSettled(page)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('with #contact the page scrolls to the form after loading', async ({ page, consoleErrors }) => {
  await page.goto('/contact#contact')
  await expect.poll(() => formTop(page)).toBeLessThan(160)
  expect(await formTop(page)).toBeGreaterThanOrEqual(0)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  await expect(formSection(page).getByRole('form', { name: formName }).getByLabel(form.name)).toBeInViewport()
  expectNoConsoleErrors(consoleErrors)
})

test('a link from another page to /contact#contact lands on the form', async ({ page, consoleErrors }) => {
  await page.goto('/about')
  // The top bar's quote link, visible on phones as well.
  await page.locator('.topbar').getByRole('link', { name: ui.topBar.quote.label }).click()
  await expect(page).toHaveURL(/\/contact#contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(banner.title)
  await expect.poll(() => formTop(page)).toBeLessThan(160)
  expect(await formTop(page)).toBeGreaterThanOrEqual(0)
  await expect(formSection(page).getByRole('form', { name: formName }).getByLabel(form.name)).toBeInViewport()
  expectNoConsoleErrors(consoleErrors)
})

test('with #contact and reduced motion the page still lands on the form', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/contact#contact')
  await expect.poll(() => formTop(page)).toBeLessThan(160)
  expect(await formTop(page)).toBeGreaterThanOrEqual(0)
})

test.describe('without JavaScript', sameOnEveryScreen, () => {
  test.use({ javaScriptEnabled: false })

  test('shows the contact details and a form that posts to the intake of the site', async ({ page }) => {
    await page.goto('/contact#contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(banner.title)
    await expectReachDetails(page)
    const quoteForm = formSection(page).getByRole('form', { name: formName })
    await expect(quoteForm).toHaveAttribute('action', leadActions.quote)
    await expect(quoteForm).toHaveAttribute('method', 'post')
    for (const label of [form.name, form.email, form.phone, form.service, form.message])
      await expect(quoteForm.getByLabel(label)).toBeVisible()
    // The browser's own jump to the anchor still brings the form into view.
    await expect(quoteForm.getByLabel(form.name)).toBeInViewport()
  })
})
