/**
 * The intake: `POST /api/leads/quote` and `POST /api/leads/newsletter`, where every quote form and the
 * newsletter post. A post is checked by the rules the page checks (lib/leads/leadRules.ts,
 * lib/checkAttachment.ts), and a good one is stored before the visitor is answered: its attachment in
 * R2, its record in D1. Delivery to the portal happens after, from the record (deliver.ts), so what the
 * portal is doing never reaches the visitor.
 */
import { checkAttachment, maxAttachmentBytes } from '../../lib/checkAttachment'
import { checkAttachmentBytes } from '../../lib/checkAttachmentBytes'
import { newsletterProblems, quoteFields, quoteProblems } from '../../lib/leads/leadRules'
import { guardFields } from '../../lib/leads/leadActions'
import { problemWords, type LeadProblem } from '../../lib/leads/problemWords'
import { accepted, notStored, pageOf, refused } from './answer'
import type { Env } from './env'
import { issueFormKey, readFormKey, withFormKeys } from './formKey'
import { isRefusal, readPost } from './readPost'
import { ensureSchema } from './schema'
import { BURST_WINDOW_MS, spamReasons } from './spam'
import { MIN_FILL_MS, SETTLE_MS, settingMs } from './settings'
import { checkChallenge } from './turnstile'
import { serviceLabels, words } from './words'

export type LeadKind = 'quote' | 'newsletter'
export const leadKinds: readonly LeadKind[] = ['quote', 'newsletter']

const { alerts } = words.quoteForm
const wordsOf = (field: string, problem: LeadProblem) =>
  problemWords(field, problem, words.quoteForm, words.intake.unreadable)

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('')
const sha256 = async (data: string | Uint8Array) =>
  hex(await crypto.subtle.digest('SHA-256', typeof data === 'string' ? new TextEncoder().encode(data) : data))

/** The `utm_` values of the visit: from the page's script, else from the address of the page the form was on. */
function campaignOf(request: Request, posted: string | undefined): Record<string, string> {
  const search = posted ?? pageOf(request)?.search ?? ''
  const values = [...new URLSearchParams(search)].filter(([name]) => /^utm_[a-z]{1,20}$/.test(name))
  return Object.fromEntries(values.slice(0, 8).map(([name, value]) => [name, value.slice(0, 200)]))
}

/**
 * The phases of a post's handling, named in the answer's `Server-Timing` header (read, check, hash,
 * spam, attachment, record, queue), so a slow confirmation shows where its time went in the browser's
 * developer tools and in the leads bench. Each lasts from the end of the one before, so together they
 * are the whole; the attachment is written while the spam's questions are asked, so the later of the
 * two shows only what it added.
 */
function phases() {
  const done: string[] = []
  let last = Date.now()
  return {
    end(name: string) {
      const now = Date.now()
      done.push(`${name};dur=${now - last}`)
      last = now
    },
    on(response: Response) {
      const timed = new Response(response.body, response)
      timed.headers.set('Server-Timing', done.join(', '))
      return timed
    },
  }
}

/** Handles a post to the intake; `kind` comes from its address. */
export async function handleLead(request: Request, env: Env, kind: LeadKind): Promise<Response> {
  const timing = phases()
  return timing.on(await intake(request, env, kind, timing))
}

async function intake(
  request: Request,
  env: Env,
  kind: LeadKind,
  timing: ReturnType<typeof phases>,
): Promise<Response> {
  const secret = env.FORM_KEY_SECRET
  const freshKey = async (response: Response) =>
    secret ? withFormKeys(response, await issueFormKey(secret)) : response
  const refuse = async (status: number, problems: Record<string, string>, values: Record<string, string> = {}) =>
    freshKey(await refused(request, env.ASSETS, kind, status, problems, words.intake.problems, values))

  // 1. Read the post; refuse what no form of this site sends.
  const read = await readPost(request, kind === 'quote' ? 'attachment' : undefined)
  timing.end('read')
  if (isRefusal(read))
    return refuse(read.status, {
      [read.field]: wordsOf(read.field, read.problem === 'tooLarge' ? 'size' : read.problem),
    })
  const { fields, file } = read
  const sent = kind === 'quote' ? quoteFields : (['email'] as const)
  const values = Object.fromEntries(sent.flatMap((name) => (fields[name] === undefined ? [] : [[name, fields[name]]])))

  // 2. Check every field by the page's rules, the attachment by its name, type, size and bytes.
  const problems: Record<string, string> = {}
  const found = kind === 'quote' ? quoteProblems(values, serviceLabels) : newsletterProblems(values)
  for (const [field, problem] of Object.entries(found)) problems[field] = wordsOf(field, problem)
  let bytes: Uint8Array | undefined
  if (file) {
    const problem =
      file.size > maxAttachmentBytes
        ? 'size'
        : (checkAttachment(file) ?? checkAttachmentBytes(file.name, (bytes = new Uint8Array(await file.arrayBuffer()))))
    if (problem) problems.attachment = wordsOf('attachment', problem)
  }
  timing.end('check')
  if (Object.keys(problems).length) return refuse(problems.attachment === alerts.size ? 413 : 422, problems, values)

  // 3 to 5. Stored. Should the database or the bucket fail, nothing of the post is kept, and the visitor is
  //    asked to send it again: the page's script does once by itself; without it, the form comes back
  //    filled in, with the key of the page it was on (its time counts from there, spam.ts).
  try {
    return await store(request, env, kind, timing, { fields, values, file, bytes })
  } catch (error) {
    console.error(error)
    const kept = secret && (await readFormKey(secret, fields[guardFields.formKey]))
    const withKey = kept ? { ...values, [guardFields.formKey]: fields[guardFields.formKey] } : values
    return freshKey(await notStored(request, env.ASSETS, kind, words.intake.notStored, withKey))
  }
}

