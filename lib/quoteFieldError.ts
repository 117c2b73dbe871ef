/**
 * What each checked field of the quote form says when it is wrong: what to do to fix it (WCAG 3.3.1
 * and 3.3.3). The attachment has its own, the spec's alerts (checkAttachment.ts).
 */

/** The fields the form checks, in the order they appear (focus goes to the first invalid one). */
export const checkedFields = ['name', 'email', 'phone', 'subject', 'size', 'message'] as const
export type CheckedField = (typeof checkedFields)[number]

/** What the constraint check of a control found, in the browser's words (a `ValidityState`). */
type Validity = Pick<ValidityState, 'valid' | 'valueMissing' | 'typeMismatch'>

/** The error of a field, saying how to fix it, or undefined when the field is fine (WCAG 3.3.1, 3.3.3). */
export function fieldError(field: CheckedField, validity: Validity): string | undefined {
  if (validity.valid) return undefined
  switch (field) {
    case 'name':
      return 'Enter your name, so we know whom to answer.'
    case 'email':
      return validity.typeMismatch
        ? 'Enter the whole email address, with an @ and a domain, e.g. name@example.com.'
        : 'Enter your email address, e.g. name@example.com, so we can send your quote.'
    case 'phone':
      return 'Enter a phone number with its area code, e.g. (718) 555-0142.'
    case 'subject':
      return 'Choose the service you need from the list.'
    case 'size':
      return 'Enter the size in inches as a number from 0.5 to 60, e.g. 3.5, or leave it empty.'
    case 'message':
      return 'Tell us about your design: what it is, where it goes and when you need it.'
  }
}
