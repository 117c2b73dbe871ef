/**
 * /services/embroidery-digitizing and /services/vector-conversion (spec point 2, "Wheel scrolling",
 * point 9 prices): one layout, two pages. Every expected text comes from content/.
 */
import type { Page } from '@playwright/test'
import portfolio from '../../content/portfolio.json' with { type: 'json' }
import { WHEEL_LOCK_MS } from '../../lib/wheelStep'
import { expectPriceCard, firstSentence } from './contentExpect'
import {
  desktopOnly,
  expect,
  expectNoConsoleErrors,
  phoneOnly,
  region,
  sameOnEveryScreen,
  scrollSettled,
  test,
} from './fixtures'
import { bannerOf, blockOf, quoteFormName, services, site, ui } from '../support/siteContent'

const keys = ['embroidery-digitizing', 'vector-conversion'] as const

for (const key of keys) {
  const url = `/services/${key}`
  const overview = blockOf(url, 'service-overview')
  const content = {
    name: blockOf(url, 'banner').title,
    listTitle: overview.listTitle,
    types: overview.list,
    intro: overview.text,
    crumbs: bannerOf(url).crumbs,
    recentProjects: blockOf(url, 'portfolio-grid'),
    sections: blockOf(url, 'feature-sections'),
    process: blockOf(url, 'steps'),
    contact: blockOf(url, 'contact-band'),
    form: quoteFormName(url),
  }
  const processSteps = services[content.process.steps]
  const formOptions = [
    ui.quoteForm.selectService,
    ...services.quoteServices.filter((s) => s.onServicePages).map((s) => s.label),
  ]
  const plan = services.plans[overview.plan]

  test.describe(url, () => {
    // Every part of the page in one visit: each is drawn once, and reading one changes none of the others.
    test('shows each part of the page from content/', sameOnEveryScreen, async ({ page, consoleErrors }) => {
      await page.goto(url)

      await test.step('breadcrumb Home - Services - name, and the intro text', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.name)
        const crumbs = page.getByRole('navigation', { name: ui.breadcrumb })
        await expect(crumbs.getByRole('listitem')).toHaveText(content.crumbs.map((c) => c.label))
        for (const crumb of content.crumbs.filter((c) => c.href))
          await expect(crumbs.getByRole('link', { name: crumb.label })).toHaveAttribute('href', crumb.href!)
        await expect(page.getByText(firstSentence(content.intro))).toBeVisible()
      })

      await test.step('lists its types', async () => {
        const list = region(page, content.listTitle).getByRole('listitem')
        await expect(list).toHaveCount(content.types.length)
        await expect(list).toHaveText(content.types)
      })

      await test.step("shows the plan's price list with a 'Request Quote' button", async () => {
        await expectPriceCard(
          page.getByRole('article').filter({ has: page.getByRole('heading', { name: plan.name, exact: true }) }),
          plan,
        )
      })

      await test.step("has the 'Quick Inquiry' form with the two services of the service pages", async () => {
        const form = page.locator('form').filter({ has: page.getByRole('heading', { name: content.form }) })
        await expect(form).toBeVisible()
        const words = ui.quoteForm
        for (const field of [words.name, words.email, words.phone, words.message])
          await expect(form.getByLabel(field, { exact: false }).first()).toBeVisible()
        await expect(form.getByRole('combobox').locator('option')).toHaveText(formOptions)
        await expect(form.getByRole('button', { name: words.submit })).toBeVisible()
      })

      await test.step("'Recent Projects' shows its portfolio pictures and a 'View Portfolio' button", async () => {
        const block = region(page, content.recentProjects.heading)
        const items = block.getByRole('listitem')
        await expect(items).toHaveCount(content.recentProjects.items.length)
        for (const [i, id] of content.recentProjects.items.entries()) {
          const item = portfolio.find((p) => p.id === id)!
          await expect(items.nth(i).getByRole('img', { name: item.alt })).toBeVisible()
          await expect(items.nth(i)).toContainText(item.category_name)
        }
        const action = content.recentProjects.action!
        await expect(block.getByRole('link', { name: action.label })).toHaveAttribute('href', action.href)
      })

      await test.step("'Working Process' shows the working steps", async () => {
        const steps = region(page, content.process.heading).getByRole('listitem')
        await expect(steps.getByRole('heading')).toHaveText(processSteps.map((step) => step.title))
        for (const [i, step] of processSteps.entries()) await expect(steps.nth(i)).toContainText(step.text)
      })

      await test.step("ends with a 'Contact Us' banner with call and e-mail buttons", async () => {
        const main = page.getByRole('main')
        const heading = main.getByRole('heading', { name: content.contact.heading, exact: true })
        await expect(heading).toBeVisible()
        const call = main.getByRole('link', {
          name: new RegExp(`call.*${site.contact.phone.replace(/[()]/g, '\\$&')}`, 'i'),
        })
        const mail = main.getByRole('link', { name: new RegExp(`e-?mail.*${site.contact.email}`, 'i') })
        await expect(call).toHaveAttribute('href', `tel:${site.contact.phoneHref}`)
        await expect(mail).toHaveAttribute('href', `mailto:${site.contact.email}`)
        // Both sit in the banner under that heading, after the working process.
        const [hb, cb, mb, wpb] = await Promise.all(
          [heading, call, mail, region(page, content.process.heading)].map((l) => l.boundingBox()),
        )
        expect(hb!.y).toBeGreaterThan(wpb!.y + wpb!.height - 1)
        expect(Math.abs(cb!.y - hb!.y)).toBeLessThan(300)
        expect(Math.abs(mb!.y - hb!.y)).toBeLessThan(300)
      })

      expectNoConsoleErrors(consoleErrors)
    })

    test("alternating sections, each with 'GET QUOTE NOW' to the contact form", async ({ page }, testInfo) => {
      await page.goto(url)
      for (const [i, section] of content.sections.items.entries()) {
        const block = region(page, section.title)
        await expect(block).toContainText(section.text)
        const image = block.getByRole('img', { name: section.alt })
        await expect(image).toBeVisible()
        const button = block.getByRole('link', { name: content.sections.action.label })
        await expect(button).toHaveAttribute('href', content.sections.action.href)
        if (testInfo.project.name === 'desktop') {
          // Picture left in the first and third, right in the second.
          const [img, text] = [await image.boundingBox(), await block.getByRole('heading').boundingBox()]
          expect(img!.x < text!.x, `${section.title}: picture on the ${i % 2 ? 'right' : 'left'}`).toBe(i % 2 === 0)
        }
      }
    })

    test.describe('without JavaScript', sameOnEveryScreen, () => {
      test.use({ javaScriptEnabled: false })

      test('still shows the content, links and the form', async ({ page }) => {
        await page.goto(url)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.name)
        await expect(page.getByText(firstSentence(content.intro))).toBeVisible()
        await expect(region(page, content.listTitle).getByRole('listitem')).toHaveCount(content.types.length)
        await expect(page.getByRole('link', { name: ui.priceCard.action.label })).toHaveAttribute(
          'href',
          ui.priceCard.action.href,
        )
        const form = page.locator('form').filter({ has: page.getByRole('heading', { name: content.form }) })
        await expect(
          form.locator(
            'input[name=name], input[name=email], input[name=phone], select[name=subject], textarea[name=message]',
          ),
        ).toHaveCount(5)
        await expect(region(page, content.recentProjects.heading).getByRole('img')).toHaveCount(
          content.recentProjects.items.length,
        )
        await expect(page.getByRole('link', { name: content.sections.action.label })).toHaveCount(
          content.sections.items.length,
        )
        await expect(region(page, content.process.heading).getByRole('listitem')).toHaveCount(processSteps.length)
        await expect(page.getByRole('main').locator(`a[href="tel:${site.contact.phoneHref}"]`)).toBeVisible()
      })
    })
  })
}

