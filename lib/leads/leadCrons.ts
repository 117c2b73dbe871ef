/**
 * The lead Worker's Cron Triggers, as worker/wrangler.toml lists them (tests/unit/host-files.test.ts
 * holds the two alike): the Worker tells its runs apart by them (worker/index.ts), and the local runtime
 * is driven by them (generator/serveSite.ts, tools/leads/leadSite.ts).
 */
export const leadCrons = {
  /** The sweep: due leads, the dead letters, a probe of the portal (worker/leads/schedule.ts). */
  everyMinute: '* * * * *',
  /** The clean-up the privacy policy promises. */
  daily: '17 4 * * *',
} as const
