/**
 * Lead capture, round two: the quote forms' instant estimate from the price list, the optional brief
 * sent as labelled lines at the top of `message`, and errors every visitor can read (WCAG 3.3.1, 3.3.3).
 * Expected figures come from content/services.json through the content loader; the tests check what
 * the page shows and what the portal receives.
 */
import { createHash } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { formatUsd } from '../../lib/formatUsd'
import { containing, quoteServiceOf, services, ui } from '../support/siteContent'
import { expect, expectNoConsoleErrors, test, wcagAxe } from './fixtures'
import {
  deliveredMessage,
  deliveredTo,
  field,
  fillLead,
  lead,
  quoteForm,
  recordLeadPosts,
  submit,
  uniqueEmail,
} from './quoteForm'

// Its tests post leads from the browser (tests/e2e/fixtures.ts).
test.use({ postsLeads: true })

/** The pages with a quote form, and whether theirs offers Custom Patches. */
const formPages = [
  { path: '/', customPatches: true },
  { path: '/contact', customPatches: true },
  { path: '/pricing', customPatches: true },
  { path: '/services/embroidery-digitizing', customPatches: false },
  { path: '/services/vector-conversion', customPatches: false },
]

const priceOf = (plan: keyof typeof services.plans, id: string) => services.plans[plan].lines.find((l) => l.id === id)!
const [embroidery, vector, patches] = [
  quoteServiceOf('embroidery'),
  quoteServiceOf('vector'),
  quoteServiceOf('patches'),
]
const brief = ui.quoteForm.brief
/** What the estimate says of a card's lines without a figure, e.g. "Free quote". */
const freeWords = (plan: keyof typeof services.plans) =>
  services.plans[plan].lines
    .filter((l) => l.price === undefined && l.note)
    .map((l) => `${l.note} ${l.label.toLowerCase()}`)
const { placements, machineFormats, outputFormats } = services.quoteBrief
/** The option of a service's choice that names a price line, as the select shows it. */
const optionOf = (service: typeof embroidery, line: { id?: string; label: string }) =>
  service.choice!.options.find((o) => o.line === line.id)?.label ?? line.label
const jacket = priceOf('embroidery', 'jacket-front')
const complex = priceOf('vector', 'complex')
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const estimate = (form: Locator) => form.getByRole('status').filter({ hasText: brief.estimate })
/** A field of the chosen service's brief, as the visitor sees it: every service's brief is in the form, the chosen one shown. */
const briefField = (form: Locator, label: string) => form.getByLabel(label).filter({ visible: true })

async function open(page: Page, path: string): Promise<Locator> {
  await page.goto(path)
  return quoteForm(page)
}