/** What the intake stores of a post that passed its checks. */
interface Checked {
  fields: Record<string, string>
  values: Record<string, string>
  file: File | undefined
  bytes: Uint8Array | undefined
}

async function store(
  request: Request,
  env: Env,
  kind: LeadKind,
  timing: ReturnType<typeof phases>,
  { fields, values, file, bytes }: Checked,
): Promise<Response> {
  const secret = env.FORM_KEY_SECRET

  // 3. The attachment is written to R2 while the record's questions are asked: is it the same post again
  //    (a double click, a retry, a reload), and does it look like a robot's.
  await ensureSchema(env.DB)
  const now = Date.now()
  const settleMs = settingMs(env.LEAD_SETTLE_SECONDS, SETTLE_MS)
  const attachmentHash = bytes && (await sha256(bytes))
  const key = await sha256(JSON.stringify([kind, fields[guardFields.formKey] ?? '', values, attachmentHash ?? null]))
  timing.end('hash')
  const id = crypto.randomUUID()
  const attachmentKey = file && `attachments/${id}`
  const storing = attachmentKey
    ? env.ATTACHMENTS.put(attachmentKey, bytes!, {
        httpMetadata: { contentType: file!.type || 'application/octet-stream' },
        customMetadata: { name: file!.name, sha256: attachmentHash!, receivedAt: String(now) },
      }).then(() => timing.end('attachment'))
    : undefined
  // A post that is not stored as a new lead keeps nothing in the bucket: its copy goes once written,
  // also when a step fails (the error is then answered, index.ts).
  const discard = async () => {
    if (!attachmentKey) return
    await Promise.allSettled([storing])
    await env.ATTACHMENTS.delete(attachmentKey)
  }
  const orDiscard = <T>(step: Promise<T>) =>
    step.catch(async (error: unknown) => {
      await discard().catch((also: unknown) => console.error(also))
      throw error
    })
  const asking = async () => {
    const repeat = await env.DB.prepare('SELECT id FROM leads WHERE idempotency_key = ?')
      .bind(key)
      .first<{ id: string }>()
    if (repeat) return { repeat }
    // Robots' posts are kept apart, not refused.
    const formKey = secret ? await readFormKey(secret, fields[guardFields.formKey]) : undefined
    const address = request.headers.get('CF-Connecting-IP')
    const addressHash = address && (await sha256(`${secret ?? ''}:${address}`))
    const [fromAddress, sameKey] = await Promise.all([
      addressHash
        ? env.DB.prepare('SELECT count(*) AS n FROM leads WHERE address_hash = ? AND received_at > ?')
            .bind(addressHash, now - BURST_WINDOW_MS)
            .first<number>('n')
        : 0,
      formKey
        ? env.DB.prepare('SELECT count(*) AS n FROM leads WHERE form_nonce = ?').bind(formKey.nonce).first<number>('n')
        : 0,
    ])
    const origin = request.headers.get('Origin')
    const reasons = spamReasons(
      {
        trap: fields[guardFields.trap],
        formKey,
        now,
        fromAddress: fromAddress ?? 0,
        sameKey: sameKey ?? 0,
        challenge: await checkChallenge(env, fields, address),
        otherSite: origin !== null && origin !== new URL(request.url).origin,
      },
      settingMs(env.LEAD_MIN_FILL_SECONDS, MIN_FILL_MS),
    )
    timing.end('spam')
    return { reasons, formKey, addressHash }
  }
  const [asked] = await orDiscard(Promise.all([asking(), storing]))
  if (asked.repeat) {
    await discard()
    return accepted(request, kind, asked.repeat.id)
  }
  const { reasons, formKey, addressHash } = asked

  // 4. The record, after its attachment. Only then is the visitor answered. A record that cannot be
  //    written takes its attachment with it, and the visitor is asked to try again: nothing is kept of
  //    a lead the shop cannot see. (A runtime stopped between the two writes leaves a copy no record
  //    names; the daily clean-up deletes it, schedule.ts.)
  const status = reasons.length ? 'quarantined' : 'held'
  const campaign = campaignOf(request, fields[guardFields.campaign])
  const stored = await orDiscard(
    env.DB.prepare(
      `INSERT INTO leads (id, idempotency_key, kind, status, fields, page, campaign, attachment_key, attachment_name,
       attachment_type, attachment_size, attachment_sha256, spam_reasons, address_hash, form_nonce, received_at,
       window_start, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    )
      .bind(
        id,
        key,
        kind,
        status,
        JSON.stringify(values),
        pageOf(request)?.pathname ?? null,
        Object.keys(campaign).length ? JSON.stringify(campaign) : null,
        attachmentKey ?? null,
        file?.name ?? null,
        file ? file.type || 'application/octet-stream' : null,
        file?.size ?? null,
        attachmentHash ?? null,
        reasons.length ? JSON.stringify(reasons) : null,
        addressHash ?? null,
        formKey?.nonce ?? null,
        now,
        now,
        now + settleMs,
      )
      .first<{ id: string }>(),
  )
  timing.end('record')
  if (!stored) {
    // The same post, stored by a request that ran beside this one.
    await discard()
    const first = await env.DB.prepare('SELECT id FROM leads WHERE idempotency_key = ?')
      .bind(key)
      .first<{ id: string }>()
    return accepted(request, kind, first!.id)
  }

  // 5. Delivery's fast path; should the queue not take it, the schedule finds the record (schedule.ts).
  if (status === 'held')
    await env.LEADS.send({ id }, { delaySeconds: settleMs / 1000 }).catch((error: unknown) => console.error(error))
  timing.end('queue')
  return accepted(request, kind, id)
}
