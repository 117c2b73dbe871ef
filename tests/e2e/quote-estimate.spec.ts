/**
 * Lead capture, round two: the quote forms' instant estimate from the price list, the optional brief
 * sent as labelled lines at the top of `message`, and errors every visitor can read (WCAG 3.3.1, 3.3.3).
 * Expected figures come from content/services.json through the content loader; the tests check what
 * the page shows and what the portal receives.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { formatUsd } from '../../lib/formatUsd'
import { services } from '../support/siteContent'
import { expect, expectNoConsoleErrors, test } from './fixtures'
import { field, fillLead, lead, quoteForm, submissionsTo, submit, uniqueEmail } from './quoteForm'

/** The pages with a quote form, and whether theirs offers Custom Patches. */
const formPages = [
  { path: '/', customPatches: true },
  { path: '/contact', customPatches: true },
  { path: '/pricing', customPatches: true },
  { path: '/services/embroidery-digitizing', customPatches: false },
  { path: '/services/vector-conversion', customPatches: false },
]

const priceOf = (plan: keyof typeof services.plans, id: string) => services.plans[plan].lines.find((l) => l.id === id)!
const jacket = priceOf('embroidery', 'jacket-front')
const complex = priceOf('vector', 'complex')
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

const estimate = (form: Locator) => form.getByRole('status').filter({ hasText: 'Estimate from our price list' })

async function open(page: Page, path: string): Promise<Locator> {
  await page.goto(path)
  return quoteForm(page)
}

for (const { path, customPatches } of formPages) {
  test(`${path}: the estimate shows the price list's figure for the chosen design`, async ({ page, consoleErrors }) => {
    const form = await open(page, path)
    const f = field(form)
    await expect(estimate(form)).toHaveCount(0)

    // Embroidery: the card's "from" until a design kind is chosen, then that line's price.
    await f.service.selectOption('Embroidery Digitizing')
    await expect(estimate(form)).toContainText(`from ${formatUsd(services.plans.embroidery.from!)}`)
    await form.getByLabel('Design kind').selectOption(jacket.label)
    expect(jacket.minimum).toBe(true)
    await expect(estimate(form)).toContainText(`minimum ${formatUsd(jacket.price!)}`)
    await expect(estimate(form)).toContainText('$30')
    await expect(estimate(form)).toContainText('Free quote')

    // Vector conversion: complexity.
    await f.service.selectOption('Vector Conversion')
    await expect(form.getByLabel('Design kind')).toHaveCount(0)
    await form.getByLabel('Complexity').selectOption('Complex')
    await expect(estimate(form)).toContainText(`from ${formatUsd(complex.price!)}`)
    await expect(estimate(form)).toContainText('$60')
    await expect(estimate(form)).toContainText('Free color separation')

    // Custom patches: words, no figure.
    if (customPatches) {
      await f.service.selectOption('Custom Patches')
      await expect(estimate(form)).toContainText(services.plans.patches.summary)
      await expect(estimate(form)).toContainText('Free quote')
      await expect(estimate(form)).not.toContainText('$')
    }
    expectNoConsoleErrors(consoleErrors)
  })

  test(`${path}: an empty submit marks each required field, says how to fix it and focuses the first`, async ({ page, request, consoleErrors }) => {
    const form = await open(page, path)
    const f = field(form)
    const email = uniqueEmail('errors')
    await f.service.selectOption('Embroidery Digitizing')
    // The form answers the choice (its design kinds appear, which moves the button down) before the press.
    await expect(form.getByLabel('Design kind')).toBeVisible()
    await f.submit.click()
    await expect(f.name).toBeFocused()
    const expected: [Locator, RegExp][] = [
      [f.name, /^Enter your name/],
      [f.email, /^Enter your email address/],
      [f.phone, /^Enter a phone number/],
      [f.message, /^Tell us about your design/],
    ]
    for (const [input, message] of expected) {
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toHaveAccessibleDescription(message)
      // Written next to the field, where sighted visitors look.
      const errorId = (await input.getAttribute('aria-describedby'))!
      await expect(page.locator(`[id="${errorId}"]`)).toBeVisible()
      await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message)
    }
    // The service is chosen, so it carries no error.
    await expect(f.service).not.toHaveAttribute('aria-invalid')
    // Errors, brief and estimate showing: axe still finds nothing serious.
    const { violations } = await new AxeBuilder({ page }).include('form.quote-form').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    // A fixed field loses its error at once; a wrong e-mail gets its own advice.
    await f.name.fill('Dana Whitfield')
    await expect(f.name).not.toHaveAttribute('aria-invalid')
    await f.email.fill('dana-at-example')
    await expect(f.email).toHaveAccessibleDescription(/with an @ and a domain/)
    await f.submit.click()
    await expect(f.email).toBeFocused()
    expect(new URL(page.url()).pathname).toBe(path)
    expect(await submissionsTo(request, email)).toEqual([])
    expectNoConsoleErrors(consoleErrors)
  })
}

