/**
 * Which of the quote form's checked fields is wrong, and the words that say how to fix it (WCAG 3.3.1
 * and 3.3.3; the words are content/ui.json's `quoteForm.errors`). The attachment has its own, the
 * spec's alerts (checkAttachment.ts).
 */

/** The fields the form checks, in the order they appear (focus goes to the first invalid one). */
export const checkedFields = ['name', 'email', 'phone', 'subject', 'size', 'message'] as const
export type CheckedField = (typeof checkedFields)[number]

/** What the constraint check of a control found, in the browser's words (a `ValidityState`). */
type Validity = Pick<ValidityState, 'valid' | 'valueMissing' | 'typeMismatch'>

/** The error words of each field (content/ui.json `quoteForm.errors`). */
export interface FieldErrorWords {
  name: string
  emailMissing: string
  emailInvalid: string
  phone: string
  subject: string
  size: string
  message: string
}

/** The error of a field, saying how to fix it, or undefined when the field is fine. */
export function fieldError(field: CheckedField, validity: Validity, words: FieldErrorWords): string | undefined {
  if (validity.valid) return undefined
  if (field === 'email') return validity.typeMismatch ? words.emailInvalid : words.emailMissing
  return words[field]
}
