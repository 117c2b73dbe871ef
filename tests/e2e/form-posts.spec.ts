/**
 * Lead capture (spec points 3, 4, 5, 7 and 8): every quote form and the footer newsletter post to the
 * site's own intake, with or without JavaScript, and the intake delivers to the portal (which the e2e
 * servers stand in for, recording what arrived) the spec's fields in the spec's encoding, as the
 * browser used to post them. Each test finds its own submission by a unique e-mail address (tests run
 * in parallel). The estimate, the brief and the field errors of the quote forms are in
 * quote-estimate.spec.ts; what the intake refuses and keeps apart is in tests/integration/leads.test.ts.
 */
import fs from 'node:fs'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { leadActions } from '../../lib/leads/leadActions'
import { sha256 } from '../../tools/portal-stand-in'
import { urls } from '../../tools/ports'
import { expect, expectNoConsoleErrors, test } from './fixtures'
import {
  deliveredMessage,
  deliveredTo,
  field,
  fillLead,
  lead,
  likeAPerson,
  quoteForm,
  recordLeadPosts,
  subscribed,
  submit,
  uniqueEmail,
} from './quoteForm'
import { containing, quoteServiceOf, services, site, ui, uiText } from '../support/siteContent'

// Its tests post leads from the browser (tests/e2e/fixtures.ts).
test.use({ postsLeads: true })

const { type: typeError, size: sizeError } = ui.quoteForm.alerts
const { selectService } = ui.quoteForm
const [embroidery, vector, patches] = [
  quoteServiceOf('embroidery').label,
  quoteServiceOf('vector').label,
  quoteServiceOf('patches').label,
]
const maxBytes = 10485760

/** Every page with a quote form, and the service each test picks there. */
const quotePages = [
  { path: '/', customPatches: true, service: patches },
  { path: '/services/embroidery-digitizing', customPatches: false, service: embroidery },
  { path: '/services/vector-conversion', customPatches: false, service: vector },
  { path: '/contact', customPatches: true, service: embroidery },
  { path: '/pricing', customPatches: true, service: vector },
] as const

/**
 * Clicks a form's Submit when the form must not be sent, and waits for its answer: the browser's
 * `invalid` event (a form whose script has not started checks itself natively), or a field the
 * form's own check marks invalid. Either way the form was not sent.
 */
async function submitRefused(form: Locator, submit: Locator): Promise<void> {
  await form.evaluate((el) => {
    ;(window as { formRefused?: boolean }).formRefused = false
    el.addEventListener('invalid', () => ((window as { formRefused?: boolean }).formRefused = true), {
      capture: true,
      once: true,
    })
  })
  await submit.click()
  await expect
    .poll(
      () =>
        form.evaluate(
          (el) =>
            Boolean((window as { formRefused?: boolean }).formRefused) ||
            el.querySelector('[aria-invalid="true"]') !== null,
        ),
      // A Submit pressed while the form's script starts is kept up to 5 s and then answered: room for that.
      { message: 'the form refused the submit', timeout: 15_000 },
    )
    .toBe(true)
}

const optionsFor = (customPatches: boolean) => [
  selectService,
  ...services.quoteServices.filter((s) => customPatches || s.onServicePages).map((s) => s.label),
]

// A real 1x1 PNG, so the preview of an accepted image decodes.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
/**
 * The intake's answer while its database fails (tests/integration/leads.test.ts plants the failure
 * itself): asked to send once more, with the words for the form as a whole.
 */
const notStoredAnswer = {
  status: 503,
  headers: { 'Retry-After': '0' },
  contentType: 'application/json',
  body: JSON.stringify({ ok: false, errors: { form: ui.intake.notStored } }),
}
const pdfOfSize = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)])

/**
 * A file on disk, named `name`, for a file input: the browser reads it as it reads a visitor's file
 * (its type from the extension). Given as a buffer instead, it would reach the page as base64 text,
 * 14 MB for the largest file here.
 */
