/**
 * The lead intake's timing in the end-to-end tests' runtime (worker/leads/env.ts): a lead goes to the
 * portal as soon as it is stored, and a page counts as a person's after one second, not three. The
 * browser tests are about what a visitor's post carries; the production timing, the wait for a burst
 * to show and the three seconds, is tested on the runtime by tests/integration/leads.test.ts.
 */
export const e2eLeadTiming = { settleSeconds: 0, minFillSeconds: 1 }

/** The Worker's variables that set it. */
export const e2eLeadVars = {
  LEAD_SETTLE_SECONDS: String(e2eLeadTiming.settleSeconds),
  LEAD_MIN_FILL_SECONDS: String(e2eLeadTiming.minFillSeconds),
}
