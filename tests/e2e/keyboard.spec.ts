/**
 * Keyboard-only use of the interactive parts (WCAG 2.1.1): the skip link, the main menu (desktop
 * Services submenu opened by focus; phone Menu button, a <details> summary, with Enter and Space), the FAQ accordion, the
 * portfolio filters, the video dialog (Enter opens, Tab stays inside, Escape closes and returns focus),
 * the testimonial carousel's previous/next buttons, and the quote form (Tab order; Enter on an empty
 * form is stopped by the required fields). Written against the roles and names a visitor meets.
 */
import { blockOf, faq, menuLabel, quoteFormName, site, testimonials, ui } from '../support/siteContent'
import portfolio from '../../content/portfolio.json' with { type: 'json' }
import {
  desktopOnly,
  expect,
  expectFocusStaysInside,
  expectNoConsoleErrors,
  phoneOnly,
  sameOnEveryScreen,
  test,
} from './fixtures'
import { recordLeadPosts } from './quoteForm'

test(
  'Tab first reaches the skip link, which moves focus to the main content',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    await page.goto('/about')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: ui.skipLink })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
    expectNoConsoleErrors(consoleErrors)
  },
)

test.describe('main menu', () => {
  test(
    'desktop: focusing Services opens its submenu, Tab walks through it, Enter follows a link',
    desktopOnly,
    async ({ page, consoleErrors }) => {
      await page.goto('/')
      const nav = page.getByRole('navigation', { name: ui.header.nav })
      const sub = nav.getByRole('link', { name: menuLabel('main', '/services/embroidery-digitizing') })
      await expect(sub).toBeHidden()
      await nav.getByRole('link', { name: menuLabel('main', '/'), exact: true }).focus()
      await page.keyboard.press('Tab')
      await expect(nav.getByRole('link', { name: menuLabel('main', '/services'), exact: true })).toBeFocused()
      await expect(sub).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(sub).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(nav.getByRole('link', { name: menuLabel('main', '/services/vector-conversion') })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(nav.getByRole('link', { name: menuLabel('main', '/custom-patches') })).toBeFocused()
      await expect(sub).toBeHidden()
      // Back to Services (the closed submenu's links are not tab stops), then into the submenu again.
      await page.keyboard.press('Shift+Tab')
      await expect(nav.getByRole('link', { name: menuLabel('main', '/services'), exact: true })).toBeFocused()
      // The submenu fades in (0.15 s): its links become tab stops once it shows, as on the way in.
      await expect(sub).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(sub).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/services\/embroidery-digitizing$/)
      expectNoConsoleErrors(consoleErrors)
    },
  )

  test(
    'phone: the Menu button opens the menu with Enter and closes it with Space',
    phoneOnly,
    async ({ page, consoleErrors }) => {
      await page.goto('/')
      const menu = page.locator('details.menu')
      const button = menu.locator('summary')
      const home = page
        .getByRole('navigation', { name: ui.header.nav })
        .getByRole('link', { name: menuLabel('main', '/'), exact: true })
      await expect(menu).toHaveJSProperty('open', false)
      await expect(home).toBeHidden()
      await button.focus()
      await page.keyboard.press('Enter')
      await expect(menu).toHaveJSProperty('open', true)
      await expect(home).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(home).toBeFocused()
      await button.focus()
      await page.keyboard.press('Space')
      await expect(menu).toHaveJSProperty('open', false)
      await expect(home).toBeHidden()
      expectNoConsoleErrors(consoleErrors)
    },
  )
})

test(
  'FAQ: Tab moves between questions, Enter opens one (closing the other), Space closes it',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    await page.goto('/faq')
    const question = (i: number) => page.locator('main summary').filter({ hasText: faq[i].question })
    const first = question(0)
    const second = question(1)
    const isOpen = (summary: typeof first) => summary.locator('xpath=..')
    await expect(isOpen(first)).toHaveJSProperty('open', true)
    await expect(page.getByText(faq[0].answer)).toBeVisible()
    await first.focus()
    await page.keyboard.press('Tab')
    await expect(second).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(isOpen(second)).toHaveJSProperty('open', true)
    await expect(page.getByText(faq[1].answer)).toBeVisible()
    await expect(isOpen(first)).toHaveJSProperty('open', false)
    await expect(page.getByText(faq[0].answer)).toBeHidden()
    await page.keyboard.press('Space')
    await expect(isOpen(second)).toHaveJSProperty('open', false)
    await expect(page.getByText(faq[1].answer)).toBeHidden()
    expectNoConsoleErrors(consoleErrors)
  },
)

