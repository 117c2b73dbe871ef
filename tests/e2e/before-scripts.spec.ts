/**
 * A visitor who acts before the page's scripts have arrived loses nothing (docs/islands.md): on a
 * slow phone network the scripts come seconds after the page shows. Every script request is held
 * here until the visitor has acted, then let through; the page then starts from what the visitor did.
 *
 * - The quote form: a service picked and a name typed before its island started are kept, and the
 *   form then offers that service's design kinds and its estimate (the hydrated form takes the
 *   visitor's choice as its starting state). A Submit pressed before is kept too, and the form's own
 *   checks answer it; if the form's script never arrives, the form is posted as it is after 5 s.
 * - The newsletter: an address typed before is kept and sent.
 * - The menu: a tap opens it at once (it needs no script), and it stays open when the scripts arrive.
 * - The portfolio: a Load More tapped before is replayed once the gallery has started.
 */
import type { Page } from '@playwright/test'
import { formatUsd } from '../../lib/formatUsd'
import { PAGE_SIZE, PAGE_STEP } from '../../lib/portfolioView'
import { expect, expectNoConsoleErrors, phoneOnly, sameOnEveryScreen, test } from './fixtures'
import {
  deliveredTo,
  field,
  fillLead,
  lead,
  likeAPerson,
  quoteForm,
  recordLeadPosts,
  thankYou,
  uniqueEmail,
} from './quoteForm'
import { blockOf, menuLabel, portfolio, quoteServiceOf, services, ui } from '../support/siteContent'

// Its tests post leads from the browser (tests/e2e/fixtures.ts).
test.use({ postsLeads: true })

const [embroidery, vector] = [quoteServiceOf('embroidery'), quoteServiceOf('vector')]

/**
 * Holds every script file of the site until `release` (the boot script is part of the page itself);
 * `held` counts the requests waiting.
 */
async function holdScripts(page: Page) {
  const waiting: (() => Promise<void>)[] = []
  let holding = true
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (!holding) return route.continue()
    waiting.push(() => route.continue())
  })
  return {
    held: () => waiting.length,
    release: async () => {
      holding = false
      await Promise.all(waiting.splice(0).map((go) => go()))
    },
  }
}

/** Opens `path` with its script files held: the page is shown, nothing of it runs yet but its inline boot script. */
async function openHeld(page: Page, path: string) {
  const scripts = await holdScripts(page)
  await page.goto(path, { waitUntil: 'commit' })
  await page.locator('footer').waitFor({ state: 'attached' })
  await expect.poll(scripts.held, { message: 'the page asked for its scripts' }).toBeGreaterThan(0)
  return scripts
}

test(
  'the quote form keeps a service picked and a name typed before its script, and then offers that service',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    const scripts = await openHeld(page, '/contact')
    const form = await quoteForm(page)
    const f = field(form)
    await f.service.selectOption(embroidery.label)
    await f.name.fill('Dana Whitfield')
    await expect(form.getByLabel(embroidery.choice!.label)).toHaveCount(0) // nothing runs yet
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)

    await scripts.release()
    // The form started from the visitor's choice: the service's design kinds and its estimate.
    await expect(form.getByLabel(embroidery.choice!.label)).toBeVisible()
    await expect(
      form
        .getByRole('status')
        .filter({ hasText: `${ui.quoteForm.brief.from} ${formatUsd(services.plans.embroidery.from!)}` }),
    ).toBeVisible()
    await expect(f.service).toHaveValue(embroidery.label)
    await expect(f.name).toHaveValue('Dana Whitfield')
    // And it goes on working from there: the choice is remembered, as a choice made later would be.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('services'))).toBe(embroidery.label)
    expectNoConsoleErrors(consoleErrors)
  },
)

test(
  'text selected in a field before the form starts is replaced by what the visitor types next, not added to',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    // The visitor typed an address, then selected it to type another; the form starts in between.
    const scripts = await openHeld(page, '/contact')
    const form = await quoteForm(page)
    const f = field(form)
    await f.email.fill('first@example.org')
    await f.email.evaluate((input: HTMLInputElement) => input.select())
    await scripts.release()
    await expect(page.locator('[data-island][data-hydrated]').filter({ has: f.email })).toHaveCount(1)
    await expect(f.email).toBeFocused()
    await page.keyboard.insertText('second@example.org')
    await expect(f.email).toHaveValue('second@example.org')
    // What was typed reaches the form: it checks the address it holds, and posts nothing wrong.
    await f.name.fill('Dana Whitfield')
    await expect(f.email).toHaveValue('second@example.org')
    expectNoConsoleErrors(consoleErrors)
  },
)

