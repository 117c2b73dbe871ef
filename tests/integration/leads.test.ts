/**
 * The lead intake on the host's own runtime, with its real engines (worker/leads/): a bad post gets a
 * 4xx naming its field and nothing is stored; robots' posts are kept apart; a lead the portal never
 * takes goes to the dead letters and the shop is told; a lead whose record cannot be written is refused
 * and loses nothing; what the privacy policy promises to delete is deleted. Its delivery, whatever the
 * portal does, is lead-delivery.test.ts (the two files run side by side, each with a runtime of its
 * own). The portal's stand-in records what reached it (tools/portal-stand-in.ts); the database is read
 * as `npm run leads` reads it. The same scenarios at full size are `npm run bench:leads`
 * (PERFORMANCE.md, "Leads").
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { leadCommands } from '../../tools/leads'
import {
  formKeyOf,
  freshAddress,
  pdfOfSize,
  postLead,
  quoteOf,
  tinyPng,
  type LeadPost,
} from '../../tools/leads/postLead'
import { sha256 } from '../../tools/portal-stand-in'
import { ports } from '../../tools/ports'
import { leadTestSite, sleep } from '../support/leadTestSite'
import { ui } from '../support/siteContent'

const { lead, personKeys, personKey, portalUntil, bucketKeys } = leadTestSite(ports.site + 40, { formKeys: 12 })
const errors = ui.quoteForm.errors
const alerts = ui.quoteForm.alerts

describe('a post no form of the site sends', () => {
  const png = tinyPng()
  const withTail = (head: Uint8Array, tail: string) => Uint8Array.from([...head, ...new TextEncoder().encode(tail)])
  const boundary = '----hostile'
  const multipart = (parts: string) => ({
    body: parts.replace(/\n/g, '\r\n'),
    type: `multipart/form-data; boundary=${boundary}`,
  })
  const part = (name: string, value: string) =>
    `--${boundary}\nContent-Disposition: form-data; name="${name}"\n\n${value}\n`
  const quoteParts = (email: string) =>
    Object.entries(quoteOf(email))
      .map(([name, value]) => part(name, value))
      .join('')
  const utf8Invalid = (email: string) => {
    const head = new TextEncoder().encode(
      `${quoteParts(email)}--${boundary}\nContent-Disposition: form-data; name="name"\n\n`,
    )
    return Uint8Array.from([...head, 0xc3, 0x28, 0xff, 0xfe, ...new TextEncoder().encode(`\n--${boundary}--\n`)])
  }

  /** Each hostile post: what it sends, its status, the field its answer names and the words it says. */
  const hostile: [string, (email: string) => LeadPost, number, string, string][] = [
    [
      'an attachment one byte over 10 MB',
      (e) => ({
        kind: 'quote',
        fields: quoteOf(e),
        file: { name: 'big.pdf', type: 'application/pdf', bytes: pdfOfSize(10_485_761) },
      }),
      413,
      'attachment',
      alerts.size,
    ],
    [
      'a body of 12 MB',
      (e) => ({
        kind: 'quote',
        fields: quoteOf(e),
        file: { name: 'huge.pdf', type: 'application/pdf', bytes: pdfOfSize(12_000_000) },
      }),
      413,
      'attachment',
      alerts.size,
    ],
    [
      'a PDF behind a .png name',
      (e) => ({
        kind: 'quote',
        fields: quoteOf(e),
        file: { name: 'logo.png', type: 'image/png', bytes: pdfOfSize(2000) },
      }),
      422,
      'attachment',
      alerts.type,
    ],
    [
      'a PNG behind a .pdf name',
      (e) => ({ kind: 'quote', fields: quoteOf(e), file: { name: 'brief.pdf', type: 'application/pdf', bytes: png } }),
      422,
      'attachment',
      alerts.type,
    ],
    [
      'a GIF behind a .jpg name',
      (e) => ({
        kind: 'quote',
        fields: quoteOf(e),
        file: { name: 'photo.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('GIF89a....') },
      }),
      422,
      'attachment',
      alerts.type,
    ],
    [
      'a program named .exe',
      (e) => ({
        kind: 'quote',
        fields: quoteOf(e),
        file: { name: 'setup.exe', type: 'application/octet-stream', bytes: new TextEncoder().encode('MZ....') },
      }),
      422,
      'attachment',
      alerts.type,
    ],
    [
      'a PNG with a web page after its end',
      (e) => ({
        kind: 'quote',
        fields: quoteOf(e),
        file: { name: 'logo.png', type: 'image/png', bytes: withTail(png, '<html><script>alert(1)</script>') },
      }),
      422,
      'attachment',
      alerts.type,
    ],
    [
      'a web page that is also a PDF',
      (e) => ({
        kind: 'quote',
        fields: quoteOf(e),
        file: {
          name: 'brief.pdf',
          type: 'application/pdf',
          bytes: new TextEncoder().encode('<!doctype html><script>alert(1)</script>\n%PDF-1.4\n%%EOF'),
        },
      }),
      422,
      'attachment',
      alerts.type,
    ],
    [
      'a JPEG with a script inside',
      (e) => ({
        kind: 'quote',
        fields: quoteOf(e),
        file: {
          name: 'photo.jpeg',
          type: 'image/jpeg',
          bytes: withTail(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), '<script>alert(1)</script>'),
        },
      }),
      422,
      'attachment',
      alerts.type,
    ],
    [
      'a PNG sent as text/html',
      (e) => ({ kind: 'quote', fields: quoteOf(e), file: { name: 'logo.png', type: 'text/html', bytes: png } }),
      422,
      'attachment',
      alerts.type,
    ],
    ['no name', (e) => ({ kind: 'quote', fields: quoteOf(e, { name: '' }) }), 422, 'name', errors.name],
    ['no e-mail', () => ({ kind: 'quote', fields: { ...quoteOf('x'), email: '' } }), 422, 'email', errors.emailMissing],
    [
      'an e-mail without a domain',
      () => ({ kind: 'quote', fields: quoteOf('dana-at-example') }),
      422,
      'email',
      errors.emailInvalid,
    ],
    [
      'an e-mail with CR LF and a Bcc line',
      (e) => ({ kind: 'quote', fields: quoteOf(`${e}\r\nBcc: all@example.org`) }),
      422,
      'email',
      errors.emailInvalid,
    ],
    [
      'a subject with CR LF',
      (e) => ({ kind: 'quote', fields: quoteOf(e, { subject: 'Embroidery Digitizing\r\nX-Spam: yes' }) }),
      422,
      'subject',
      errors.subject,
    ],
    [
      'a subject that is no service',
      (e) => ({ kind: 'quote', fields: quoteOf(e, { subject: 'Knitting' }) }),
      422,
      'subject',
      errors.subject,
    ],
    [
      'a phone of letters',
      (e) => ({ kind: 'quote', fields: quoteOf(e, { phone: 'call me maybe' }) }),
      422,
      'phone',
      errors.phone,
    ],
    ['no message', (e) => ({ kind: 'quote', fields: quoteOf(e, { message: ' ' }) }), 422, 'message', errors.message],
    [
      'a name of 200 KB',
      (e) => ({ kind: 'quote', fields: quoteOf(e, { name: 'A'.repeat(200_000) }) }),
      422,
      'name',
      '',
    ],
    [
      'a message of 200 KB',
      (e) => ({ kind: 'quote', fields: quoteOf(e, { message: 'Logo. '.repeat(34_000) }) }),
      422,
      'message',
      '',
    ],
    [
      'a thousand parts',
      (e) => ({
        kind: 'quote',
        fields: quoteOf(e),
        raw: multipart(
          quoteParts(e) + Array.from({ length: 1000 }, (_, i) => part(`extra${i}`, 'x')).join('') + `--${boundary}--\n`,
        ),
      }),
      400,
      'form',
      ui.intake.unreadable,
    ],
    [
      'bytes that are not UTF-8',
      (e) => ({
        kind: 'quote',
        fields: {},
        raw: { body: utf8Invalid(e), type: `multipart/form-data; boundary=${boundary}` },
      }),
      400,
      'name',
      '',
    ],
    [
      'a multipart body cut off',
      (e) => ({ kind: 'quote', fields: {}, raw: multipart(quoteParts(e).slice(0, -40)) }),
      400,
      'form',
      ui.intake.unreadable,
    ],
    [
      'a plain-text body',
      (e) => ({ kind: 'quote', fields: {}, raw: { body: `name=Dana&email=${e}`, type: 'text/plain' } }),
      415,
      'form',
      ui.intake.unreadable,
    ],
    [
      'a JSON body',
      (e) => ({ kind: 'quote', fields: {}, raw: { body: JSON.stringify(quoteOf(e)), type: 'application/json' } }),
      415,
      'form',
      ui.intake.unreadable,
    ],
    [
      'the e-mail sent twice',
      (e) => ({
        kind: 'quote',
        fields: {},
        raw: multipart(`${quoteParts(e)}${part('email', 'other@example.org')}--${boundary}--\n`),
      }),
      400,
      'email',
      '',
    ],
    [
      'a file in the name field',
      (e) => ({
        kind: 'quote',
        fields: {},
        raw: multipart(`${quoteParts(e).replace('name="name"', 'name="name"; filename="a.txt"')}--${boundary}--\n`),
      }),
      400,
      'name',
      '',
    ],
    [
      'a sign-up without an e-mail',
      () => ({ kind: 'newsletter', fields: { email: '' } }),
      422,
      'email',
      errors.emailMissing,
    ],
    [
      'a sign-up with CR LF in the e-mail',
      (e) => ({ kind: 'newsletter', fields: { email: `${e}\nBcc: all@example.org` } }),
      422,
      'email',
      errors.emailInvalid,
    ],
    [
      'a sign-up with an e-mail of 200 KB',
      () => ({ kind: 'newsletter', fields: { email: `${'a'.repeat(200_000)}@example.org` } }),
      422,
      'email',
      '',
    ],
  ]

  it(`gets a 4xx naming its field, in the form's words, for each of ${hostile.length} posts; nothing is stored or delivered`, async () => {
    const key = await formKeyOf(lead().url)
    const before = new Set(await bucketKeys())
    for (const [i, [what, make, status, field, words]] of hostile.entries()) {
      const email = `hostile-${i}@example.org`
      const post = make(email)
      const answer = await postLead(lead().url, { ...post, fields: { ...post.fields, form_key: key } })
      expect.soft(answer.status, what).toBe(status)
      expect.soft(Object.keys(answer.json?.errors ?? {}), what).toEqual([field])
      if (words) expect.soft(answer.json?.errors?.[field], what).toBe(words)
      else expect.soft(answer.json?.errors?.[field], what).toBeTruthy()
    }
    const stored = await lead().sql<{ n: number }>("SELECT count(*) AS n FROM leads WHERE fields LIKE '%hostile-%'")
    expect(stored[0]?.n ?? 0).toBe(0)
    expect((await bucketKeys()).filter((k) => !before.has(k))).toEqual([])
    expect((await lead().record()).submissions.filter((s) => /hostile-/.test(s.fields.email ?? ''))).toEqual([])
  })

  it('without JavaScript, gets back the page of the form, its values kept and the problem said above it', async () => {
    const answer = await fetch(`${lead().url}/api/leads/quote`, {
      method: 'POST',
      headers: { Referer: `${lead().url}/contact`, 'CF-Connecting-IP': freshAddress() },
      body: new URLSearchParams({ ...quoteOf('dana-at-example'), name: 'Dana "Quote" <Whitfield>' }),
    })
    expect(answer.status).toBe(422)
    const html = await answer.text()
    expect(html).toContain(`<li>${errors.emailInvalid}</li>`)
    expect(html).toMatch(/name="email" value="dana-at-example" aria-invalid="true" autofocus/)
    expect(html).toContain('value="Dana &quot;Quote&quot; <Whitfield>"')
    expect(html).toMatch(/<option value="Embroidery Digitizing" selected/)
    expect(html).toMatch(/name="form_key" value="v1\./)
  })
})

