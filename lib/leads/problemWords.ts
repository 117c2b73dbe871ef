/**
 * The words that name a problem of a lead's field, content/ui.json's: the form says them beside the
 * field, the intake on the host in its answer. One function, so both say the same.
 */
import type { Ui } from '../../content/config'
import type { AttachmentProblem } from '../checkAttachment'
import { fillWords } from '../fillWords'
import type { FieldProblem } from './leadRules'
import { fieldMaxLength, type QuoteField } from './leadFields'

/** The words of the quote form this needs. */
export type ProblemWordSource = Pick<
  Ui['quoteForm'],
  'name' | 'email' | 'phone' | 'service' | 'message' | 'attachment' | 'errors' | 'alerts'
>

/** A problem with a field, or with the post as a whole (`unreadable`). */
export type LeadProblem = FieldProblem | AttachmentProblem | 'unreadable'

/** What a form says of `problem` in `field`; `unreadable` says the words of the whole form. */
export function problemWords(
  field: string,
  problem: LeadProblem,
  words: ProblemWordSource,
  unreadable: string,
): string {
  if (field === 'attachment') return problem === 'size' ? words.alerts.size : words.alerts.type
  const labels: Record<QuoteField, string> = {
    name: words.name,
    email: words.email,
    phone: words.phone,
    subject: words.service,
    message: words.message,
  }
  if (problem === 'unreadable' || !Object.hasOwn(labels, field)) return unreadable
  const quoteField = field as QuoteField
  if (problem === 'tooLong')
    return fillWords(words.errors.tooLong, { label: labels[quoteField], max: fieldMaxLength[quoteField] })
  if (quoteField === 'email') return problem === 'missing' ? words.errors.emailMissing : words.errors.emailInvalid
  return words.errors[quoteField]
}