function fileOnDisk(testInfo: TestInfo, name: string, bytes: Buffer): string {
  const file = testInfo.outputPath(name)
  fs.writeFileSync(file, bytes)
  return file
}

/** Collects the texts of `window.alert` dialogs, accepting each. */
function recordAlerts(page: Page): string[] {
  const alerts: string[] = []
  page.on('dialog', async (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`)
    await dialog.accept()
  })
  return alerts
}

const fileCount = (input: Locator) => input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)

for (const { path, customPatches, service } of quotePages) {
  test.describe(`quote form on ${path}`, () => {
    // Ledger: multipart on the contact form too (README, "Where this site differs from the original").
    // One visit: the visitor first picks files the form refuses, then the right one, and sends.
    test('offers its services, refuses a disallowed type and an oversized file with the spec alerts, answers in place, and the portal gets every field and the file as multipart', async ({
      page,
      request,
      consoleErrors,
    }, testInfo) => {
      const alerts = recordAlerts(page)
      await page.goto(path)
      const form = await quoteForm(page)
      const f = field(form)
      await expect(f.service.locator('option')).toHaveText(optionsFor(customPatches))
      await expect(f.service).toHaveValue('')
      const message = page.locator(`#${await f.attachment.getAttribute('id')}-error`)

      // 1. A GIF: wrong format.
      await f.attachment.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
      await expect.poll(() => alerts).toEqual([`alert: ${typeError}`])
      expect(await fileCount(f.attachment)).toBe(0)
      await expect(message).toHaveText(typeError)
      await expect(message).toHaveAttribute('role', 'alert')
      await expect(f.attachment).toHaveAttribute('aria-invalid', 'true')
      await expect(f.attachment).toHaveAccessibleDescription(containing(typeError))

      // 2. A valid file clears the message.
      await f.attachment.setInputFiles({ name: 'LOGO.PNG', mimeType: 'image/png', buffer: png })
      await expect(message).toBeHidden()
      await expect(f.attachment).not.toHaveAttribute('aria-invalid', 'true')
      expect(await fileCount(f.attachment)).toBe(1)
      await expect(page.getByText('LOGO.PNG')).toBeVisible()

      // 3. One byte over 10 MB: too large; the earlier preview goes too.
      await f.attachment.setInputFiles(
        fileOnDisk(testInfo, 'huge.png', Buffer.concat([png, Buffer.alloc(maxBytes + 1 - png.length)])),
      )
      await expect.poll(() => alerts).toEqual([`alert: ${typeError}`, `alert: ${sizeError}`])
      expect(await fileCount(f.attachment)).toBe(0)
      await expect(message).toHaveText(sizeError)
      await expect(page.getByText('LOGO.PNG')).toHaveCount(0)

      // 4. The lead, with the file the visitor meant: read locally, previewed, and sent.
      const email = uniqueEmail('quote')
      const data = lead(email, service)
      await fillLead(form, data)
      await f.attachment.setInputFiles({ name: 'dana-logo.png', mimeType: 'image/png', buffer: png })
      await expect(form.getByText('dana-logo.png')).toBeVisible()
      await expect(form.locator('img[src^="data:image/png;base64,"]')).toHaveCount(1)
      await expect(message).toBeHidden()
      expectNoConsoleErrors(consoleErrors)
      await submit(page, form)

      const [sent, ...more] = await deliveredTo(request, email)
      expect(more).toHaveLength(0)
      expect(sent.method).toBe('POST')
      expect(sent.path).toBe(site.portal.contactActionPath)
      expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/)
      expect(sent.fields).toEqual({ ...data, message: deliveredMessage(data.message, path) })
      expect(sent.files).toEqual([
        { field: 'attachment', name: 'dana-logo.png', size: png.length, type: 'image/png', sha256: sha256(png) },
      ])
      expect(alerts).toHaveLength(2)
    })
  })
}

