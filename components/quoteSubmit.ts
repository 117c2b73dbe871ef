/**
 * What the quote form does when it is sent, loaded by the page only then (components/QuoteForm.tsx):
 * its fields checked by the intake's own rules, and the request, its brief at the top of the message,
 * sent with `fetch`.
 */
import type { QuoteFormProps } from '../lib/blocks'
import type { QuoteField } from '../lib/leads/leadFields'
import { quoteFields, quoteProblems } from '../lib/leads/leadRules'
import { problemWords } from '../lib/leads/problemWords'
import { postToIntake } from '../lib/browser/postToIntake'
import { messageWithBrief } from '../lib/quoteMessage'

/** The fields the form checks: the posted ones and the brief's size. */
export type CheckedField = QuoteField | 'size'

/** The message of each checked field that is wrong. */
export type Errors = Partial<Record<CheckedField, string>>

/** The value of the form's field `name`, if it has one. */
const valueOf = (form: HTMLFormElement, name: string) =>
  (form.elements.namedItem(name) as HTMLInputElement | null)?.value

/** The chosen service's brief: each service has its own in the form (QuoteForm.tsx), the chosen one shown. */
function chosenBrief(form: HTMLFormElement): HTMLElement | undefined {
  const service = valueOf(form, 'subject')
  return [...form.querySelectorAll<HTMLElement>('[data-service]')].find((brief) => brief.dataset.service === service)
}

/**
 * The message of every checked field of `form` that is wrong now: the intake's rules for what is
 * posted, the browser's for the chosen service's size (its brief's number input), when it asks for one.
 */
export function quoteErrors(
  form: HTMLFormElement,
  { services, words }: Pick<QuoteFormProps, 'services' | 'words'>,
): Errors {
  const problems = quoteProblems(
    Object.fromEntries(quoteFields.map((field) => [field, valueOf(form, field)])),
    services.map((s) => s.label),
  )
  const found: Errors = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, problemWords(field, problem, words, words.unreadable)]),
  )
  const size = chosenBrief(form)?.querySelector<HTMLInputElement>('input[type="number"]')
  if (size && !size.validity.valid) found.size = words.errors.size
  return found
}

/** The intake's answer: stored, or refused with its words by field (`attachment`, `form` included). */
export interface QuoteAnswer {
  ok: boolean
  errors?: Record<string, string>
}

/**
 * The brief's lines: its controls carry `data-brief` (their label in the message) and no name;
 * `data-value` stands for a computed value (the estimate), `data-suffix` follows a typed one (" in wide").
 */
function briefOf(form: HTMLFormElement): [label: string, value: string][] {
  const brief = chosenBrief(form)
  if (!brief) return []
  return [...brief.querySelectorAll<HTMLElement & { value: string }>('[data-brief]')].map((control) => {
    const value = control.dataset.value ?? control.value
    return [control.dataset.brief!, value && value + (control.dataset.suffix ?? '')]
  })
}

/**
 * Sends `form` as the browser would post it, the brief's lines at the top of its message; rejects when
 * no answer comes (no connection, lib/browser/postToIntake.ts).
 */
export async function sendQuote(form: HTMLFormElement): Promise<QuoteAnswer> {
  const body = new FormData(form)
  body.set('message', messageWithBrief(briefOf(form), String(body.get('message') ?? '')))
  return postToIntake<QuoteAnswer>(form.action, body)
}
