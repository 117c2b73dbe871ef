/**
 * /services (spec point 2 "Services", point 9 prices and skill bars): banner and breadcrumb, intro,
 * 'Main Services', 'How it works', 'our strategy' skill bars and the 'Pricing Package' cards, with
 * and without JavaScript. Every expected text comes from content/.
 */
import { expectPriceCard, firstSentence } from './contentExpect'
import { expect, expectNoConsoleErrors, region, sameOnEveryScreen, test } from './fixtures'
import { blockOf, services } from '../support/siteContent'


test.describe('the services page', sameOnEveryScreen, () => {
  test('banner "our services" with the breadcrumb Home / services, and the intro', async ({ page, consoleErrors }) => {
    await page.goto('/services')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^our services$/i)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(crumbs.getByRole('listitem')).toHaveText([/^home$/i, /^services$/i])
    await expect(page.getByText(firstSentence(blockOf('/services', 'split').text!))).toBeVisible()
    expectNoConsoleErrors(consoleErrors)
  })

  test("'Main Services' headed 'Quality Guaranteed' with the four services, each with its picture and link", async ({ page }) => {
    await page.goto('/services')
    const block = region(page, 'Quality Guaranteed')
    await expect(block.getByText('Main Services', { exact: true })).toBeVisible()
    const items = block.getByRole('listitem')
    await expect(items).toHaveCount(4)
    expect(services.mainServices.map((s) => s.title)).toEqual(['Embroidery Digitizing', 'Vector Conversion', 'Photo to Vector Illustration', 'Line Art'])
    for (const [i, service] of services.mainServices.entries()) {
      const item = items.nth(i)
      await expect(item.getByRole('heading', { name: service.title })).toBeVisible()
      await expect(item.getByRole('link', { name: service.title })).toHaveAttribute('href', service.href)
      await expect(item).toContainText(service.text)
      await item.scrollIntoViewIfNeeded()
      await expect(item.locator('img')).toHaveJSProperty('complete', true)
      expect(await item.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }
  })

  test("'How it works' lists the four steps in order", async ({ page }) => {
    await page.goto('/services')
    const steps = region(page, 'How it works').getByRole('listitem')
    await expect(steps).toHaveCount(4)
    await expect(steps.getByRole('heading')).toHaveText(['Booking Online', 'Received Work', 'Satisfied Design', 'Start Digitizing'])
    for (const [i, step] of services.howItWorks.entries()) await expect(steps.nth(i)).toContainText(step.text)
  })

  test("'our strategy': 'Energy quality Commitment' with three accessible skill bars at 90, 80 and 85 %", async ({ page }) => {
    await page.goto('/services')
    const block = region(page, 'Energy quality Commitment')
    await expect(block.getByText('our strategy', { exact: true })).toBeVisible()
    const bars = block.getByRole('progressbar')
    await expect(bars).toHaveCount(3)
    const expected = [
      ['Graphic Designing', 90],
      ['Embroidery Digitizing', 80],
      ['Vector Conversion', 85],
    ] as const
    expect(services.skills.map((s) => [s.label, s.percent])).toEqual(expected)
    const track = await bars.first().boundingBox()
    for (const [i, [label, percent]] of expected.entries()) {
      const bar = bars.nth(i)
      await expect(bar).toHaveAccessibleName(new RegExp(label))
      // A native progress bar: its value and maximum are what assistive technology reads (no aria-value* beside them).
      await expect(bar).toHaveAttribute('value', String(percent))
      await expect(bar).toHaveAttribute('max', '100')
      await expect(bar).toHaveJSProperty('position', percent / 100)
      // The visible label and percentage beside the bar.
      await expect(block.getByText(label, { exact: true })).toBeVisible()
      await expect(block.getByText(`${percent}%`, { exact: true })).toBeVisible()
      // Every bar is the same full-width track; the value decides the filled part.
      expect((await bar.boundingBox())?.width).toBeCloseTo(track!.width, 0)
    }
  })

  test("'Pricing Package' has the embroidery and vector cards with every price and a 'Request Quote' button", async ({ page }) => {
    await page.goto('/services')
    const block = region(page, 'Pricing Package')
    const cards = block.getByRole('article')
    await expect(cards).toHaveCount(2)
    await expectPriceCard(cards.nth(0), services.plans.embroidery)
    await expectPriceCard(cards.nth(1), services.plans.vector)
    // Spec point 9, written out once more so a wrong figure in content fails here too.
    for (const text of ['$10', '$15', '$20', 'min. $30', '$75']) await expect(cards.nth(0)).toContainText(text)
    for (const text of ['$15', '$20', '$60', 'Free']) await expect(cards.nth(1)).toContainText(text)
  })

  test("a 'Request Quote' button leads to the contact form", async ({ page, consoleErrors }) => {
    await page.goto('/services')
    await region(page, 'Pricing Package').getByRole('link', { name: 'Request Quote' }).first().click()
    await expect(page).toHaveURL(/\/contact#contact$/)
    await expect(page.locator('#contact')).toBeAttached()
    expectNoConsoleErrors(consoleErrors)
  })

  test('the prerendered page has no style attributes (the Content Security Policy would block them)', async ({ request }) => {
    const html = await (await request.get('/services')).text()
    expect(html).not.toMatch(/<[a-z][^>]*\sstyle=/i)
    expect(html).toContain('<progress')
  })
})

test.describe('the services page without JavaScript', sameOnEveryScreen, () => {
  test.use({ javaScriptEnabled: false })

  test('still shows every block, link and price', async ({ page }) => {
    await page.goto('/services')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^our services$/i)
    await expect(page.getByText(firstSentence(blockOf('/services', 'split').text!))).toBeVisible()
    for (const service of services.mainServices) await expect(region(page, 'Quality Guaranteed').getByRole('link', { name: service.title })).toHaveAttribute('href', service.href)
    await expect(region(page, 'How it works').getByRole('listitem')).toHaveCount(4)
    const bars = region(page, 'Energy quality Commitment').getByRole('progressbar')
    await expect(bars).toHaveCount(3)
    await expect(bars.nth(0)).toHaveAttribute('value', '90')
    const cards = region(page, 'Pricing Package').getByRole('article')
    await expectPriceCard(cards.nth(0), services.plans.embroidery)
    await expectPriceCard(cards.nth(1), services.plans.vector)
  })
})