test.describe('attachment checks', () => {
  test('a PNG name with a PDF type is refused (extension and MIME type must agree)', async ({ page }) => {
    const alerts = recordAlerts(page)
    await page.goto('/contact')
    const f = field(await quoteForm(page))
    await f.attachment.setInputFiles({ name: 'logo.png', mimeType: 'application/pdf', buffer: png })
    await expect.poll(() => alerts).toEqual([`alert: ${typeError}`])
    expect(await fileCount(f.attachment)).toBe(0)
  })

  test('the file picker offers only the allowed types', async ({ page }) => {
    await page.goto('/contact')
    const accept = (await field(await quoteForm(page)).attachment.getAttribute('accept'))!.split(',').sort()
    expect(accept).toEqual(['.jpeg', '.jpg', '.pdf', '.png', 'application/pdf', 'image/jpeg', 'image/png'])
  })

  test('a file of exactly 10485760 bytes is accepted and arrives whole', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const alerts = recordAlerts(page)
    await page.goto('/services/vector-conversion')
    const form = await quoteForm(page)
    const f = field(form)
    const email = uniqueEmail('tenmb')
    await fillLead(form, lead(email, vector))
    const artwork = pdfOfSize(maxBytes)
    await f.attachment.setInputFiles(fileOnDisk(testInfo, 'artwork.pdf', artwork))
    await expect(form.getByText('artwork.pdf')).toBeVisible()
    await expect(form.getByText('10.0 MB')).toBeVisible()
    expect(alerts).toEqual([])
    expect(await fileCount(f.attachment)).toBe(1)
    await submit(page, form)
    const [sent] = await deliveredTo(request, email)
    expect(sent.files).toEqual([
      { field: 'attachment', name: 'artwork.pdf', size: maxBytes, type: 'application/pdf', sha256: sha256(artwork) },
    ])
    expectNoConsoleErrors(consoleErrors)
  })

  test('the remove button clears an accepted file', async ({ page }) => {
    await page.goto('/contact')
    const f = field(await quoteForm(page))
    await f.attachment.setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(2000) })
    await page.getByRole('button', { name: uiText(ui.quoteForm.remove, { name: 'brief.pdf' }) }).click()
    // The form clears its input as it draws the change, a moment after the click.
    await expect.poll(() => fileCount(f.attachment)).toBe(0)
    await expect(page.getByText('brief.pdf')).toHaveCount(0)
    await expect(f.attachment).toBeFocused()
  })
})

test.describe('a busy host', () => {
  test('a post answered 503 with Retry-After is sent once more, and is one lead', async ({ page, request }) => {
    let answered = 0
    await page.route(`**${leadActions.quote}`, (route) =>
      answered++ === 0
        ? route.fulfill({ status: 503, headers: { 'Retry-After': '0' }, contentType: 'text/plain', body: 'Busy.' })
        : route.fallback(),
    )
    const posts = recordLeadPosts(page)
    await page.goto('/contact')
    const form = await quoteForm(page)
    const service = (await field(form).service.locator('option').nth(1).getAttribute('value'))!
    const email = uniqueEmail('busy')
    await fillLead(form, lead(email, service))
    await submit(page, form)
    expect(posts.map((post) => post.method)).toEqual(['POST', 'POST'])
    const [sent, ...more] = await deliveredTo(request, email)
    expect(more).toHaveLength(0)
    expect(sent.fields.email).toBe(email)
  })

  test('a post the site could not store says so after its second try and keeps what was typed; sent again, it is one lead', async ({
    page,
    request,
  }) => {
    let answered = 0
    await page.route(`**${leadActions.quote}`, (route) =>
      answered++ < 2 ? route.fulfill(notStoredAnswer) : route.fallback(),
    )
    await page.goto('/contact')
    const form = await quoteForm(page)
    const f = field(form)
    const email = uniqueEmail('not-stored')
    const data = lead(email, embroidery)
    await fillLead(form, data)
    await likeAPerson(page)
    await f.submit.click()
    await expect(form.getByRole('alert').filter({ hasText: ui.intake.notStored })).toBeVisible()
    expect(answered).toBe(2)
    await expect(f.email).toHaveValue(email)
    await expect(f.message).toHaveValue(data.message)
    await expect(f.email).not.toHaveAttribute('aria-invalid')
    // Nothing to mend in a field: focus stays on the button, to press again.
    await expect(f.submit).toBeFocused()
    await submit(page, form)
    const [sent, ...more] = await deliveredTo(request, email)
    expect(more).toHaveLength(0)
    expect(sent.fields.email).toBe(email)
  })
})

