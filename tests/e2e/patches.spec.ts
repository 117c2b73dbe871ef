/**
 * /custom-patches and /custom-patches/{name} (spec point 2 "Custom patches", point 3 patch types,
 * point 9 breakpoints and delays): sidebar, detail, working process, gallery, pricing card, head tags,
 * the phone scroll to the detail image, unknown names (the shell) and client navigation.
 */
import type { Page } from '@playwright/test'
import { expectPriceCard } from './contentExpect'
import {
  desktopOnly,
  expect,
  expectNoConsoleErrors,
  phoneOnly,
  region,
  sameOnEveryScreen,
  pastTheScrollDelay,
  test,
} from './fixtures'
import { blockOf, patches, services, site, ui } from '../support/siteContent'

type PatchType = (typeof patches)[number] & { metaTitle?: string; metaDes?: string; metaKeywords?: string }
const types = patches as PatchType[]
const catalogue = blockOf('/custom-patches', 'patch-catalogue')
/** The first patch type whose gallery has at least `count` pictures (content/patches.json decides which). */
const typeWithPictures = (count: number) => {
  const found = types.find((p) => p.portfolioImages.length >= count)
  if (!found) throw new Error(`content/patches.json has no patch type with ${count} gallery pictures for this test`)
  return found
}
const [first, second] = types
const last = types[types.length - 1]
const main = (page: Page) => page.getByRole('main')
const sidebar = (page: Page) => page.getByRole('navigation', { name: catalogue.typesTitle })
const crumbs = (page: Page) => page.getByRole('navigation', { name: ui.breadcrumb }).getByRole('listitem')

/** Checks the whole page of one patch type, as a visitor reads it. */
async function expectPatchPage(page: Page, patch: PatchType, shownName: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(patch.name)
  // Breadcrumb: Home - Custom Patches - the name with hyphens replaced by spaces.
  await expect(crumbs(page)).toHaveText([catalogue.homeCrumb, catalogue.title, shownName])
  const crumbLinks = page.getByRole('navigation', { name: ui.breadcrumb }).getByRole('link')
  await expect(crumbLinks).toHaveText([catalogue.homeCrumb, catalogue.title])
  await expect(crumbLinks.nth(0)).toHaveAttribute('href', '/')
  await expect(crumbLinks.nth(1)).toHaveAttribute('href', '/custom-patches')

  // Sidebar: every type, the current one marked.
  const links = sidebar(page).getByRole('link')
  await expect(links).toHaveText(types.map((p) => p.name))
  for (const [i, p] of types.entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', `/custom-patches/${p.slug}`)
    if (p.slug === patch.slug) await expect(links.nth(i)).toHaveAttribute('aria-current', 'page')
    else await expect(links.nth(i)).not.toHaveAttribute('aria-current')
  }

  // Detail: image and every paragraph of the content.
  const detail = main(page).getByRole('article', { name: patch.name })
  await expect(detail.getByRole('img').first()).toBeVisible()
  for (const paragraph of patch.content.split(/\n\s*\n/))
    await expect(detail.getByText(paragraph, { exact: true })).toBeVisible()

  // Working process: the three titles with this type's texts.
  const steps = region(page, catalogue.processTitle).getByRole('listitem')
  await expect(steps.getByRole('heading')).toHaveText(catalogue.process)
  for (const [i, text] of [patch.bookingText, patch.designText, patch.orderText].entries())
    await expect(steps.nth(i)).toContainText(text)

  // Recent projects: the type's images.
  const gallery = region(page, catalogue.galleryTitle).getByRole('listitem')
  await expect(gallery).toHaveCount(patch.portfolioImages.length)
  for (const [i, image] of patch.portfolioImages.entries())
    await expect(gallery.nth(i).locator('img')).toHaveAttribute(
      'src',
      new RegExp(`^/assets/${image.src.replace(/\.jpg$/, '')}\\.[0-9a-f]{10}-\\d+\\.jpg$`),
    )

  // Pricing Package: price by type, size and complexity; Request Quote.
  const pricing = region(page, catalogue.pricingTitle)
  await expect(pricing).toContainText(services.plans.patches.summary)
  await expectPriceCard(pricing.getByRole('article'), services.plans.patches)
}

test.describe('the bare route', sameOnEveryScreen, () => {
  test('shows Custom Patches, the first type', async ({ page, consoleErrors }) => {
    const response = await page.goto('/custom-patches')
    expect(response?.status()).toBe(200)
    await expectPatchPage(page, types[0], 'custom patches')
    expectNoConsoleErrors(consoleErrors)
  })
})

/**
 * Ledger: a type with meta text in its content carries that title, description and keywords; the
 * others generated ones and no keywords.
 */
