/**
 * The intake's and the delivery's timings as production has them; the Worker's variables
 * LEAD_MIN_FILL_SECONDS, LEAD_SETTLE_SECONDS and LEAD_PORTAL_TIMEOUT_SECONDS (worker/leads/env.ts)
 * replace them where set.
 */
/** A person takes longer than this between a page and the post of its form. */
export const MIN_FILL_MS = 3_000
/** How long a new lead waits before its first delivery, so a burst it belongs to shows first. */
export const SETTLE_MS = 5_000
/** How long a delivery waits for the portal's answer before it gives up and tries again later. */
export const PORTAL_TIMEOUT_MS = 15_000

/** A setting of the Worker in seconds (a variable, worker/leads/env.ts), as milliseconds: `fallback` when it is unset or not a number of seconds. */
export function settingMs(seconds: string | undefined, fallback: number): number {
  const value = seconds?.trim() ? Number(seconds) : NaN
  return Number.isFinite(value) && value >= 0 ? value * 1000 : fallback
}