test(
  'portfolio: Tab reaches the category filters and Enter applies one',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    await page.goto('/portfolio')
    const gallery = blockOf('/portfolio', 'portfolio-gallery')
    const filters = page.getByRole('group', { name: gallery.filtersLabel })
    const all = filters.getByRole('button', { name: gallery.all, exact: true })
    await expect(all).toHaveAttribute('aria-pressed', 'true')
    await all.focus()
    await page.keyboard.press('Tab')
    const focused = filters.locator('button:focus')
    await expect(focused).toHaveCount(1)
    const category = (await focused.textContent())!.trim()
    const inCategory = portfolio.filter((item) => item.category_name === category).length
    expect(inCategory, `"${category}" is a category of portfolio.json`).toBeGreaterThan(0)
    await page.keyboard.press('Enter')
    await expect(filters.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(all).toHaveAttribute('aria-pressed', 'false')
    await expect(
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('img') }),
    ).toHaveCount(Math.min(24, inCategory))
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(all).toHaveAttribute('aria-pressed', 'true')
    expectNoConsoleErrors(consoleErrors)
  },
)

test(
  'video dialog: Enter opens it, Tab stays inside, Escape closes it and focus returns to Play Video',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    const videoOrigin = new URL(site.video.embedUrl).origin
    await page.route(`${videoOrigin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' }),
    )
    await page.goto('/')
    const play = page.getByRole('button', { name: blockOf('/', 'video').play })
    await play.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: site.video.title })
    await expect(dialog).toBeVisible()
    const focusInDialog = () => dialog.evaluate((el) => el.contains(document.activeElement))
    await expect.poll(focusInDialog).toBe(true)
    // Tab once the player has loaded, as a visitor would (a loading frame swaps its document).
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(videoOrigin))).toBe(true)
    await page
      .frames()
      .find((frame) => frame.url().startsWith(videoOrigin))!
      .waitForLoadState('load')
    await expectFocusStaysInside(page, dialog, Array(6).fill('Tab'))
    // Escape is the page's key; inside the third-party player it belongs to the player.
    const close = dialog.getByRole('button', { name: ui.video.close })
    for (let i = 0; i < 4 && !(await close.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()
    expectNoConsoleErrors(consoleErrors)
  },
)

test(
  'testimonial carousel: the previous and next buttons work with Enter and Space',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    // Without autoplay, so only the keys move it (autoplay and its pauses are tested in about.spec.ts).
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/about')
    const next = page.getByRole('button', { name: ui.testimonials.next })
    const previous = page.getByRole('button', { name: ui.testimonials.previous })
    await page.getByRole('heading', { name: blockOf('/about', 'testimonials').heading }).scrollIntoViewIfNeeded()
    await expect(next).toBeVisible()
    const total = testimonials.length
    const position = page.getByText(new RegExp(`^\\s*\\d+\\s*/\\s*${total}\\s*$`))
    const current = async () => Number((await position.textContent())!.split('/')[0])
    await previous.focus()
    const start = await current()
    await page.keyboard.press('Tab')
    await expect(next).toBeFocused()
    await page.keyboard.press('Enter')
    await expect.poll(current).toBe((start % total) + 1)
    await page.keyboard.press('Shift+Tab')
    await expect(previous).toBeFocused()
    await page.keyboard.press('Space')
    await expect.poll(current).toBe(start)
    expectNoConsoleErrors(consoleErrors)
  },
)

test(
  'quote form: Tab visits every field in order, and Enter on the empty form is stopped by the required fields',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: quoteFormName('/contact') })
    const words = ui.quoteForm
    const order = [
      form.getByLabel(words.name),
      form.getByLabel(words.email),
      form.getByLabel(words.phone),
      form.getByLabel(words.service),
      form.getByLabel(words.attachment),
      form.getByLabel(words.message),
      form.getByRole('button', { name: words.submit }),
    ]
    await order[0].focus()
    for (const field of order.slice(1)) {
      await page.keyboard.press('Tab')
      await expect(field).toBeFocused()
    }
    const posts = recordLeadPosts(page)
    await order[0].focus()
    await page.keyboard.press('Enter')
    await expect(order[0]).toBeFocused()
    expect(await order[0].evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true)
    await expect(page).toHaveURL(/\/contact$/)
    expect(posts).toEqual([])
    expectNoConsoleErrors(consoleErrors)
  },
)
