/**
 * The frame of every page (spec point 2, "Behaviour on every page"): routes, head tags, top bar,
 * header, mobile menu, footer, WhatsApp, start-up overlay, 404, legacy redirects.
 */
import { desktopOnly, expect, phoneOnly, sameOnEveryScreen, test } from './fixtures'
import { attr, parseHtml, text } from '../../generator/gates/parseHtml'
import { headingOf, menuLabel, pageAt, patches, site, ui } from '../support/siteContent'

/** Every route of the spec's table (one patch type and the bare patch route), and MDX pages. */
const routes = [
  '/',
  '/about',
  '/services',
  '/services/embroidery-digitizing',
  '/services/vector-conversion',
  '/custom-patches',
  // The last type: the first one's page names the bare route as its canonical address (it shows there too).
  `/custom-patches/${patches[patches.length - 1].slug}`,
  '/contact',
  '/portfolio',
  '/pricing',
  '/blogs',
  '/faq',
  '/privacy-policy',
  '/refund-policy',
  '/services/line-art',
]
const siteUrl = process.env.SITE_URL ?? 'https://www.example.com'

// What the head says is in the served HTML (these pages' scripts change none of it): read from it, as a
// crawler reads it, without a browser; every route's console is watched in every-route.spec.ts.
test('every route answers with its own head and one h1', sameOnEveryScreen, async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(route)
    expect.soft(response.status(), `${route}: status`).toBe(200)
    const root = parseHtml(await response.text())
    const content = (selector: string) => attr(root.querySelector(selector)!, 'content')
    expect.soft(attr(root.querySelector('html')!, 'lang'), `${route}: lang`).toBe('en')
    const title = text(root.querySelector('title')!)
    expect.soft(title.length, `${route}: title`).toBeGreaterThan(3)
    expect.soft(content('meta[name="description"]')?.length, `${route}: description`).toBeGreaterThanOrEqual(50)
    expect
      .soft(attr(root.querySelector('link[rel="canonical"]')!, 'href'), `${route}: canonical`)
      .toBe(`${siteUrl}${route === '/' ? '/' : route}`)
    expect.soft(content('meta[property="og:title"]'), `${route}: og:title`).toBe(title)
    expect.soft(content('meta[property="og:image"]'), `${route}: og:image`).toMatch(/^https:\/\/.+\.(jpg|png)$/)
    expect.soft(content('meta[name="twitter:card"]'), `${route}: twitter:card`).toBe('summary_large_image')
    expect.soft(root.querySelectorAll('h1').length, `${route}: h1`).toBe(1)
  }
})

test('external links open in a new tab without access to this page', sameOnEveryScreen, async ({ page }) => {
  for (const route of ['/', '/contact', '/about']) {
    await page.goto(route)
    const external = page.locator('a[href^="http"]')
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAttribute('target', '_blank')
    }
  }
})