// ---------------------------------------------------------------------------------------------
// Wheel stepping (spec "Wheel scrolling"; point 9: wider than 768 px, lock 100 ms)
// ---------------------------------------------------------------------------------------------

const url = '/services/embroidery-digitizing'
/** The stepping sections of this page, top to bottom, by heading. */
const stepped = [
  blockOf(url, 'portfolio-grid').heading,
  ...blockOf(url, 'feature-sections').items.map((s) => s.title),
  blockOf(url, 'steps').heading,
]

/** Distance of a section's top from the bottom edge of the sticky header (0 means "at the top"). */
async function offsetFromTop(page: Page, name: string): Promise<number> {
  return region(page, name).evaluate((el) => {
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
    return el.getBoundingClientRect().top - padding
  })
}

/** Puts a section at the top without animation and the mouse over the middle of the screen. */
async function startAt(page: Page, name: string): Promise<void> {
  await region(page, name).evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }))
  await expect.poll(() => offsetFromTop(page, name)).toBeLessThan(2)
  const viewport = page.viewportSize()!
  await page.mouse.move(viewport.width / 2, viewport.height / 2)
  // Past the lock of any earlier wheel event: it ends WHEEL_LOCK_MS after the last one (lib/wheelStep.ts).
  await page.waitForFunction(
    (lockMs) => performance.now() >= ((window as { lastWheelAt?: number }).lastWheelAt ?? -Infinity) + lockMs,
    WHEEL_LOCK_MS,
  )
}

