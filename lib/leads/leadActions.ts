/**
 * What every lead form shares beside its fields' rules (lib/leads/leadRules.ts): where it posts and the
 * hidden fields the intake reads. A module of its own, so the script of every page, which needs these
 * names only, does not carry the rules the quote form and the intake check.
 */

/** Where each form posts: the site's own intake (worker/leads/intake.ts). */
export const leadActions = { quote: '/api/leads/quote', newsletter: '/api/leads/newsletter' } as const

/** The hidden fields every lead form carries beside its own (components/FormGuard.tsx, worker/leads/). */
export const guardFields = {
  /** The form key the host writes into each page it serves. */
  formKey: 'form_key',
  /** Filled in by robots only: people never see it. */
  trap: 'website',
  /** The visit's `utm_` values, added by the page's script. */
  campaign: 'campaign',
} as const