test.describe('required fields', () => {
  test('an empty submit is blocked by the browser', async ({ page }) => {
    await page.goto('/contact')
    const form = await quoteForm(page)
    const f = field(form)
    await submitRefused(form, f.submit)
    expect(page.url()).toBe(`${new URL(page.url()).origin}/contact`)
    expect(await form.evaluate((el: HTMLFormElement) => el.checkValidity())).toBe(false)
    for (const input of [f.name, f.email, f.phone, f.service, f.message]) {
      await expect(input).toHaveAttribute('required', '')
      expect(await input.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
    }
    await expect(f.attachment).not.toHaveAttribute('required')
    await expect(f.email).toHaveAttribute('type', 'email')
    await expect(f.phone).toHaveAttribute('type', 'tel')
    await expect(f.name).toHaveAttribute('autocomplete', 'name')
    await expect(f.email).toHaveAttribute('autocomplete', 'email')
    await expect(f.phone).toHaveAttribute('autocomplete', 'tel')
  })

  // One visit: each required field in turn left wrong in an otherwise complete form, then put right.
  test('a missing message, service or email blocks the post', async ({ page }) => {
    const posts = recordLeadPosts(page)
    await page.goto('/')
    const form = await quoteForm(page)
    const f = field(form)
    const data = lead(uniqueEmail('missing'), patches)
    await fillLead(form, data)
    // Each field, what leaves it wrong, and what the lead had in it.
    for (const [missing, wrong, right] of [
      ['message', '', data.message],
      ['service', '', data.subject],
      ['email', 'not-an-address', data.email],
    ] as const) {
      await test.step(`a missing ${missing}`, async () => {
        const target = f[missing]
        const set = (value: string) => (missing === 'service' ? target.selectOption(value) : target.fill(value))
        await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0)
        await set(wrong)
        await submitRefused(form, f.submit)
        expect(new URL(page.url()).origin).toBe(urls.site)
        expect(await target.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false)
        expect(posts).toEqual([])
        await set(right)
      })
    }
  })
})

test.describe('stored service', () => {
  /** A service stored by an earlier visit, and what the select of the page then shows ('' for Select a service). */
  const cases = [
    { path: '/contact', stored: patches, shown: patches },
    { path: '/', stored: vector, shown: vector },
    { path: '/services/embroidery-digitizing', stored: embroidery, shown: embroidery },
    { path: '/services/vector-conversion', stored: patches, shown: '' },
    { path: '/services/embroidery-digitizing', stored: patches, shown: '' },
    { path: '/contact', stored: 'Knitting', shown: '' },
    { path: '/', stored: patches.toLowerCase(), shown: '' },
  ]

  // One visitor, who comes back to one page after another with a service stored each time.
  test('a stored service the page offers is shown; one it does not offer, or a word that is no service, shows Select a service', async ({
    page,
    consoleErrors,
  }) => {
    // The first page's value, stored before its scripts run; each later one is stored from the page before.
    await page.addInitScript((value) => {
      if (sessionStorage.getItem('first-stored')) return
      localStorage.setItem('services', value)
      sessionStorage.setItem('first-stored', '1')
    }, cases[0].stored)
    for (const [i, { path, stored, shown }] of cases.entries()) {
      await test.step(`${path} with "${stored}" stored shows ${shown ? `"${shown}"` : "'Select a service'"}`, async () => {
        if (i > 0) await page.evaluate((value) => localStorage.setItem('services', value), stored)
        await page.goto(path)
        const select = field(await quoteForm(page)).service
        // The form's script starts as the form comes near the window, as the visitor scrolls to it.
        await select.scrollIntoViewIfNeeded()
        await expect(select).toHaveValue(shown)
        await expect(select.locator('option:checked')).toHaveText(shown || selectService)
      })
    }
    expectNoConsoleErrors(consoleErrors)
  })

  test('without a stored value the select shows Select a service; a choice is remembered for the next form', async ({
    page,
  }) => {
    await page.goto('/contact')
    const select = field(await quoteForm(page)).service
    await expect(select.locator('option:checked')).toHaveText(selectService)
    await select.selectOption(vector)
    // Remembered by the form's script, which starts as the visitor uses the form.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('services'))).toBe(vector)
    await page.goto('/services/vector-conversion')
    await expect(field(await quoteForm(page)).service).toHaveValue(vector)
  })
})