for (const { path, customPatches } of formPages) {
  // One visit: the visitor looks at the estimate of each service, then presses Submit with nothing filled in.
  test(`${path}: the estimate shows the price list's figure for the chosen design; an empty submit marks each required field, says how to fix it and focuses the first`, async ({
    page,
    consoleErrors,
  }) => {
    const posts = recordLeadPosts(page)
    const form = await open(page, path)
    const f = field(form)
    await expect(estimate(form)).toHaveCount(0)

    // Embroidery: the card's "from" until a design kind is chosen, then that line's price.
    await f.service.selectOption(embroidery.label)
    await expect(estimate(form)).toContainText(`${brief.from} ${formatUsd(services.plans.embroidery.from!)}`)
    await briefField(form, embroidery.choice!.label).selectOption(optionOf(embroidery, jacket))
    expect(jacket.minimum).toBe(true)
    await expect(estimate(form)).toContainText(`${brief.minimum} ${formatUsd(jacket.price!)}`)
    for (const words of freeWords('embroidery')) await expect(estimate(form)).toContainText(words)

    // Vector conversion: complexity.
    await f.service.selectOption(vector.label)
    await expect(briefField(form, embroidery.choice!.label)).toHaveCount(0)
    await briefField(form, vector.choice!.label).selectOption(optionOf(vector, complex))
    await expect(estimate(form)).toContainText(`${brief.from} ${formatUsd(complex.price!)}`)
    for (const words of freeWords('vector')) await expect(estimate(form)).toContainText(words)

    // Custom patches: words, no figure.
    if (customPatches) {
      await f.service.selectOption(patches.label)
      await expect(estimate(form)).toContainText(services.plans.patches.summary)
      for (const words of freeWords('patches')) await expect(estimate(form)).toContainText(words)
      await expect(estimate(form)).not.toContainText('$')
    }

    // An empty submit, with embroidery chosen again.
    await f.service.selectOption(embroidery.label)
    // The form answers the choice (its design kinds appear, which moves the button down) before the press.
    await expect(briefField(form, embroidery.choice!.label)).toBeVisible()
    await f.submit.click()
    await expect(f.name).toBeFocused()
    const { errors } = ui.quoteForm
    const expected: [Locator, string][] = [
      [f.name, errors.name],
      [f.email, errors.emailMissing],
      [f.phone, errors.phone],
      [f.message, errors.message],
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
    const { violations } = await wcagAxe(page).include('form.quote-form').analyze()
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([])

    // A fixed field loses its error at once; a wrong e-mail gets its own advice.
    await f.name.fill('Dana Whitfield')
    await expect(f.name).not.toHaveAttribute('aria-invalid')
    await f.email.fill('dana-at-example')
    await expect(f.email).toHaveAccessibleDescription(ui.quoteForm.errors.emailInvalid)
    await f.submit.click()
    await expect(f.email).toBeFocused()
    expect(new URL(page.url()).pathname).toBe(path)
    expect(posts).toEqual([])
    expectNoConsoleErrors(consoleErrors)
  })
}

test('the service select without a choice gets its own message', async ({ page }) => {
  const form = await open(page, '/contact')
  const f = field(form)
  await fillLead(form, lead(uniqueEmail('no-service'), patches.label))
  await f.service.selectOption('')
  await f.submit.click()
  await expect(f.service).toBeFocused()
  await expect(f.service).toHaveAttribute('aria-invalid', 'true')
  await expect(f.service).toHaveAccessibleDescription(ui.quoteForm.errors.subject)
})

test('a size that is not a sensible number of inches is refused with how to fix it', async ({ page, request }) => {
  const form = await open(page, '/services/embroidery-digitizing')
  const email = uniqueEmail('bad-size')
  await fillLead(form, lead(email, embroidery.label))
  const size = briefField(form, brief.size)
  await size.fill('0.1')
  await field(form).submit.click()
  await expect(size).toBeFocused()
  await expect(size).toHaveAttribute('aria-invalid', 'true')
  await expect(size).toHaveAccessibleDescription(containing(`${brief.sizeHint} ${ui.quoteForm.errors.size}`))
  await size.fill('')
  await expect(size).not.toHaveAttribute('aria-invalid')
  await submit(page, form)
  const [sent] = await deliveredTo(request, email)
  expect(sent.fields.message).toBe(
    deliveredMessage(lead(email, embroidery.label).message, '/services/embroidery-digitizing'),
  )
})

test('the brief and the chosen estimate arrive as labelled lines at the top of the message; the other fields and the file are unchanged', async ({
  page,
  request,
  consoleErrors,
}) => {
  const form = await open(page, '/contact')
  const f = field(form)
  const email = uniqueEmail('brief')
  const data = lead(email, embroidery.label)
  await fillLead(form, data)
  await briefField(form, embroidery.choice!.label).selectOption(optionOf(embroidery, jacket))
  await briefField(form, brief.size).fill('3.5')
  await briefField(form, brief.sizeMeasured).selectOption('high')
  await briefField(form, brief.garment).fill('Fleece jacket')
  await briefField(form, brief.placement).selectOption(placements[0])
  await briefField(form, brief.machineFormat).selectOption(machineFormats[0])
  await f.attachment.setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: png })
  // What the visitor typed stays as typed on the page.
  await expect(f.message).toHaveValue(data.message)
  await submit(page, form)

  const [sent, ...more] = await deliveredTo(request, email)
  expect(more).toHaveLength(0)
  expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/)
  expect(Object.keys(sent.fields).sort()).toEqual(['email', 'message', 'name', 'phone', 'subject'])
  const { message, ...rest } = sent.fields
  expect(rest).toEqual({ name: data.name, email: data.email, phone: data.phone, subject: data.subject })
  const lines = [
    `${embroidery.choice!.label}: ${optionOf(embroidery, jacket)}`,
    `${brief.estimateLine}: ${brief.minimum} ${formatUsd(jacket.price!)}`,
    `${brief.size}: 3.5 ${brief.high}`,
    `${brief.garment}: Fleece jacket`,
    `${brief.placement}: ${placements[0]}`,
    `${brief.machineFormat}: ${machineFormats[0]}`,
  ]
  // The page it came from as a line of its own (worker/leads/deliver.ts), then the brief, then the text.
  expect(message).toBe(deliveredMessage(`${lines.join('\n')}\n\n${data.message}`, '/contact'))
  expect(sent.files).toEqual([
    {
      field: 'attachment',
      name: 'crest.png',
      size: png.length,
      type: 'image/png',
      sha256: createHash('sha256').update(png).digest('hex'),
    },
  ])
  expectNoConsoleErrors(consoleErrors)
})

test('a vector brief sends its complexity, estimate, size and output format', async ({ page, request }) => {
  const form = await open(page, '/services/vector-conversion')
  const email = uniqueEmail('vector-brief')
  const data = lead(email, vector.label)
  // A brief filled for another service first: only the chosen service's is sent.
  await field(form).service.selectOption(embroidery.label)
  await briefField(form, brief.size).fill('3.5')
  await fillLead(form, data)
  await briefField(form, vector.choice!.label).selectOption(optionOf(vector, complex))
  await briefField(form, brief.size).fill('24')
  await briefField(form, brief.outputFormat).selectOption(outputFormats[0])
  await expect(briefField(form, brief.machineFormat)).toHaveCount(0)
  await submit(page, form)
  const [sent] = await deliveredTo(request, email)
  expect(sent.fields.message).toBe(
    deliveredMessage(
      [
        `${vector.choice!.label}: ${optionOf(vector, complex)}`,
        `${brief.estimateLine}: ${brief.from} ${formatUsd(complex.price!)}`,
        `${brief.size}: 24 ${brief.wide}`,
        `${brief.outputFormat}: ${outputFormats[0]}`,
        '',
        data.message,
      ].join('\n'),
      '/services/vector-conversion',
    ),
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form is the plain one: no estimate or brief controls, nothing computed', async ({ page }) => {
    const form = await open(page, '/contact')
    await field(form).service.selectOption(embroidery.label)
    // The six fields a visitor sees (beside them only the guard's hidden ones: the form key, the trap).
    await expect(form.locator('select, input:not([type="hidden"]):not([name="website"]), textarea')).toHaveCount(6)
    await expect(form.getByRole('status')).toHaveCount(0)
  })
})