describe("robots' posts", () => {
  it('are kept apart, not delivered: a filled trap, a post within 3 s of its page, no form key, a forged one, another site, a burst, a key used again', async () => {
    // Keys of pages served over 3 s ago: one for the single posts, one a post for the burst, one for a key used again.
    const [old, reused, ...burstKeys] = await personKeys(9)
    const sent: Record<string, string> = {}
    const post = async (name: string, fields: Record<string, string>, more: Partial<LeadPost> = {}) => {
      const email = `bot-${name}-${Date.now()}@example.org`
      sent[email] = name
      const answer = await postLead(lead().url, { kind: 'quote', fields: quoteOf(email, fields), ...more })
      // A robot is answered as a person would be: it learns nothing.
      expect(answer.status, name).toBe(200)
      expect(answer.json?.ok, name).toBe(true)
    }
    await post('trap', { form_key: old, website: 'https://spam.example' })
    await post('fast', { form_key: await formKeyOf(lead().url) })
    await post('nokey', {})
    await post('forged', { form_key: `${old.slice(0, -4)}AAAA` })
    await post('other-site', { form_key: old }, { headers: { Origin: 'https://elsewhere.example' } })
    const burst = freshAddress()
    for (const [i, key] of burstKeys.entries()) await post(`burst${i}`, { form_key: key }, { address: burst })
    for (let i = 0; i < 4; i++) await post(`reused${i}`, { form_key: reused, message: `again ${i}` })
    // The three posts of one page view are a person's, and go through: once they have, every robot's
    // post, sent before them, would have too, had it been held.
    const persons = Object.keys(sent).filter((email) => /^reused[012]$/.test(sent[email]))
    await portalUntil((emails) => persons.every((email) => emails.includes(email)))
    await sleep(1_000)
    const rows = await lead().sql<{ email: string; status: string; spam_reasons: string | null }>(
      "SELECT json_extract(fields, '$.email') AS email, status, spam_reasons FROM leads WHERE json_extract(fields, '$.email') LIKE 'bot-%'",
    )
    const status = Object.fromEntries(rows.map((r) => [sent[r.email], r]))
    expect(Object.keys(status).sort()).toEqual(Object.values(sent).sort())
    for (const name of ['trap', 'fast', 'nokey', 'forged', 'other-site', 'burst0', 'burst1', 'burst6', 'reused3'])
      expect.soft(status[name]?.status, name).toBe('quarantined')
    expect(JSON.parse(status.trap.spam_reasons!)).toContain('trap-filled')
    expect(JSON.parse(status.fast.spam_reasons!)).toContain('too-fast')
    expect(JSON.parse(status.nokey.spam_reasons!)).toContain('no-form-key')
    expect(JSON.parse(status['other-site'].spam_reasons!)).toContain('other-site')
    expect(JSON.parse(status.burst0.spam_reasons!)).toContain('burst')
    expect(JSON.parse(status.reused3.spam_reasons!)).toContain('key-reused')
    const delivered = (await lead().record()).submissions.map((s) => s.fields.email)
    for (const [email, name] of Object.entries(sent))
      if (!/^reused[012]$/.test(name)) expect.soft(delivered, name).not.toContain(email)

    // A false positive is released by the operator, and then delivered.
    const trapped = rows.find((r) => sent[r.email] === 'trap')!.email
    const [{ id }] = await lead().sql<{ id: string }>(
      `SELECT id FROM leads WHERE json_extract(fields, '$.email') = '${trapped}'`,
    )
    expect(await lead().sql(leadCommands.release(id))).toEqual([{ id, status: 'held' }])
    await portalUntil((emails) => emails.includes(trapped))
  })
})