// The frame's parts in one visit: each is drawn once, and reading one changes none of the others.
test("the frame's links and words, on the home page", sameOnEveryScreen, async ({ page }) => {
  await page.goto('/')

  await test.step('top bar: phone, e-mail, portal Login and Register in a new tab, FREE QUOTE', async () => {
    const bar = page.locator('.topbar')
    await expect(bar.getByRole('link', { name: site.contact.phone })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneHref}`,
    )
    await expect(page.locator(`a[href="mailto:${site.contact.email}"]`).first()).toBeAttached()
    for (const [name, path] of [
      [ui.topBar.login, site.portal.loginPath],
      [ui.topBar.register, site.portal.registerPath],
    ]) {
      const link = bar.locator('a', { hasText: name })
      await expect(link).toHaveAttribute('href', new RegExp(`${path}$`))
      await expect(link).toHaveAttribute('target', '_blank')
    }
    await expect(bar.getByRole('link', { name: ui.topBar.quote.label })).toHaveAttribute('href', ui.topBar.quote.href)
  })

  await test.step('header, menu and footer link to every page of the spec', async () => {
    const hrefs = await page
      .locator('header a, footer a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    for (const href of [
      '/',
      '/services',
      '/services/embroidery-digitizing',
      '/services/vector-conversion',
      '/custom-patches',
      '/portfolio',
      '/pricing',
      '/contact#contact',
      '/about',
      '/blogs',
      '/faq',
      '/privacy-policy',
      '/refund-policy',
    ]) {
      expect(hrefs).toContain(href)
    }
  })

  await test.step('footer: address, contacts, copyright 2015 - 2024, newsletter, social links', async () => {
    const footer = page.locator('footer')
    await expect(footer).toContainText(site.contact.address.street)
    await expect(footer).toContainText(`${site.contact.address.city}, ${site.contact.address.region}`)
    await expect(footer.getByRole('link', { name: site.contact.phone })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneHref}`,
    )
    await expect(footer.getByRole('link', { name: site.contact.email })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    )
    await expect(footer).toContainText(`Copyright © ${site.copyright.from} - ${site.copyright.to}`)
    await expect(footer.getByPlaceholder(ui.newsletter.placeholder)).toHaveAttribute('type', 'email')
    for (const profile of site.social)
      await expect(footer.getByRole('link', { name: profile.label })).toHaveAttribute('href', profile.url)
  })

  await test.step('WhatsApp button opens a chat with the number and the prefilled text', async () => {
    // On a phone the button comes in as the visitor starts scrolling (phone-frame.spec.ts).
    await page.evaluate(() => scrollTo(0, 400))
    const link = page.getByRole('link', { name: ui.whatsApp })
    const href = new URL((await link.getAttribute('href'))!)
    expect(href.origin + href.pathname).toBe(`https://wa.me/${site.contact.whatsapp}`)
    expect(href.searchParams.get('text')).toBe(site.contact.whatsappText)
  })
})

test('the header sticks after 100 px of scroll', async ({ page }) => {
  await page.goto('/privacy-policy')
  const header = page.locator('header.header')
  await page.evaluate(() => window.scrollTo(0, 60))
  await expect(header).not.toHaveClass(/header--sticky/)
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(header).toHaveClass(/header--sticky/)
  await expect(header).toHaveCSS('position', 'fixed')
  await expect(header).toBeInViewport()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).not.toHaveClass(/header--sticky/)
})

