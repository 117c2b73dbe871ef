/**
 * What makes a post look like a robot's rather than a visitor's. A suspected post is not refused (a
 * person could be wrong-footed): it is stored in quarantine and never delivered, until the operator
 * releases it (`npm run leads -- release <id>`).
 */
import type { FormKey } from './formKey'

/** More leads than this from one address within `BURST_WINDOW_MS` are a burst: every one of them is held back. */
export const BURST_LIMIT = 5
export const BURST_WINDOW_MS = 10 * 60_000
/** More leads than this from one page view (one form key) are a robot replaying the key. */
export const KEY_REUSE_LIMIT = 3

/** A reason to quarantine, as the operator's list shows it. */
export type SpamReason =
  'trap-filled' | 'no-form-key' | 'too-fast' | 'burst' | 'key-reused' | 'challenge-failed' | 'other-site'

export interface SpamFacts {
  /** The hidden field only robots fill in. */
  trap: string | undefined
  /** The post's form key, if this site signed it; undefined when no secret is set (keys cannot be checked). */
  formKey: FormKey | null | undefined
  now: number
  /** Leads from the same address within the burst window, this one not counted. */
  fromAddress: number
  /** Leads already stored with the same form key. */
  sameKey: number
  /** Turnstile's verdict on the post's answer, where Turnstile is set up. */
  challenge: 'passed' | 'failed' | 'unanswered' | 'unchecked'
  /** Whether a browser said the post came from another site's page. */
  otherSite: boolean
}

/**
 * Every reason a post looks like spam; empty for a post that looks like a person's. `minFillMs`: the
 * least time a person takes over a form (MIN_FILL_MS of settings.ts unless the Worker's variable sets another).
 */
export function spamReasons(facts: SpamFacts, minFillMs: number): SpamReason[] {
  const reasons: SpamReason[] = []
  if (facts.trap) reasons.push('trap-filled')
  if (facts.formKey === null) reasons.push('no-form-key')
  else if (facts.formKey && facts.now - facts.formKey.issuedAt < minFillMs) reasons.push('too-fast')
  if (facts.fromAddress >= BURST_LIMIT) reasons.push('burst')
  if (facts.sameKey >= KEY_REUSE_LIMIT) reasons.push('key-reused')
  // An answer Turnstile refuses is a robot's; no answer is not (the challenge may not have loaded).
  if (facts.challenge === 'failed') reasons.push('challenge-failed')
  if (facts.otherSite) reasons.push('other-site')
  return reasons
}