describe('the dead letters and the clean-up', () => {
  it('a lead the portal has not taken in three days is dead, the shop is told by e-mail, and it can be sent again', async () => {
    lead().setPortal('down')
    const email = `dead-${Date.now()}@example.org`
    await postLead(lead().url, { kind: 'quote', fields: { ...quoteOf(email), form_key: await personKey() } })
    const where = `json_extract(fields, '$.email') = '${email}'`
    // Three days, as the record counts them.
    await lead().sql(`UPDATE leads SET window_start = window_start - ${3 * 24 * 3600 * 1000} WHERE ${where}`)
    await expect
      .poll(async () => (await lead().sql<{ status: string }>(`SELECT status FROM leads WHERE ${where}`))[0]?.status, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe('dead')
    // The mail to the shop, as the local runtime writes it: a file whose path it prints. Within a minute:
    // the runtime and this test's reads share the database file, and a read of ours at the moment the
    // dead letter is handled makes its write fail (SQLITE_BUSY), which the queue tries again 30 s later.
    await expect
      .poll(() => /send_email binding called[^\n]*\n\s*(\S+\.eml)/.test(lead().site().output()), { timeout: 60_000 })
      .toBe(true)
    const files = [
      ...lead()
        .site()
        .output()
        .matchAll(/send_email binding called[^\n]*\n\s*(\S+\.eml)/g),
    ].map((m) => m[1])
    const mail = files.map((file) => fs.readFileSync(file, 'utf8')).find((text) => text.includes(email))
    expect(mail, 'a mail to the shop that names the lead').toBeTruthy()
    const [{ id }] = await lead().sql<{ id: string }>(`SELECT id FROM leads WHERE ${where}`)
    lead().setPortal('up')
    expect(await lead().sql(leadCommands.requeue(id))).toEqual([{ id, status: 'held' }])
    await portalUntil((emails) => emails.includes(email))
  }, 180_000)

  it('a lead whose record cannot be written is answered 503 and leaves no attachment; the form comes back filled in; sent again, it is stored', async () => {
    lead().setPortal('up')
    const email = `unwritten-${Date.now()}@example.org`
    const formKey = await personKey()
    const post: LeadPost = {
      kind: 'quote',
      fields: { ...quoteOf(email), form_key: formKey },
      file: { name: 'logo.png', type: 'image/png', bytes: tinyPng() },
    }
    const before = new Set(await bucketKeys())
    // A real failure of the database, planted: it refuses every new record.
    await lead().sql("CREATE TRIGGER planted_failure BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'planted'); END")
    try {
      // With JavaScript: asked to send it once more (the page's script does, as postLead does), then the words for the form.
      const answer = await postLead(lead().url, post)
      expect(answer.status).toBe(503)
      expect(answer.json).toEqual({ ok: false, errors: { form: ui.intake.notStored } })
      // Without: the page the form was on, with the words above the form and what was typed in it, under the same key.
      const page = await postLead(lead().url, { ...post, accept: 'html' })
      expect(page.status).toBe(503)
      // (A multipart post's line ends are CRLF.)
      const form = (/<form[^>]*action="\/api\/leads\/quote"[\s\S]*?<\/form>/.exec(page.body)?.[0] ?? '').replace(
        /\r\n/g,
        '\n',
      )
      expect(page.body).toContain(`<div class="form-problems" role="alert"><p>${ui.intake.notStored}</p></div>`)
      expect(form).toContain(`value="${email}"`)
      expect(form).toContain(`value="${post.fields.name}"`)
      expect(form).toContain(`>${post.fields.message}</textarea>`)
      expect(form).toContain(`name="form_key" value="${formKey}"`)
    } finally {
      await lead().sql('DROP TRIGGER planted_failure')
    }
    expect((await bucketKeys()).filter((key) => !before.has(key))).toEqual([])
    expect(await lead().sql(`SELECT id FROM leads WHERE json_extract(fields, '$.email') = '${email}'`)).toEqual([])
    // The visitor's form kept it; sent again, it is one lead, delivered with its file.
    expect((await postLead(lead().url, post)).json?.ok).toBe(true)
    const record = await portalUntil((emails) => emails.includes(email))
    const taken = record.submissions.filter((s) => s.fields.email === email)
    expect(taken.map((s) => s.files.map((f) => f.sha256))).toEqual([[sha256(tinyPng())]])
  })

  it('the daily clean-up deletes an attachment no record names once a day old, and keeps those a record names', async () => {
    const stamp = Date.now()
    const day = 24 * 3600 * 1000
    // A quarantined lead (no form key) keeps its attachment; made to look two days old, it stays.
    const email = `kept-${stamp}@example.org`
    await postLead(lead().url, {
      kind: 'quote',
      fields: quoteOf(email),
      file: { name: 'logo.png', type: 'image/png', bytes: tinyPng() },
    })
    const [kept] = await lead().sql<{ attachment_key: string }>(
      `SELECT attachment_key FROM leads WHERE json_extract(fields, '$.email') = '${email}'`,
    )
    const old = { customMetadata: { receivedAt: String(stamp - 2 * day) } }
    await lead().bucket.put(kept.attachment_key, tinyPng(), old)
    // What a runtime stopped between an intake's two writes leaves: a copy no record names.
    const orphan = `attachments/orphan-${stamp}`
    const recent = `attachments/recent-${stamp}`
    await lead().bucket.put(orphan, tinyPng(), old)
    await lead().bucket.put(recent, tinyPng(), { customMetadata: { receivedAt: String(stamp) } })
    await lead().daily()
    expect({
      orphan: await lead().hasAttachment(orphan),
      recent: await lead().hasAttachment(recent),
      named: await lead().hasAttachment(kept.attachment_key),
    }).toEqual({ orphan: false, recent: true, named: true })
  })

  it('a delivered record and a quarantined lead are deleted after 30 days; a delivered attachment at once', async () => {
    const rows = await lead().sql<{ id: string; status: string; attachment_key: string | null }>(
      "SELECT id, status, attachment_key FROM leads WHERE status IN ('delivered', 'quarantined')",
    )
    const delivered = rows.filter((r) => r.status === 'delivered')
    expect(delivered.length).toBeGreaterThan(0)
    expect(delivered.every((r) => r.attachment_key === null)).toBe(true)
    const [attached] = await lead().sql<{ id: string }>(
      "SELECT id FROM leads WHERE status = 'delivered' AND attachment_sha256 IS NOT NULL LIMIT 1",
    )
    expect(await lead().hasAttachment(`attachments/${attached.id}`)).toBe(false)
    await lead().sql(
      `UPDATE leads SET delivered_at = delivered_at - ${31 * 24 * 3600 * 1000}, received_at = received_at - ${31 * 24 * 3600 * 1000} WHERE status IN ('delivered', 'quarantined')`,
    )
    await lead().daily()
    const [{ n }] = await lead().sql<{ n: number }>(
      "SELECT count(*) AS n FROM leads WHERE status IN ('delivered', 'quarantined')",
    )
    expect(n).toBe(0)
  })
})