test(
  "a Submit pressed before the form's script is answered by the form's own checks once it arrives",
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    // React and the form have not arrived: the boot script, in the page, keeps the press.
    const posts = recordLeadPosts(page)
    const scripts = await openHeld(page, '/contact')
    await page.waitForFunction(() => document.readyState !== 'loading')
    const form = await quoteForm(page)
    const f = field(form)
    const email = uniqueEmail('early-submit')
    await f.email.fill(email)
    await f.submit.click()
    await scripts.release()
    // The form's messages, beside the fields, focus on the first: not the browser's bubble, not a post.
    await expect(f.name).toBeFocused()
    await expect(f.name).toHaveAttribute('aria-invalid', 'true')
    await expect(f.name).toHaveAccessibleDescription(ui.quoteForm.errors.name)
    await expect(f.email).toHaveValue(email)
    expect(new URL(page.url()).pathname).toBe('/contact')
    expect(posts).toEqual([])
    expectNoConsoleErrors(consoleErrors)
  },
)

test(
  "a Submit pressed while the form's script never arrives posts the form as it is after 5 s: no lead is lost",
  sameOnEveryScreen,
  async ({ page, request }) => {
    await openHeld(page, '/contact')
    await page.waitForFunction(() => document.readyState !== 'loading')
    const form = await quoteForm(page)
    const email = uniqueEmail('never-started')
    await fillLead(form, lead(email, vector.label))
    await likeAPerson(page)
    const started = Date.now()
    await Promise.all([page.waitForURL(`**${thankYou.path}`, { timeout: 15_000 }), field(form).submit.click()])
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500)
    const [sent] = await deliveredTo(request, email)
    expect(sent.fields.subject).toBe(vector.label)
    expect(sent.fields.name).toBe('Dana Whitfield')
  },
)

test(
  'the newsletter keeps an address typed before the scripts, and sends it',
  sameOnEveryScreen,
  async ({ page, request }) => {
    const scripts = await openHeld(page, '/contact')
    const input = page.locator('footer').getByRole('textbox', { name: ui.newsletter.label })
    const email = uniqueEmail('early-news')
    await input.fill(email)
    await scripts.release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(input).toHaveValue(email)
    await likeAPerson(page)
    await page.locator('footer').getByRole('button', { name: ui.newsletter.button }).click()
    await expect(page.locator('footer').getByRole('status')).toHaveText(ui.newsletter.sent)
    const [sent] = await deliveredTo(request, email)
    expect(sent.fields.email).toBe(email)
  },
)

test.describe('on a phone', phoneOnly, () => {
  test('the menu opens on a tap before the scripts, and stays open when they arrive', async ({
    page,
    consoleErrors,
  }) => {
    const scripts = await openHeld(page, '/')
    const menu = page.locator('details.menu')
    await menu.locator('summary').click()
    const nav = page.getByRole('navigation', { name: ui.header.nav })
    await expect(nav.getByRole('link', { name: menuLabel('main', '/pricing') })).toBeVisible()
    await scripts.release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(menu).toHaveJSProperty('open', true)
    await expect(nav.getByRole('link', { name: menuLabel('main', '/pricing') })).toBeVisible()
    // The frame's script has arrived: Escape closes the menu.
    await nav.getByRole('link', { name: menuLabel('main', '/pricing') }).focus()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveJSProperty('open', false)
    expectNoConsoleErrors(consoleErrors)
  })
})

test(
  'a Load More tapped before the scripts is replayed once the gallery has started',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    // The gallery's script has not arrived: the boot script, in the page, keeps the tap.
    expect(portfolio.length, 'more pieces than the first page shows, so there is a Load More').toBeGreaterThan(
      PAGE_SIZE,
    )
    const scripts = await openHeld(page, '/portfolio')
    const pieces = page.locator('.gallery__item:not([hidden])')
    await expect(pieces).toHaveCount(PAGE_SIZE)
    await page.waitForFunction(() => document.readyState !== 'loading')
    await page.getByRole('button', { name: blockOf('/portfolio', 'portfolio-gallery').loadMore }).click()
    await expect(pieces).toHaveCount(PAGE_SIZE)
    await scripts.release()
    await expect(pieces).toHaveCount(Math.min(portfolio.length, PAGE_SIZE + PAGE_STEP))
    await expect(page.locator('[data-island="portfolio-gallery"][data-hydrated]')).toHaveCount(1)
    expectNoConsoleErrors(consoleErrors)
  },
)