async function expectPatchHead(page: Page, patch: PatchType): Promise<void> {
  const keywords = page.locator('meta[name=keywords]')
  if (patch.metaTitle) {
    await expect(page).toHaveTitle(patch.metaTitle)
    await expect(page.locator('meta[name=description]')).toHaveAttribute('content', patch.metaDes!)
    await expect(keywords).toHaveAttribute(
      'content',
      patch
        .metaKeywords!.split(',')
        .map((k) => k.trim())
        .join(', '),
    )
  } else {
    await expect(page).toHaveTitle(`${patch.name} | ${site.brand}`)
    await expect(page.locator('meta[name=description]')).toHaveAttribute('content', new RegExp(patch.name))
    await expect(keywords).toHaveCount(0)
  }
}

// One visitor opens every type's address in turn, a step each: a fresh browser for each type checked nothing more.
test(
  'each patch type: its page, and its title, description and keywords',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    for (const patch of types)
      await test.step(`/custom-patches/${patch.slug}`, async () => {
        const response = await page.goto(`/custom-patches/${patch.slug}`)
        expect(response?.status()).toBe(200)
        await expectPatchPage(page, patch, patch.slug.replace(/-/g, ' '))
        await expectPatchHead(page, patch)
      })
    expectNoConsoleErrors(consoleErrors)
  },
)

