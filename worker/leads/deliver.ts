/**
 * Delivery to the portal, exactly once per lead: a quote to its contact action, as multipart with the
 * spec's fields and the attachment byte for byte, a sign-up to its subscribe page, urlencoded, as the
 * browser posted them. The record drives it: a lead is claimed for a while before it is sent (so the
 * queue and the schedule never send it side by side), marked delivered once the portal answered, and
 * its attachment deleted then. What the portal did not take waits, then is tried again; after three
 * days it goes to the dead letters and the shop is told (notifyShop.ts).
 */
import { messageWithBrief } from '../../lib/quoteMessage'
import type { Env, LeadMessage } from './env'
import type { LeadRow } from './schema'
import { PORTAL_TIMEOUT_MS, settingMs } from './settings'
import { BURST_LIMIT, BURST_WINDOW_MS } from './spam'
import { portal, words } from './words'

/** A lead the portal has not taken after this long goes to the dead letters. */
export const DELIVERY_WINDOW_MS = 3 * 24 * 60 * 60_000

/** The wait before the next try: 30 s, doubled each time, at most an hour. */
export const backoff = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000)

const portalUrl = (env: Env, path: string) => `${(env.PORTAL_URL || portal.origin).replace(/\/$/, '')}${path}`

/** The message the portal receives: the visitor's, with the page and the campaign as lines, as the brief's are. */
function messageOf(lead: LeadRow, text: string): string {
  const campaign = lead.campaign ? (JSON.parse(lead.campaign) as Record<string, string>) : {}
  const lines: [string, string][] = [
    [words.intake.pageLine, lead.page ?? ''],
    [
      words.intake.campaignLine,
      Object.entries(campaign)
        .map(([name, value]) => `${name}=${value}`)
        .join(', '),
    ],
  ]
  // Line breaks as a browser sends them in a form (CR LF).
  return messageWithBrief(lines, text).replace(/\r?\n/g, '\r\n')
}

/** The request the browser used to send: the spec's fields and encoding. */
async function portalRequest(env: Env, lead: LeadRow): Promise<Request> {
  const fields = JSON.parse(lead.fields) as Record<string, string>
  const init = { method: 'POST', headers: { 'Idempotency-Key': lead.id } }
  if (lead.kind === 'newsletter')
    return new Request(portalUrl(env, portal.subscribeActionPath), { ...init, body: new URLSearchParams(fields) })
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    form.set(name, name === 'message' ? messageOf(lead, value) : value)
  if (lead.attachment_key) {
    const object = await env.ATTACHMENTS.get(lead.attachment_key)
    if (!object) throw new Error(`attachment ${lead.attachment_key} is missing`)
    form.set(
      'attachment',
      new File([await object.arrayBuffer()], lead.attachment_name!, { type: lead.attachment_type! }),
    )
  }
  return new Request(portalUrl(env, portal.contactActionPath), { ...init, body: form })
}

/** Whether a lead turned out to be part of a burst: more leads from its address around it than a person sends. */
async function inBurst(env: Env, lead: LeadRow): Promise<boolean> {
  if (!lead.address_hash || lead.released_at) return false
  const around = await env.DB.prepare(
    'SELECT count(*) AS n FROM leads WHERE address_hash = ? AND received_at BETWEEN ? AND ?',
  )
    .bind(lead.address_hash, lead.received_at - BURST_WINDOW_MS, lead.received_at + BURST_WINDOW_MS)
    .first<number>('n')
  return (around ?? 0) > BURST_LIMIT
}

/** Sends every held lead the portal refused before and that waits for its next try: the portal takes leads again. */
async function wakeWaiting(env: Env, now: number): Promise<void> {
  const { results } = await env.DB.prepare(
    "UPDATE leads SET next_attempt_at = ? WHERE status = 'held' AND next_attempt_at > ? AND attempts > 0 RETURNING id",
  )
    .bind(now, now)
    .all<LeadMessage>()
  await enqueue(env, results)
}

/** Sends leads to the delivery queue, a hundred at a time (the most one call takes). */
export async function enqueue(env: Env, leads: readonly LeadMessage[]): Promise<void> {
  for (let i = 0; i < leads.length; i += 100)
    await env.LEADS.sendBatch(leads.slice(i, i + 100).map(({ id }) => ({ body: { id } })))
}

/** Moves a held lead that was not taken in time to the dead letters; true when this call moved it. */
export async function expire(env: Env, id: string, now: number): Promise<boolean> {
  const moved = await env.DB.prepare(
    "UPDATE leads SET status = 'dead', dead_at = ?, claimed_until = NULL WHERE id = ? AND status = 'held' RETURNING id",
  )
    .bind(now, id)
    .first()
  if (moved) await env.DEAD_LETTERS.send({ id })
  return moved !== null
}

/**
 * Delivers one lead if it is held and no other delivery holds it: what the queue's consumer runs for
 * each message. Returns what became of it.
 */
export async function deliverLead(
  env: Env,
  id: string,
  now = Date.now(),
): Promise<'delivered' | 'waiting' | 'quarantined' | 'dead' | 'not held'> {
  // (No time at all would give up on every delivery at once: 0 means the default, as unset does.)
  const portalTimeout = settingMs(env.LEAD_PORTAL_TIMEOUT_SECONDS, PORTAL_TIMEOUT_MS) || PORTAL_TIMEOUT_MS
  // The lead is held by this delivery for twice the portal's time: no other delivery sends it meanwhile.
  const claimMs = 2 * portalTimeout
  const lead = await env.DB.prepare(
    `UPDATE leads SET claimed_until = ?, attempts = attempts + 1
     WHERE id = ? AND status = 'held' AND (claimed_until IS NULL OR claimed_until < ?) RETURNING *`,
  )
    .bind(now + claimMs, id, now)
    .first<LeadRow>()
  if (!lead) return 'not held'
  if (await inBurst(env, lead)) {
    await env.DB.prepare("UPDATE leads SET status = 'quarantined', spam_reasons = ?, claimed_until = NULL WHERE id = ?")
      .bind(JSON.stringify(['burst']), id)
      .run()
    return 'quarantined'
  }
  let failure: string
  try {
    const response = await fetch(await portalRequest(env, lead), {
      redirect: 'manual',
      signal: AbortSignal.timeout(portalTimeout),
    })
    await response.body?.cancel()
    // The portal's thank-you page, or a redirect to it: taken.
    if (response.status < 400) {
      await env.DB.prepare(
        `UPDATE leads SET status = 'delivered', delivered_at = ?, claimed_until = NULL, last_error = NULL,
           attachment_key = NULL WHERE id = ?`,
      )
        .bind(Date.now(), id)
        .run()
      if (lead.attachment_key) await env.ATTACHMENTS.delete(lead.attachment_key)
      await wakeWaiting(env, Date.now())
      return 'delivered'
    }
    failure = `the portal answered ${response.status}`
  } catch (error) {
    failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  }
  const later = Date.now()
  if (later - lead.window_start >= DELIVERY_WINDOW_MS) {
    await env.DB.prepare('UPDATE leads SET last_error = ? WHERE id = ?').bind(failure, id).run()
    await expire(env, id, later)
    return 'dead'
  }
  await env.DB.prepare('UPDATE leads SET next_attempt_at = ?, claimed_until = NULL, last_error = ? WHERE id = ?')
    .bind(later + backoff(lead.attempts), failure, id)
    .run()
  return 'waiting'
}
