/**
 * The quote form as the end-to-end tests use it: its fields by their labels, a lead to fill in, a
 * submit that waits for the portal's answer, and what the portal stand-in recorded for an address.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { Submission } from '../support/capturePortal'
import { urls } from '../../tools/ports'
import { expect } from './fixtures'
import { site, ui } from '../support/siteContent'

export const contactAction = `${urls.portal}${site.portal.contactActionPath}`

let counter = 0
/** An address no other test uses. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${process.pid}-${++counter}@example.org`

export async function submissionsTo(request: APIRequestContext, email: string): Promise<Submission[]> {
  const all: Submission[] = await (await request.get(`${urls.portal}/__submissions`)).json()
  return all.filter((s) => s.fields.email === email)
}

/** The one quote form of the page. */
export async function quoteForm(page: Page): Promise<Locator> {
  const form = page.locator(`form[action="${contactAction}"]`)
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

/** Submits and waits for the portal's answer page. */
export async function submit(page: Page, form: Locator) {
  await Promise.all([page.waitForURL(contactAction), field(form).submit.click()])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Thank you/)
}
