/**
 * The table of leads in D1. The Worker brings its schema itself, on the first use of the database by an
 * isolate, so a database the host has just made (automatic provisioning at the first deploy), a local
 * one and a test's are all ready without a separate step. A later change adds statements here guarded by
 * SQLite's `user_version`.
 */

const statements = [
  `CREATE TABLE IF NOT EXISTS leads (
    id TEXT PRIMARY KEY,
    idempotency_key TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    status TEXT NOT NULL,
    fields TEXT NOT NULL,
    page TEXT,
    campaign TEXT,
    attachment_key TEXT,
    attachment_name TEXT,
    attachment_type TEXT,
    attachment_size INTEGER,
    attachment_sha256 TEXT,
    spam_reasons TEXT,
    address_hash TEXT,
    form_nonce TEXT,
    received_at INTEGER NOT NULL,
    window_start INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER,
    claimed_until INTEGER,
    last_error TEXT,
    released_at INTEGER,
    delivered_at INTEGER,
    dead_at INTEGER
  )`,
  'CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at)',
  'CREATE INDEX IF NOT EXISTS leads_address ON leads (address_hash, received_at)',
  'CREATE INDEX IF NOT EXISTS leads_form_nonce ON leads (form_nonce)',
]

/** A lead as the table holds it. */
export interface LeadRow {
  id: string
  idempotency_key: string
  kind: 'quote' | 'newsletter'
  /** held: waiting for the portal; delivered; quarantined: suspected spam, kept apart; dead: not taken in time. */
  status: 'held' | 'delivered' | 'quarantined' | 'dead'
  /** JSON of the fields the portal receives. */
  fields: string
  page: string | null
  /** JSON of the visit's `utm_` values. */
  campaign: string | null
  attachment_key: string | null
  attachment_name: string | null
  attachment_type: string | null
  attachment_size: number | null
  attachment_sha256: string | null
  /** JSON list of what made the lead look like spam. */
  spam_reasons: string | null
  address_hash: string | null
  form_nonce: string | null
  received_at: number
  /** Start of the delivery window (receipt, or the operator's release or re-queue). */
  window_start: number
  attempts: number
  next_attempt_at: number | null
  claimed_until: number | null
  last_error: string | null
  released_at: number | null
  delivered_at: number | null
  dead_at: number | null
}

let ready: Promise<void> | undefined

/** Makes the table once per isolate; a failure is tried again on the next use. */
export function ensureSchema(db: D1Database): Promise<void> {
  ready ??= db.batch(statements.map((sql) => db.prepare(sql))).then(
    () => undefined,
    (error: unknown) => {
      ready = undefined
      throw error
    },
  )
  return ready
}
