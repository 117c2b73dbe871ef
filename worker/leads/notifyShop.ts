/**
 * The dead letters: a lead the portal has not taken within the delivery window (or that could not be
 * handled at all) is marked dead, and the shop is told by e-mail with everything needed to answer the
 * visitor by hand, so nothing disappears in silence. `npm run leads -- requeue <id>` sends it again.
 */
import { EmailMessage } from 'cloudflare:email'
import type { Env } from './env'
import type { LeadRow } from './schema'
import { shopEmail } from './words'

/** The e-mail's text: plain, for the shop's staff. */
function mailText(lead: LeadRow): string {
  const fields = JSON.parse(lead.fields) as Record<string, string>
  return [
    `A ${lead.kind === 'quote' ? 'quote request' : 'newsletter sign-up'} reached the website but the customer portal did not take it.`,
    '',
    ...Object.entries(fields).map(([name, value]) => `${name}: ${value}`),
    ...(lead.attachment_name
      ? [`attachment: ${lead.attachment_name} (${lead.attachment_size} bytes, kept until re-sent)`]
      : []),
    `page: ${lead.page ?? 'unknown'}`,
    `received: ${new Date(lead.received_at).toISOString()}`,
    `attempts: ${lead.attempts}; last answer: ${lead.last_error ?? 'none'}`,
    '',
    `Lead ${lead.id}. Once the portal works again: npm run leads -- requeue ${lead.id} --remote`,
  ].join('\r\n')
}

/** Header text with anything outside printable ASCII written as an RFC 2047 word. */
const headerText = (text: string) =>
  /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(text)))}?=`

/** A plain-text e-mail, as RFC 5322 has it. */
function rawMail(from: string, to: string, subject: string, text: string): string {
  const domain = from.split('@')[1] ?? 'localhost'
  const body = btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/.{76}/g, '$&\r\n')
  return [
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${headerText(subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${crypto.randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n')
}

/** Marks a dead letter's lead dead (if it is not delivered) and tells the shop. */
export async function notifyShop(env: Env, id: string): Promise<void> {
  const lead = await env.DB.prepare(
    "UPDATE leads SET status = 'dead', dead_at = coalesce(dead_at, ?), claimed_until = NULL WHERE id = ? AND status IN ('held', 'dead') RETURNING *",
  )
    .bind(Date.now(), id)
    .first<LeadRow>()
  if (!lead) return
  const to = env.SHOP_EMAIL || shopEmail
  const subject = `Lead not delivered: ${JSON.parse(lead.fields).email ?? lead.id}`
  console.error(`Lead ${lead.id} is dead (${lead.last_error ?? 'no answer'}); telling ${to}.`)
  if (!env.SHOP_MAIL || !env.MAIL_FROM) return
  await env.SHOP_MAIL.send(new EmailMessage(env.MAIL_FROM, to, rawMail(env.MAIL_FROM, to, subject, mailText(lead))))
}