test.describe('newsletter', () => {
  for (const path of ['/', '/contact']) {
    test(`the footer form on ${path} answers in place, and the portal's subscribe action gets the e-mail`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      await page.goto(path)
      const input = page.locator('footer').getByRole('textbox', { name: ui.newsletter.label })
      await expect(input).toHaveAttribute('type', 'email')
      await expect(input).toHaveAttribute('placeholder', ui.newsletter.placeholder)
      await expect(input).toHaveAttribute('required', '')
      const form = page.locator('footer form')
      await expect(form).toHaveAttribute('action', leadActions.newsletter)
      const email = uniqueEmail('news')
      await input.fill(email)
      await likeAPerson(page)
      await page.locator('footer').getByRole('button', { name: ui.newsletter.button }).click()
      await expect(page.locator('footer').getByRole('status')).toHaveText(ui.newsletter.sent)
      // The thanks takes the form's place: no field or button is left to send it again.
      await expect(input).toBeHidden()
      await expect(page.locator('footer').getByRole('button', { name: ui.newsletter.button })).toBeHidden()
      expect(new URL(page.url()).pathname).toBe(path)
      const [sent, ...more] = await deliveredTo(request, email)
      expect(more).toHaveLength(0)
      expect(sent.method).toBe('POST')
      expect(sent.path).toBe(site.portal.subscribeActionPath)
      expect(sent.contentType).toMatch(/^application\/x-www-form-urlencoded/)
      expect(sent.fields).toEqual({ email })
      expect(sent.files).toEqual([])
      expectNoConsoleErrors(consoleErrors)
    })
  }

  test('an empty or malformed address is blocked by the browser', async ({ page }) => {
    const posts = recordLeadPosts(page)
    await page.goto('/')
    const input = page.locator('footer').getByRole('textbox', { name: ui.newsletter.label })
    const button = page.locator('footer').getByRole('button', { name: ui.newsletter.button })
    await button.click()
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
    await input.fill('dana-at-example')
    await submitRefused(page.locator('footer form.newsletter'), button)
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true)
    expect(new URL(page.url()).origin).toBe(urls.site)
    expect(posts).toEqual([])
  })

  test('a sign-up the site could not store says so under the field, which keeps the address and is not marked wrong', async ({
    page,
  }) => {
    // To the first send and to the one more it asks for.
    await page.route(`**${leadActions.newsletter}`, (route) => route.fulfill(notStoredAnswer))
    await page.goto('/')
    const input = page.locator('footer').getByRole('textbox', { name: ui.newsletter.label })
    const email = uniqueEmail('news-not-stored')
    await input.fill(email)
    await likeAPerson(page)
    await page.locator('footer').getByRole('button', { name: ui.newsletter.button }).click()
    await expect(page.locator('footer').getByRole('status')).toHaveText(ui.intake.notStored)
    await expect(input).toHaveValue(email)
    await expect(input).not.toHaveAttribute('aria-invalid')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, customPatches, service } of quotePages) {
    test(`the prerendered form on ${path} posts every field and the file, and leads to the confirmation`, async ({
      page,
      request,
    }) => {
      await page.goto(path)
      const form = await quoteForm(page)
      await expect(form).toHaveAttribute('method', 'post')
      await expect(form).toHaveAttribute('enctype', 'multipart/form-data')
      const f = field(form)
      await expect(f.service.locator('option')).toHaveText(optionsFor(customPatches))
      await expect(f.service.locator('option:checked')).toHaveText(selectService)
      const email = uniqueEmail('nojs')
      const data = lead(email, service)
      await fillLead(form, data)
      const scan = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4317, 1)])
      await f.attachment.setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: scan })
      await submit(page, form)
      const [sent] = await deliveredTo(request, email)
      expect(sent.contentType).toMatch(/^multipart\/form-data/)
      expect(sent.fields).toEqual({ ...data, message: deliveredMessage(data.message, path) })
      expect(sent.files).toEqual([
        { field: 'attachment', name: 'scan.jpg', size: scan.length, type: 'image/jpeg', sha256: sha256(scan) },
      ])
    })
  }

  test('the newsletter posts without JavaScript', async ({ page, request }) => {
    await page.goto('/faq')
    const email = uniqueEmail('nojs-news')
    await page.locator('footer').getByPlaceholder(ui.newsletter.placeholder).fill(email)
    await likeAPerson(page)
    await Promise.all([
      page.waitForURL(`**${subscribed.path}`),
      page.locator('footer').getByRole('button', { name: ui.newsletter.button }).click(),
    ])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subscribed.heading)
    expect((await deliveredTo(request, email))[0].fields).toEqual({ email })
  })

  test('a post the intake refuses comes back as its page: the problem above the form, in its place, and what was typed kept', async ({
    page,
  }) => {
    await page.goto('/contact')
    const form = await quoteForm(page)
    const f = field(form)
    const email = uniqueEmail('nojs-refused')
    const data = lead(email, embroidery)
    await fillLead(form, data)
    // A picture by its name only: the intake reads its bytes (the page's script, which would too, is off).
    await f.attachment.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.alloc(600, 7) })
    await likeAPerson(page)
    await Promise.all([page.waitForURL(`**${leadActions.quote}`), f.submit.click()])
    const problems = page.getByRole('alert').filter({ hasText: ui.intake.problems })
    await expect(problems).toContainText(typeError)
    await expect(f.email).toHaveValue(email)
    await expect(f.message).toHaveValue(data.message)
    // Where the page's layout puts the form, the problem stands right above it, as wide.
    const [box, formBox] = [(await problems.boundingBox())!, (await form.boundingBox())!]
    expect(Math.abs(box.x - formBox.x)).toBeLessThan(2)
    expect(Math.abs(box.width - formBox.width)).toBeLessThan(2)
    expect(box.y + box.height).toBeLessThanOrEqual(formBox.y)
    expect(formBox.y - (box.y + box.height)).toBeLessThan(60)
  })

  test('the contact page holds its form inside #contact', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.locator(`#contact form[action="${leadActions.quote}"]`)).toHaveCount(1)
  })
})

test('only the five pages carry a quote form', async ({ request }) => {
  const withForm = quotePages.map((p) => p.path as string)
  for (const path of [
    '/',
    '/about',
    '/services',
    '/services/embroidery-digitizing',
    '/services/vector-conversion',
    '/custom-patches',
    '/contact',
    '/portfolio',
    '/pricing',
    '/faq',
  ]) {
    const html = await (await request.get(path)).text()
    const count = html.split(`action="${leadActions.quote}"`).length - 1
    expect(count, `quote forms on ${path}`).toBe(withForm.includes(path) ? 1 : 0)
  }
})
