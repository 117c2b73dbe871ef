/**
 * The lead forms' fields and the limits the page writes into them (`maxLength`, `pattern`): what the
 * form draws. The checks that use them are lib/leads/leadRules.ts, loaded by the page only when a form
 * is sent.
 */

/**
 * Longest accepted value of each field of the quote form the portal receives (spec point 3), in
 * characters: the inputs' `maxLength`, and the intake's limit. Listed in the order of the form.
 */
export const fieldMaxLength = {
  name: 120,
  email: 254,
  phone: 40,
  subject: 80,
  message: 5000,
} as const

/** A field of the quote form the portal receives. */
export type QuoteField = keyof typeof fieldMaxLength

/**
 * A phone number as people write one: digits with spaces, dashes, dots, brackets, a leading plus, and
 * an extension ("x12", "ext. 12"). The input's `pattern` (valid in the browser's `u` and `v` modes).
 */
export const phonePattern = String.raw`[0-9 \(\)+.\-\/xXeEtT#]{7,40}`
