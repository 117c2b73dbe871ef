/**
 * /services (spec point 2 "Services", point 9 prices and skill bars): banner and breadcrumb, intro,
 * the main services, the steps, the skill bars and the price cards, with and without JavaScript.
 * Every expected text and figure comes from content/.
 */
import { expectBanner, expectPriceCard, firstSentence } from './contentExpect'
import { expect, expectNoConsoleErrors, region, sameOnEveryScreen, test } from './fixtures'
import { bannerOf, blockOf, services, ui } from '../support/siteContent'

const banner = bannerOf('/services')
const cardsBlock = blockOf('/services', 'service-cards')
const stepsBlock = blockOf('/services', 'steps')
const steps = services[stepsBlock.steps]
const skillsBlock = blockOf('/services', 'split', 1)
const pricesBlock = blockOf('/services', 'price-cards')
const plans = pricesBlock.plans.map((key) => services.plans[key])

test.describe('the services page', sameOnEveryScreen, () => {
  // Every part of the page in one visit: each is drawn once, and reading one changes none of the others.
  test('shows each part of the page from content/', async ({ page, consoleErrors }) => {
    await page.goto('/services')

    await test.step('banner with the breadcrumb, and the intro', async () => {
      await expectBanner(page, '/services')
      await expect(page.getByText(firstSentence(blockOf('/services', 'split').text!))).toBeVisible()
    })

    await test.step('the main services, each with its picture and link', async () => {
      const block = region(page, cardsBlock.heading)
      await expect(block.getByText(cardsBlock.eyebrow!, { exact: true })).toBeVisible()
      const items = block.locator('ul.grid > li')
      await expect(items).toHaveCount(services.mainServices.length)
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

    await test.step('the steps in order', async () => {
      const items = region(page, stepsBlock.heading).getByRole('listitem')
      await expect(items).toHaveCount(steps.length)
      await expect(items.getByRole('heading')).toHaveText(steps.map((step) => step.title))
      for (const [i, step] of steps.entries()) await expect(items.nth(i)).toContainText(step.text)
    })

    await test.step('the skill bars of services.json, accessible, each filled to its percent', async () => {
      const block = region(page, skillsBlock.heading)
      await expect(block.getByText(skillsBlock.eyebrow!, { exact: true })).toBeVisible()
      const bars = block.getByRole('progressbar')
      await expect(bars).toHaveCount(services.skills.length)
      const expected = services.skills.map((s) => [s.label, s.percent] as const)
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

    await test.step('the price cards, with every price and their button', async () => {
      const cards = region(page, pricesBlock.heading).getByRole('article')
      await expect(cards).toHaveCount(plans.length)
      for (const [i, plan] of plans.entries()) await expectPriceCard(cards.nth(i), plan)
    })

    expectNoConsoleErrors(consoleErrors)
  })

  test("a price card's button leads to the contact form", async ({ page, consoleErrors }) => {
    await page.goto('/services')
    await region(page, pricesBlock.heading).getByRole('link', { name: ui.priceCard.action.label }).first().click()
    await expect(page).toHaveURL(/\/contact#contact$/)
    await expect(page.locator('#contact')).toBeAttached()
    expectNoConsoleErrors(consoleErrors)
  })

  test('the prerendered page has no style attributes (the Content Security Policy would block them)', async ({
    request,
  }) => {
    const html = await (await request.get('/services')).text()
    expect(html).not.toMatch(/<[a-z][^>]*\sstyle=/i)
    expect(html).toContain('<progress')
  })
})

test.describe('the services page without JavaScript', sameOnEveryScreen, () => {
  test.use({ javaScriptEnabled: false })

  test('still shows every block, link and price', async ({ page }) => {
    await page.goto('/services')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(banner.title)
    await expect(page.getByText(firstSentence(blockOf('/services', 'split').text!))).toBeVisible()
    for (const service of services.mainServices)
      await expect(region(page, cardsBlock.heading).getByRole('link', { name: service.title })).toHaveAttribute(
        'href',
        service.href,
      )
    await expect(region(page, stepsBlock.heading).getByRole('listitem')).toHaveCount(steps.length)
    const bars = region(page, skillsBlock.heading).getByRole('progressbar')
    await expect(bars).toHaveCount(services.skills.length)
    await expect(bars.nth(0)).toHaveAttribute('value', String(services.skills[0].percent))
    const cards = region(page, pricesBlock.heading).getByRole('article')
    for (const [i, plan] of plans.entries()) await expectPriceCard(cards.nth(i), plan)
  })
})
