/**
 * Keyboard-only use of the interactive parts (WCAG 2.1.1): the skip link, the main menu (desktop
 * Services submenu opened by focus; phone Menu button, a <details> summary, with Enter and Space), the
 * video dialog (Enter opens, Tab stays inside, Escape closes and returns focus), and the quote form (Tab
 * order; Enter on an empty form is stopped by the required fields). The FAQ accordion, the portfolio's
 * filters and Load More and the reviews carousel's buttons are used from the keyboard in their own
 * specs, in the visit that uses them by pointer. Written against the roles and names a visitor meets.
 */
import { blockOf, menuLabel, quoteFormName, site, ui } from '../support/siteContent'
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
