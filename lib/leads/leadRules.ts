/**
 * The rules of a lead's fields, written once: the quote form checks them in the visitor's browser when
 * it is sent (components/quoteSubmit.ts), and the intake on the host (worker/leads/) checks every post
 * by the same rules before it stores anything. The limits the form also gives the browser's own checks
 * are lib/leads/leadFields.ts. The words that name each problem are content/ui.json's (`problemWords`).
 */
import { fieldMaxLength, phonePattern, type QuoteField } from './leadFields'

/** The fields of the quote form the portal receives, in the order of the form. */
export const quoteFields = Object.keys(fieldMaxLength) as QuoteField[]

/**
 * An e-mail address as the browser's `type="email"` accepts it (the HTML standard's "valid e-mail
 * address"), so the page and the intake refuse the same addresses. No space, CR or LF can be in one.
 */
export const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** At least 7 and at most 15 digits: a number with its area code, by the international limit (E.164). */
const phoneDigits = (value: string) => (value.match(/\d/g) ?? []).length

/** What is wrong with one field's value. */
export type FieldProblem = 'missing' | 'invalid' | 'tooLong'

/** What is wrong with a post's fields, field by field; empty when every field may be sent. */
export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>

/** The problem of a single-line text field: missing, too long, or holding a line break (no form sends one). */
function lineProblem(value: string | undefined, max: number): FieldProblem | undefined {
  if (!value?.trim()) return 'missing'
  if (value.length > max) return 'tooLong'
  if (/[\r\n\0]/.test(value)) return 'invalid'
  return undefined
}

/** The problem of an e-mail address: missing, too long, or not an address. */
export function emailProblem(value: string | undefined): FieldProblem | undefined {
  const problem = lineProblem(value, fieldMaxLength.email)
  if (problem) return problem
  return emailPattern.test(value!.trim()) ? undefined : 'invalid'
}

/**
 * What is wrong with a quote's fields.
 *
 * @param fields - the posted values by name (a missing field is undefined)
 * @param services - the services the form offers (content/services.json's `quoteServices` labels)
 */
export function quoteProblems(
  fields: Partial<Record<QuoteField, string>>,
  services: readonly string[],
): FieldProblems<QuoteField> {
  const problems: FieldProblems<QuoteField> = {}
  const name = lineProblem(fields.name, fieldMaxLength.name)
  if (name) problems.name = name
  const email = emailProblem(fields.email)
  if (email) problems.email = email
  const phone = lineProblem(fields.phone, fieldMaxLength.phone)
  if (phone) problems.phone = phone
  else {
    const digits = phoneDigits(fields.phone!)
    if (!new RegExp(`^${phonePattern}$`, 'v').test(fields.phone!.trim()) || digits < 7 || digits > 15)
      problems.phone = 'invalid'
  }
  if (!fields.subject) problems.subject = 'missing'
  else if (!services.includes(fields.subject)) problems.subject = 'invalid'
  const message = fields.message
  if (!message?.trim()) problems.message = 'missing'
  else if (message.length > fieldMaxLength.message) problems.message = 'tooLong'
  else if (message.includes('\0')) problems.message = 'invalid'
  return problems
}

/** What is wrong with a newsletter sign-up: its one field, the address. */
export function newsletterProblems(fields: { email?: string }): FieldProblems<'email'> {
  const email = emailProblem(fields.email)
  return email ? { email } : {}
}
