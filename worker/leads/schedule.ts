/**
 * The schedule (Cron Triggers, worker/wrangler.toml). Every minute: leads past their delivery window go
 * to the dead letters, and every held lead that is due is sent to the queue again; the record, not the
 * queue, is what keeps a lead (a queue message can be lost, a record cannot). While the portal refuses,
 * the one lead due soonest is tried each minute, so a portal that is back is found within a minute.
 * Daily: what the privacy policy promises is deleted (CONTENT.md, "Leads").
 */
import { DELIVERY_WINDOW_MS, enqueue, expire } from './deliver'
import type { Env, LeadMessage } from './env'
import { ensureSchema } from './schema'

/** A delivered lead's record, and a quarantined one with its attachment, are deleted after this long. */
export const RETENTION_MS = 30 * 24 * 60 * 60_000

/** The every-minute pass. */
export async function sweep(env: Env, now = Date.now()): Promise<void> {
  await ensureSchema(env.DB)
  const { results: late } = await env.DB.prepare(
    "SELECT id FROM leads WHERE status = 'held' AND window_start < ? AND (claimed_until IS NULL OR claimed_until < ?)",
  )
    .bind(now - DELIVERY_WINDOW_MS, now)
    .all<LeadMessage>()
  for (const { id } of late) await expire(env, id, now)
  const { results: due } = await env.DB.prepare(
    `SELECT id FROM leads WHERE status = 'held' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
     ORDER BY next_attempt_at LIMIT 500`,
  )
    .bind(now, now)
    .all<LeadMessage>()
  const probe = due.length
    ? []
    : await env.DB.prepare(
        "SELECT id FROM leads WHERE status = 'held' AND attempts > 0 AND (claimed_until IS NULL OR claimed_until < ?) ORDER BY next_attempt_at LIMIT 1",
      )
        .bind(now)
        .all<LeadMessage>()
        .then(({ results }) => results)
  await enqueue(env, [...due, ...probe])
}

/** An attachment no record names is deleted once it is this old: younger, its record may be on its way. */
export const ORPHAN_AGE_MS = 24 * 60 * 60_000

/**
 * The daily clean-up: delivered records and quarantined leads older than the retention, and any
 * attachment no record names (a runtime stopped between an intake's two writes leaves one).
 */
export async function purge(env: Env, now = Date.now()): Promise<void> {
  await ensureSchema(env.DB)
  const before = now - RETENTION_MS
  const { results } = await env.DB.prepare(
    "SELECT attachment_key FROM leads WHERE status = 'quarantined' AND received_at < ? AND attachment_key IS NOT NULL",
  )
    .bind(before)
    .all<{ attachment_key: string }>()
  for (let i = 0; i < results.length; i += 1000)
    await env.ATTACHMENTS.delete(results.slice(i, i + 1000).map((row) => row.attachment_key))
  await env.DB.prepare(
    "DELETE FROM leads WHERE (status = 'delivered' AND delivered_at < ?) OR (status = 'quarantined' AND received_at < ?)",
  )
    .bind(before, before)
    .run()
  await purgeOrphans(env, now - ORPHAN_AGE_MS)
}

/** Deletes the attachments received before `before` that no record names. */
async function purgeOrphans(env: Env, before: number): Promise<void> {
  let cursor: string | undefined
  do {
    const listed = await env.ATTACHMENTS.list({ prefix: 'attachments/', cursor, include: ['customMetadata'] })
    const old = listed.objects
      .filter((object) => (Number(object.customMetadata?.receivedAt) || object.uploaded.getTime()) < before)
      .map((object) => object.key)
    // A hundred at a time: the most values one D1 statement binds.
    for (let i = 0; i < old.length; i += 100) {
      const keys = old.slice(i, i + 100)
      const { results } = await env.DB.prepare(
        `SELECT attachment_key FROM leads WHERE attachment_key IN (${keys.map(() => '?').join(', ')})`,
      )
        .bind(...keys)
        .all<{ attachment_key: string }>()
      const named = new Set(results.map((row) => row.attachment_key))
      const orphans = keys.filter((key) => !named.has(key))
      if (orphans.length) await env.ATTACHMENTS.delete(orphans)
    }
    cursor = listed.truncated ? listed.cursor : undefined
  } while (cursor)
}