/** Waits until a section sits at the top of the screen, and checks it stays there once the scroll has ended. */
async function expectAtTop(page: Page, name: string): Promise<void> {
  await expect
    .poll(() => offsetFromTop(page, name), { message: `"${name}" at the top`, timeout: 3000 })
    .toBeGreaterThan(-2)
  await expect.poll(() => offsetFromTop(page, name), { message: `"${name}" at the top`, timeout: 3000 }).toBeLessThan(2)
  await scrollSettled(page)
  expect(Math.abs(await offsetFromTop(page, name)), `"${name}" still at the top`).toBeLessThan(2)
  await expect(region(page, name).getByRole('heading').first()).toBeInViewport()
}

// When the last wheel event reached the page (its time stamp, as the stepping's lock counts it).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    addEventListener('wheel', (event) => ((window as { lastWheelAt?: number }).lastWheelAt = event.timeStamp), {
      capture: true,
      passive: true,
    }),
  )
})

test.describe('wheel stepping on a wide screen', desktopOnly, () => {
  test('one wheel turn down brings the next section to the top, one up the previous', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(url)
    await startAt(page, stepped[0])
    for (const next of stepped.slice(1)) {
      await page.mouse.wheel(0, 100)
      await expectAtTop(page, next)
    }
    await page.mouse.wheel(0, -100)
    await expectAtTop(page, stepped.at(-2)!)
    expectNoConsoleErrors(consoleErrors)
  })

  test('a second wheel turn within 100 ms does not skip a section', async ({ page }) => {
    await page.goto(url)
    await page.evaluate(() => {
      const w = window as unknown as { wheelTimes: number[] }
      w.wheelTimes = []
      window.addEventListener('wheel', (e) => w.wheelTimes.push(e.timeStamp), { passive: true })
    })
    const wheelTimes = () => page.evaluate(() => (window as unknown as { wheelTimes: number[] }).wheelTimes.splice(0))
    // Two separate wheel events less than 100 ms apart. Under load they can arrive later (or be
    // merged into one by the browser); such a try proves nothing, so it is repeated.
    let proved = false
    for (let attempt = 0; attempt < 5 && !proved; attempt++) {
      // A failed try may have stepped: let that step settle, so it does not count for the next try.
      if (attempt) await scrollSettled(page)
      await startAt(page, stepped[1])
      await wheelTimes()
      await page.mouse.wheel(0, 100)
      await page.mouse.wheel(0, 100)
      const times = await wheelTimes()
      if (times.length !== 2 || times[1] - times[0] >= 100) continue
      proved = true
      await expectAtTop(page, stepped[2])
    }
    expect(proved, 'two wheel events arrived within 100 ms in one of 5 tries').toBe(true)
    // After the lock, the next turn steps again.
    await page.mouse.wheel(0, 100)
    await expectAtTop(page, stepped[3])
  })

  test('the wheel scrolls as usual outside the stepping sections', async ({ page }) => {
    await page.goto(url)
    await page.mouse.move(300, 400)
    await page.mouse.wheel(0, 120)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(60)
    await scrollSettled(page)
    // Still near the top: nowhere near "Recent Projects".
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(400)
  })

  test('keys scroll as usual (nothing is intercepted)', async ({ page }) => {
    await page.goto(url)
    await startAt(page, stepped[1])
    const before = await page.evaluate(() => window.scrollY)
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
    await scrollSettled(page)
    // A line, not a section.
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 200)
  })

  // Ledger: reduced motion, no wheel stepping.
  test('with reduced motion the wheel scrolls as usual', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(url)
    await startAt(page, stepped[1])
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 100)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
    await scrollSettled(page)
    expect(await offsetFromTop(page, stepped[2])).toBeGreaterThan(200)
  })
})

test.describe('no wheel stepping on a phone', phoneOnly, () => {
  test('the wheel scrolls by its own distance, not to the next section', async ({ page, consoleErrors }) => {
    await page.goto(url)
    await startAt(page, stepped[1])
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 100)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
    await scrollSettled(page)
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 150)
    expect(await offsetFromTop(page, stepped[2])).toBeGreaterThan(200)
    expectNoConsoleErrors(consoleErrors)
  })
})
