/**
 * The lead forms as the end-to-end tests use them: the quote form's fields by their labels, a lead to
 * fill in, a submit that waits for the site's answer, the posts a page sent to the intake, and what the
 * portal stand-in (tools/portal-stand-in.ts) received from the intake's delivery for an address.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { leadActions } from '../../lib/leads/leadActions'
import { messageWithBrief } from '../../lib/quoteMessage'
import type { PortalRecord, Submission } from '../../tools/portal-stand-in'
import { urls } from '../../tools/ports'
import { expect, pageArrivals } from './fixtures'
import { e2eLeadTiming } from '../support/leadTiming'
import { pageAt, ui } from '../support/siteContent'

let counter = 0
/** An address no other test uses. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${process.pid}-${++counter}@example.org`

/** Everything the portal stand-in has taken so far. */
export async function portalRecord(request: APIRequestContext): Promise<PortalRecord> {
  return (await request.get(`${urls.portal}/__submissions`)).json()
}

/** What the portal has taken for an address so far. */
export async function submissionsTo(request: APIRequestContext, email: string): Promise<Submission[]> {
  return (await portalRecord(request)).submissions.filter((s) => s.fields.email === email)
}

/**
 * The portal's submissions for an address, once the intake has delivered there: delivery follows the
 * visitor's answer within seconds (worker/leads/deliver.ts).
 */
export async function deliveredTo(request: APIRequestContext, email: string): Promise<Submission[]> {
  await expect
    .poll(async () => (await submissionsTo(request, email)).length, {
      message: `a delivery to the portal for ${email}`,
      timeout: 30_000,
    })
    .toBeGreaterThan(0)
  return submissionsTo(request, email)
}

/** Every post the page sends to the intake, as it is sent (method, address, body size). */
export function recordLeadPosts(page: Page): { url: string; method: string }[] {
  const posts: { url: string; method: string }[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/leads/'))
      posts.push({ url: request.url(), method: request.method() })
  })
  return posts
}

/** The message the portal receives for a quote sent from `page`: the page as a line above the text, CR LF line breaks. */
export const deliveredMessage = (text: string, page: string) =>
  messageWithBrief([[ui.intake.pageLine, page]], text).replace(/\r?\n/g, '\r\n')

/** The one quote form of the page. */
export async function quoteForm(page: Page): Promise<Locator> {
  const form = page.locator(`form[action="${leadActions.quote}"]`)
  await expect(form).toHaveCount(1)
  return form
}

/** The form's fields by their labels in content/ui.json. */
export const field = (form: Locator) => ({
  name: form.getByLabel(ui.quoteForm.name),
  email: form.getByLabel(ui.quoteForm.email),
  phone: form.getByLabel(ui.quoteForm.phone),
  service: form.getByLabel(ui.quoteForm.service),
  attachment: form.getByLabel(ui.quoteForm.attachment),
  message: form.getByLabel(ui.quoteForm.message),
  submit: form.getByRole('button', { name: ui.quoteForm.submit }),
})

export const lead = (email: string, service: string) => ({
  name: 'Dana Whitfield',
  email,
  phone: '+1 (917) 555-0199',
  subject: service,
  message: `Left chest logo, 3.5 in wide, on polo shirts.\nNeed DST and PES. Ref ${email}`,
})

export async function fillLead(form: Locator, data: ReturnType<typeof lead>) {
  const f = field(form)
  await f.name.fill(data.name)
  await f.email.fill(data.email)
  await f.phone.fill(data.phone)
  await f.service.selectOption(data.subject)
  await f.message.fill(data.message)
}

/** The confirmation page a form posted without JavaScript leads to (content/pages/thank-you.mdx). */
const confirmation = (path: string) => {
  const { heading, title } = pageAt(path).frontmatter
  return { path, heading: heading ?? title.split(' | ')[0] }
}
export const thankYou = confirmation('/thank-you')
export const subscribed = confirmation('/thank-you/newsletter')

/**
 * Waits until the page has been open as long as a person takes over a form: the intake keeps apart a
 * post sent sooner after its page (worker/leads/spam.ts), as robots send them; one second in the
 * end-to-end tests' runtime (tests/support/leadTiming.ts).
 */
export async function likeAPerson(page: Page) {
  const arrived = pageArrivals.get(page)
  if (arrived === undefined)
    throw new Error(
      'This test posts a lead: give its file `test.use({ postsLeads: true })` (tests/e2e/fixtures.ts), so the post comes from an address of its own.',
    )
  await page.waitForTimeout(Math.max(0, arrived + e2eLeadTiming.minFillSeconds * 1000 + 200 - Date.now()))
}

/**
 * Submits, as a person would, and waits for the site's answer: with JavaScript, the form's
 * confirmation in its place; without, the confirmation page.
 */
export async function submit(page: Page, form: Locator) {
  await likeAPerson(page)
  const inPlace = page.getByRole('status').filter({ hasText: ui.quoteForm.sent.title })
  const button = field(form).submit
  if (await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))) {
    await button.click()
    await expect(inPlace).toBeVisible({ timeout: 15_000 })
  } else {
    await Promise.all([page.waitForURL(`**${thankYou.path}`), button.click()])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(thankYou.heading)
  }
}