test('the service select without a choice gets its own message', async ({ page }) => {
  const form = await open(page, '/contact')
  const f = field(form)
  await fillLead(form, lead(uniqueEmail('no-service'), 'Custom Patches'))
  await f.service.selectOption('')
  await f.submit.click()
  await expect(f.service).toBeFocused()
  await expect(f.service).toHaveAttribute('aria-invalid', 'true')
  await expect(f.service).toHaveAccessibleDescription('Choose the service you need from the list.')
})

test('a size that is not a sensible number of inches is refused with how to fix it', async ({ page, request }) => {
  const form = await open(page, '/services/embroidery-digitizing')
  const email = uniqueEmail('bad-size')
  await fillLead(form, lead(email, 'Embroidery Digitizing'))
  const size = form.getByLabel('Finished size')
  await size.fill('0.1')
  await field(form).submit.click()
  await expect(size).toBeFocused()
  await expect(size).toHaveAttribute('aria-invalid', 'true')
  await expect(size).toHaveAccessibleDescription(/Width or height, in inches\. Enter the size in inches as a number from 0\.5 to 60/)
  await size.fill('')
  await expect(size).not.toHaveAttribute('aria-invalid')
  await submit(page, form)
  const [sent] = await submissionsTo(request, email)
  expect(sent.fields.message).toBe(lead(email, 'Embroidery Digitizing').message.replace(/\n/g, '\r\n'))
})

test('the brief and the chosen estimate arrive as labelled lines at the top of the message; the other fields and the file are unchanged', async ({ page, request, consoleErrors }) => {
  const form = await open(page, '/contact')
  const f = field(form)
  const email = uniqueEmail('brief')
  const data = lead(email, 'Embroidery Digitizing')
  await fillLead(form, data)
  await form.getByLabel('Design kind').selectOption(jacket.label)
  await form.getByLabel('Finished size').fill('3.5')
  await form.getByLabel('Size measured as').selectOption('high')
  await form.getByLabel('Garment or fabric').fill('Fleece jacket')
  await form.getByLabel('Placement').selectOption('Jacket front')
  await form.getByLabel('Machine format').selectOption('DST')
  await f.attachment.setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: png })
  // What the visitor typed stays as typed on the page.
  await expect(f.message).toHaveValue(data.message)
  await submit(page, form)

  const [sent, ...more] = await submissionsTo(request, email)
  expect(more).toHaveLength(0)
  expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/)
  expect(Object.keys(sent.fields).sort()).toEqual(['email', 'message', 'name', 'phone', 'subject'])
  const { message, ...rest } = sent.fields
  expect(rest).toEqual({ name: data.name, email: data.email, phone: data.phone, subject: data.subject })
  const lines = [
    `Design kind: ${jacket.label}`,
    `Estimate from the price list: minimum ${formatUsd(jacket.price!)}`,
    'Finished size: 3.5 in high',
    'Garment or fabric: Fleece jacket',
    'Placement: Jacket front',
    'Machine format: DST',
  ]
  expect(message.startsWith(`${lines.join('\r\n')}\r\n\r\n`)).toBe(true)
  expect(message.endsWith(data.message.replace(/\n/g, '\r\n'))).toBe(true)
  expect(message).toBe(`${lines.join('\r\n')}\r\n\r\n${data.message.replace(/\n/g, '\r\n')}`)
  expect(sent.files).toEqual([{ field: 'attachment', name: 'crest.png', size: png.length, type: 'image/png' }])
  expectNoConsoleErrors(consoleErrors)
})

test('a vector brief sends its complexity, estimate, size and output format', async ({ page, request }) => {
  const form = await open(page, '/services/vector-conversion')
  const email = uniqueEmail('vector-brief')
  const data = lead(email, 'Vector Conversion')
  await fillLead(form, data)
  await form.getByLabel('Complexity').selectOption('Complex')
  await form.getByLabel('Finished size').fill('24')
  await form.getByLabel('Output format').selectOption('SVG')
  await expect(form.getByLabel('Machine format')).toHaveCount(0)
  await submit(page, form)
  const [sent] = await submissionsTo(request, email)
  expect(sent.fields.message).toBe(
    ['Complexity: Complex', `Estimate from the price list: from ${formatUsd(complex.price!)}`, 'Finished size: 24 in wide', 'Output format: SVG', '', data.message].join('\n').replace(/\n/g, '\r\n'),
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form is the plain one: no estimate or brief controls, nothing computed', async ({ page }) => {
    const form = await open(page, '/contact')
    await field(form).service.selectOption('Embroidery Digitizing')
    await expect(form.locator('select, input, textarea')).toHaveCount(6)
    await expect(form.getByRole('status')).toHaveCount(0)
  })
})
