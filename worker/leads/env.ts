/** What the Worker is given by the host (worker/wrangler.toml): its engines, its queues and its settings. */
export interface Env {
  /** The built site: pages and files, with `_headers`, `_redirects` and the 404 page. */
  ASSETS: Fetcher
  /** Every lead, the source of truth of its delivery (schema.ts). */
  DB: D1Database
  /** The attachments of leads not yet delivered, by `attachments/<lead id>`. */
  ATTACHMENTS: R2Bucket
  /** The fast path of delivery: a lead's id, sent when it is stored or falls due (deliver.ts). */
  LEADS: Queue<LeadMessage>
  /** Leads the portal has not taken within the delivery window: the shop is told (notifyShop.ts). */
  DEAD_LETTERS: Queue<LeadMessage>
  /** Mail to the shop; unset where e-mail is not set up (the dead lead is then only logged). */
  SHOP_MAIL?: SendEmail
  /** Origin of the customer portal; content/site.json's `portal.origin` when unset. */
  PORTAL_URL?: string
  /** Signs the form keys the pages carry (a secret: `wrangler secret put FORM_KEY_SECRET`). */
  FORM_KEY_SECRET?: string
  /** Where the shop is told of a lead the portal never took; content/site.json's e-mail when unset. */
  SHOP_EMAIL?: string
  /** The sender of that e-mail, an address of the site's own domain. */
  MAIL_FROM?: string
  /** Turnstile's secret key, where a site key is configured (TURNSTILE_SITE_KEY at build). */
  TURNSTILE_SECRET?: string
  /** Turnstile's siteverify address; Cloudflare's when unset. */
  TURNSTILE_VERIFY_URL?: string
  /** Seconds a new lead waits before its first delivery; `SETTLE_MS` of settings.ts when unset. */
  LEAD_SETTLE_SECONDS?: string
  /** Seconds a person takes at least between a page and the post of its form; `MIN_FILL_MS` of settings.ts when unset. */
  LEAD_MIN_FILL_SECONDS?: string
  /** Seconds a delivery waits for the portal's answer; `PORTAL_TIMEOUT_MS` of settings.ts when unset or 0. */
  LEAD_PORTAL_TIMEOUT_SECONDS?: string
}

/** What a queue carries: the id of the lead, whose record says everything else. */
export interface LeadMessage {
  id: string
}