test('client navigation updates the head and scrolls to the top', async ({ page }) => {
  await page.goto('/privacy-policy')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page
    .locator('footer')
    .getByRole('link', { name: menuLabel('footer', '/refund-policy') })
    .click()
  await expect(page).toHaveURL(/\/refund-policy$/)
  await expect(page.locator('h1')).toHaveText(headingOf('/refund-policy'))
  await expect(page).toHaveTitle(pageAt('/refund-policy').frontmatter.title)
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${siteUrl}/refund-policy`)
  await expect(page.locator('link[rel=canonical]')).toHaveCount(1)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

// The menu button shows on narrow screens only. It is the summary of a <details>: HTML opens and
// closes it, with or without JavaScript; the frame's script adds Escape.
test.describe('phone menu', phoneOnly, () => {
  const menu = (page: import('@playwright/test').Page) => page.locator('details.menu')

  test('opens and closes with the Menu button; Services shows its sub-pages', async ({ page }) => {
    await page.goto('/')
    const button = menu(page).locator('summary')
    await expect(button).toHaveAccessibleName(ui.header.menu)
    await expect(menu(page)).toHaveJSProperty('open', false)
    const nav = page.getByRole('navigation', { name: ui.header.nav })
    await expect(nav).toBeHidden()
    await button.click()
    await expect(menu(page)).toHaveJSProperty('open', true)
    await expect(nav).toBeVisible()
    const sub = nav.getByRole('link', { name: menuLabel('main', '/services/vector-conversion') })
    await expect(sub).toBeHidden()
    await nav.getByRole('link', { name: menuLabel('main', '/services') }).hover()
    await expect(sub).toBeVisible()
    await button.click()
    await expect(nav).toBeHidden()
    await button.click()
    await nav.getByRole('link', { name: menuLabel('main', '/about') }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(menu(page)).toHaveJSProperty('open', false)
  })

  test('Escape closes it and puts focus back on the Menu button', async ({ page }) => {
    await page.goto('/')
    const button = menu(page).locator('summary')
    await button.click()
    await page
      .getByRole('navigation', { name: ui.header.nav })
      .getByRole('link', { name: menuLabel('main', '/pricing') })
      .focus()
    await page.keyboard.press('Escape')
    await expect(menu(page)).toHaveJSProperty('open', false)
    await expect(button).toBeFocused()
  })

  test('a tap before any script has arrived opens it: the menu needs none', async ({ page }) => {
    await page.route(/\.js$/, () => {})
    await page.goto('/', { waitUntil: 'commit' })
    await menu(page).locator('summary').click()
    await expect(
      page
        .getByRole('navigation', { name: ui.header.nav })
        .getByRole('link', { name: menuLabel('main', '/portfolio') }),
    ).toBeVisible()
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  })
})

// The submenu drops down on wide screens.
test.describe('desktop menu', desktopOnly, () => {
  test('Services shows its two sub-pages on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: ui.header.nav })
    const sub = nav.getByRole('link', { name: menuLabel('main', '/services/embroidery-digitizing') })
    await expect(sub).toBeHidden()
    await nav.getByRole('link', { name: menuLabel('main', '/services') }).hover()
    await expect(sub).toBeVisible()
    await page.mouse.move(0, 600)
    await expect(sub).toBeHidden()
    await nav.getByRole('link', { name: menuLabel('main', '/services') }).focus()
    await expect(sub).toBeVisible()
  })
})

test('404: unknown addresses get status 404 and the 404 page', sameOnEveryScreen, async ({ page }) => {
  const response = await page.goto('/no-such-page/here')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.notFound.code)
  await expect(page.getByText(ui.notFound.text)).toBeVisible()
  await page.getByRole('link', { name: ui.notFound.action.label }).click()
  await expect(page).toHaveURL(/\/$/)
})

test(
  'legacy .asp addresses redirect with 301 and leave no history entry',
  sameOnEveryScreen,
  async ({ page, request }) => {
    const expected = {
      '/default.asp': '/',
      '/refund.asp': '/refund-policy',
      '/contact.asp': '/contact',
      '/aboutus.asp': '/about',
      '/pricing.asp': '/pricing',
      '/work.asp': '/portfolio',
    }
    for (const [from, to] of Object.entries(expected)) {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status(), from).toBe(301)
      expect(response.headers().location).toBe(to)
    }
    await page.goto('/faq')
    await page.goto('/work.asp')
    await expect(page).toHaveURL(/\/portfolio$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/faq$/)
  },
)

// Ledger: the start-up overlay as a badge, once per session.
test.describe('start-up overlay', sameOnEveryScreen, () => {
  // This describe uses the plain page: the overlay is not pre-dismissed.
  test('spells the brand for 3 s on the first load of a session, hidden from assistive technology', async ({
    browser,
  }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto('/about')
    const overlay = page.getByTestId('startup-overlay')
    // Read it in the page the moment it shows: a busy test machine can take longer than its 3 s
    // between two separate assertions.
    const shown = await page.waitForFunction(() => {
      const el = document.querySelector<HTMLElement>('[data-testid=startup-overlay]')
      return (
        el &&
        !el.hidden && {
          ariaHidden: el.getAttribute('aria-hidden'),
          text: el.textContent,
          h1: document.querySelectorAll('h1').length,
        }
      )
    })
    // Hidden from assistive technology, spelling the brand, with the page rendered beneath it.
    expect(await shown.jsonValue()).toEqual({ ariaHidden: 'true', text: site.brand, h1: 1 })
    await expect(overlay).toBeHidden({ timeout: 4500 })
    await page.reload()
    await page.waitForLoadState('load')
    // The frame's script decides on the badge before it starts the islands, which mark the page when done.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(overlay).toBeHidden()
    await context.close()
  })
  test('is skipped for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto('/')
    // The frame's script decides on the badge before it starts the islands, which mark the page when done.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(page.getByTestId('startup-overlay')).toBeHidden()
    await context.close()
  })
})

test.describe('without JavaScript', sameOnEveryScreen, () => {
  test.use({ javaScriptEnabled: false })
  test('pages, links and head are in the prerendered HTML', async ({ page }) => {
    await page.goto('/privacy-policy')
    await expect(page.locator('h1')).toHaveText(headingOf('/privacy-policy'))
    await expect(page.locator('article h2').first()).toBeVisible()
    await expect(page.locator('footer').getByRole('link', { name: menuLabel('footer', '/faq') })).toHaveAttribute(
      'href',
      '/faq',
    )
    await expect(page.getByTestId('startup-overlay')).toBeHidden()
  })
})
