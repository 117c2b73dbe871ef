/**
 * The default error screen (spec point 8, "Unhandled application error"): a page that throws while it
 * renders in the browser shows 'Unexpected Application Error!' with the error's message and no stack,
 * the header and footer stay, and the visitor can navigate on. The error is real, not a switch in the
 * site: the test corrupts the props the HTML carries for the contact page's quote form island (its
 * services), as a stale cache or a broken proxy could, so the page's own code throws. Nothing in the
 * build can be told to crash a page.
 */
import { decodeEntities } from '../../generator/gates/parseHtml'
import { expect, test } from './fixtures'
import { headingOf, menuLabel, ui } from '../support/siteContent'

/** Serves /contact with the quote form island's props (its `data-props`) holding `form.services: null`. */
async function corruptQuoteFormData(page: import('@playwright/test').Page) {
  await page.route(/\/contact$/, async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    const corrupted = html.replace(
      /(<div class="island" data-island="quote-form"[^>]*? data-props=")([^"]*)(")/,
      (_, open: string, attr: string, close: string) => {
        const props = JSON.parse(decodeEntities(attr)) as { form: { services: unknown } }
        props.form.services = null
        return `${open}${JSON.stringify(props).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}${close}`
      },
    )
    expect(corrupted, "the page carries the island's props").not.toBe(html)
    await route.fulfill({ response, body: corrupted })
  })
}

test('a page that throws while rendering shows Unexpected Application Error! with the message, without the stack', async ({
  page,
  consoleErrors,
}) => {
  await corruptQuoteFormData(page)
  // The form is in the first view: it starts at load, before any tap, and throws on its props.
  await page.goto('/contact')

  const screen = page.getByRole('alert')
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText(ui.error.heading)
  const message = screen.locator('.error-screen__message')
  await expect(message).toHaveText(/\S/)
  // The same error, with its stack, went to the console; the screen shows only its message.
  const shown = (await message.textContent())!
  const logged = consoleErrors.find((text) => text.includes(shown))
  expect(logged, 'the error is logged').toBeDefined()
  expect(logged).toMatch(/\n\s+at /)
  // No stack frame (a script URL with a line number) on the screen.
  expect(await screen.textContent()).not.toMatch(/https?:\/\/|\.js:\d+/)
  // The form is gone; the frame around it still works.
  await expect(page.locator('[data-island="quote-form"] select')).toHaveCount(0)
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: menuLabel('footer', '/about') })
    .first()
    .click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about'))
  await expect(page.getByText(ui.error.heading)).toHaveCount(0)
})

test('the 404 page is unchanged: 404, the text and Go To Home, never the error screen', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.notFound.code)
  await expect(page.getByText(ui.notFound.text)).toBeVisible()
  await expect(page.getByRole('link', { name: ui.notFound.action.label })).toHaveAttribute(
    'href',
    ui.notFound.action.href,
  )
  await expect(page.getByText(ui.error.heading)).toHaveCount(0)
})