test.describe('the recent projects gallery', () => {
  test('shows two pictures per row', async ({ page }) => {
    await page.goto(`/custom-patches/${typeWithPictures(3).slug}`)
    const items = region(page, catalogue.galleryTitle).getByRole('listitem')
    await expect(items.nth(2)).toBeVisible()
    // All three boxes in one frame: on a phone the page scrolls itself to the detail picture meanwhile.
    const boxes = await items.evaluateAll((li) =>
      li.slice(0, 3).map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    )
    expect(Math.abs(boxes[0].y - boxes[1].y)).toBeLessThan(1)
    expect(boxes[1].x).toBeGreaterThan(boxes[0].x + boxes[0].width - 1)
    expect(boxes[2].y).toBeGreaterThan(boxes[0].y + boxes[0].height - 1)
    expect(Math.abs(boxes[2].x - boxes[0].x)).toBeLessThan(1)
  })

  // No hover on a phone: see the next test.
  test('shows the type name on hover and on keyboard focus', desktopOnly, async ({ page }) => {
    const type = typeWithPictures(2)
    await page.goto(`/custom-patches/${type.slug}`)
    const items = region(page, catalogue.galleryTitle).getByRole('link')
    await expect(items).toHaveCount(type.portfolioImages.length)
    const name = (i: number) => items.nth(i).getByText(type.name, { exact: true })
    await expect(name(0)).toBeHidden()
    await items.nth(0).hover()
    await expect(name(0)).toBeVisible()
    await page.mouse.move(0, 0)
    await expect(name(0)).toBeHidden()
    // Keyboard: focus the first picture, then Tab to the second.
    await items.nth(0).focus()
    await expect(name(0)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(items.nth(1)).toBeFocused()
    await expect(name(1)).toBeVisible()
    await expect(name(0)).toBeHidden()
    await expect(items.nth(1)).toHaveAttribute('href', '/contact#contact')
  })

  test('names the type on every picture on a touch screen', phoneOnly, async ({ page }) => {
    const type = typeWithPictures(1)
    await page.goto(`/custom-patches/${type.slug}`)
    const names = region(page, catalogue.galleryTitle).getByText(type.name, { exact: true })
    await expect(names).toHaveCount(type.portfolioImages.length)
    for (const n of await names.all()) {
      await n.scrollIntoViewIfNeeded()
      await expect(n).toBeVisible()
    }
  })
})

test.describe('scrolling to the detail image', () => {
  /** Distance of the detail image's top from the bottom edge of the sticky header. */
  const imageOffset = (page: Page) =>
    main(page)
      .getByRole('article')
      .getByRole('img')
      .first()
      .evaluate(
        (img) =>
          img.getBoundingClientRect().top -
          (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0),
      )

  test(
    'on a phone, the page scrolls smoothly to the detail image after load and after navigation',
    phoneOnly,
    async ({ page, consoleErrors }) => {
      await page.goto(`/custom-patches/${last.slug}`)
      await expect.poll(() => imageOffset(page), { timeout: 3000 }).toBeLessThan(20)
      expect(await imageOffset(page)).toBeGreaterThan(-20)
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
      // After choosing another type in the sidebar, again.
      await sidebar(page).getByRole('link', { name: first.name }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)
      await expect.poll(() => imageOffset(page), { timeout: 3000 }).toBeLessThan(20)
      expect(await imageOffset(page)).toBeGreaterThan(-20)
      expectNoConsoleErrors(consoleErrors)
    },
  )

  test('at 768 px the page still scrolls; at 769 px it does not', desktopOnly, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 })
    await page.goto(`/custom-patches/${last.slug}`)
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBeGreaterThan(100)
    await page.setViewportSize({ width: 769, height: 900 })
    await page.goto(`/custom-patches/${second.slug}`)
    await pastTheScrollDelay(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('on a desktop, the page stays at the top', desktopOnly, async ({ page }) => {
    await page.goto(`/custom-patches/${last.slug}`)
    await pastTheScrollDelay(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('navigation', () => {
  test('sidebar links change the type, with the head following', async ({ page, consoleErrors }) => {
    await page.goto('/custom-patches')
    for (const patch of [last, second, first]) {
      // On a phone each patch page scrolls itself to its picture a moment after it shows: a tap made while
      // it moves lands wherever the link has gone from (it once missed the link here).
      await pastTheScrollDelay(page)
      await sidebar(page).getByRole('link', { name: patch.name }).click()
      await expect(page).toHaveURL(new RegExp(`/custom-patches/${patch.slug}$`))
      await expectPatchPage(page, patch, patch.slug.replace(/-/g, ' '))
      await expect(page).toHaveTitle(patch.metaTitle ?? `${patch.name} | ${site.brand}`)
    }
    expectNoConsoleErrors(consoleErrors)
  })

  test('a link to an unknown name ends on the shell with that name in the breadcrumb', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/custom-patches/${first.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)
    // On a phone the page scrolls itself to the detail image a moment after load: a click made while it
    // moves lands wherever the link has gone from.
    await pastTheScrollDelay(page)
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), {
        href: '/custom-patches/glow-in-the-dark',
        textContent: 'plain link to an unknown type',
      })
      document.querySelector('main')!.prepend(link)
    })
    await page.getByRole('link', { name: 'plain link to an unknown type' }).click()
    await expect(page).toHaveURL(/\/custom-patches\/glow-in-the-dark$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue.title)
    await expect(crumbs(page)).toHaveText([catalogue.homeCrumb, catalogue.title, 'glow in the dark'])
    await expect(sidebar(page).getByRole('link')).toHaveCount(types.length)
    await expect(main(page).getByRole('article')).toHaveCount(1) // only the pricing card
    expectNoConsoleErrors(consoleErrors)
  })
})

test.describe('an unknown name', sameOnEveryScreen, () => {
  const unknown = '/custom-patches/velvet-patches'

  test('answers 200 with the shell page', async ({ request }) => {
    const response = await request.get(unknown)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex')
    for (const patch of types) expect(html).toContain(`href="/custom-patches/${patch.slug}"`)
    // What the page shows (its data for the browser may still carry the block's words).
    const shown = html.split('<script id="vike_pageContext"')[0]
    expect(shown).toContain(`>${catalogue.emptyTitle}<`)
    expect(shown).not.toContain(catalogue.processTitle)
    expect(shown).not.toContain(catalogue.galleryTitle)
  })

  test('shows the shell and sidebar with no patch detail, and the name in the breadcrumb', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(unknown)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue.title)
    await expect(crumbs(page)).toHaveText([catalogue.homeCrumb, catalogue.title, 'velvet patches'])
    const links = sidebar(page).getByRole('link')
    await expect(links).toHaveText(types.map((p) => p.name))
    for (const link of await links.all()) await expect(link).not.toHaveAttribute('aria-current')
    // No detail: none of the types' texts, no working process, no gallery.
    for (const patch of types) await expect(main(page).getByText(patch.content.split('\n')[0])).toHaveCount(0)
    await expect(region(page, catalogue.processTitle)).toHaveCount(0)
    await expect(region(page, catalogue.galleryTitle)).toHaveCount(0)
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/)
    // A sidebar link leads on to a real type.
    await links.nth(3).click()
    await expectPatchPage(page, types[3], types[3].slug.replace(/-/g, ' '))
    expectNoConsoleErrors(consoleErrors)
  })
})

test.describe('without JavaScript', sameOnEveryScreen, () => {
  test.use({ javaScriptEnabled: false })

  test('a type page shows its detail, links and pricing', async ({ page }) => {
    await page.goto('/custom-patches/embroidered-patches')
    await expectPatchPage(page, types[1], 'embroidered patches')
  })

  test('the bare route shows Custom Patches', async ({ page }) => {
    await page.goto('/custom-patches')
    await expectPatchPage(page, types[0], 'custom patches')
  })

  test('an unknown name shows the shell with the sidebar and pricing', async ({ page }) => {
    await page.goto('/custom-patches/velvet-patches')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue.title)
    await expect(sidebar(page).getByRole('link')).toHaveCount(types.length)
    await expect(
      region(page, catalogue.pricingTitle).getByRole('link', { name: ui.priceCard.action.label }),
    ).toHaveAttribute('href', ui.priceCard.action.href)
    await expect(region(page, catalogue.processTitle)).toHaveCount(0)
  })
})
