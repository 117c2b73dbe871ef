/**
 * The free quote form (the quote form and video blocks). It is a plain HTML form posted to the site's
 * own intake (lib/leads/leadActions.ts `leadActions.quote`) as multipart/form-data, so it works, file
 * included, without JavaScript: the intake stores the request and answers with the confirmation page.
 * It posts the spec's fields (name, email, phone, subject, message, attachment) and the guard's hidden
 * fields (FormGuard). Its options, lists and words come from content (lib/blocks.ts `QuoteFormProps`).
 *
 * With JavaScript it also:
 * - shows, once a service is chosen, an estimate from the price list and an optional brief (QuoteBrief).
 *   Every service's brief is made, hidden, once the page is idle after hydration (React's `<Activity>`),
 *   so a choice shows one that is already there rather than making it while the visitor waits. Their
 *   controls have no `name`, so they are never posted as fields of their own: when the form is
 *   sent, the brief and the chosen estimate become labelled lines at the top of `message`;
 * - checks the fields itself on submit, by the intake's own rules (lib/leads/leadRules.ts, loaded with
 *   components/quoteSubmit.ts as the form is first used): each invalid one is marked `aria-invalid` with
 *   its message beside it (`aria-describedby`), and focus moves to the first one;
 * - sends the same request with `fetch` and answers in place: the confirmation once the request is
 *   stored, the intake's words beside a field it refused, or, without a connection, a line that says so
 *   while everything typed stays (sending again is the same request: the intake keeps it once);
 * - checks the attachment and remembers the chosen service.
 *
 * The form is a white card, so it reads well on light and dark sections alike; its fields sit in two
 * columns when the card is wide enough (a container query), otherwise in one.
 */
import { Activity, useEffect, useRef, useState, type FormEvent } from 'react'
import type { QuoteFormProps } from '../lib/blocks'
import { fieldMaxLength, phonePattern } from '../lib/leads/leadFields'
import { loadChunk } from '../lib/loadChunk'
import type { CheckedField, Errors } from './quoteSubmit'
import { AttachmentField } from './AttachmentField'
import { FormGuard } from './FormGuard'
import { Icon } from './Icon'
import { QuoteBrief } from './QuoteBrief'
import { useStoredService } from './useStoredService'
import './QuoteForm.css'

export interface QuoteFormViewProps {
  /** Prefix for field ids, unique per form on a page, e.g. "home-quote". */
  idPrefix: string
  /** The services, lists, words and address of the form. */
  form: QuoteFormProps
  /** Visible heading of the form, rendered as an h2 unless `headingLevel` says otherwise. */
  heading?: string
  headingLevel?: 2 | 3
}

/** The fields the form checks, in the order they appear (focus goes to the first invalid one). */
const checkedFields: readonly CheckedField[] = ['name', 'email', 'phone', 'subject', 'size', 'message']

/** Where the request is: being filled in, on its way, stored, or not sent for want of a connection. */
type Sending = 'idle' | 'sending' | 'sent' | 'failed'

export function QuoteForm({
  idPrefix,
  form: { services, lists, words, action },
  heading,
  headingLevel = 2,
}: QuoteFormViewProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  const [service, chooseService] = useStoredService(services.map((s) => s.label))
  /** The chosen service's place in the list (-1 before a choice). */
  const chosen = services.findIndex((s) => s.label === service)
  const [errors, setErrors] = useState<Errors | null>(null)
  const [sending, setSending] = useState<Sending>('idle')
  /** What the intake refused that has no field of its own here (the attachment, the form as a whole). */
  const [refusal, setRefusal] = useState('')
  const form = useRef<HTMLFormElement>(null)
  const sent = useRef<HTMLDivElement>(null)
  /** The checks and the sending (quoteSubmit.ts): loaded as the form is first used, awaited when it is sent. */
  const submitting = useRef<Promise<typeof import('./quoteSubmit')> | null>(null)
  /** That code once it has come: a change after a failed submit re-checks with it at once. */
  const code = useRef<typeof import('./quoteSubmit') | null>(null)
  const submitCode = () =>
    (submitting.current ??= loadChunk(() => import('./quoteSubmit')).then(
      (loaded) => (code.current = loaded),
      (error: unknown) => {
        submitting.current = null
        throw error
      },
    ))
  const id = (field: string) => `${idPrefix}-${field}`
  /** The ids of a service's brief, each service's its own (every brief is in the page, only the chosen one shown). */
  const briefId = (service: number) => (field: string) => id(`${service}-${field}`)
  /** The id of a field: the size is the chosen service's (none before a choice). */
  const fieldId = (field: string) => (field === 'size' ? briefId(chosen)(field) : id(field))
  const check = (el: HTMLFormElement, { quoteErrors }: typeof import('./quoteSubmit')) =>
    quoteErrors(el, { services, words })

  useEffect(() => {
    // The form now checks its fields itself, with messages next to them; `required` stays for the record.
    if (form.current) form.current.noValidate = true
  }, [])

  /** An answer with nothing to mend in a field (not stored, no connection) puts focus back on the button, to press again. */
  const pressAgain = useRef(false)
  useEffect(() => {
    if (sending === 'sent') sent.current?.focus()
    else if (sending !== 'sending' && pressAgain.current) {
      pressAgain.current = false
      form.current?.querySelector<HTMLElement>('[type="submit"]')?.focus()
    }
  }, [sending])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const el = event.currentTarget
    let loaded: typeof import('./quoteSubmit')
    try {
      loaded = await submitCode()
    } catch {
      // Without its code the form posts itself, as without script: the intake checks it and answers.
      return el.submit()
    }
    const found = check(el, loaded)
    setErrors(found)
    const first = checkedFields.find((field) => found[field])
    if (first) return el.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus()
    if (sending === 'sending') return
    setSending('sending')
    setRefusal('')
    try {
      const answer = await loaded.sendQuote(el)
      if (answer.ok) return setSending('sent')
      const { attachment, form: whole, ...fields } = answer.errors ?? {}
      // Focus on what to mend: the first refused field, else the file, else the button.
      const mend = checkedFields.find((field) => Object.hasOwn(fields, field)) ?? (attachment && 'attachment')
      pressAgain.current = !mend
      setErrors(fields)
      setRefusal(attachment ?? whole ?? '')
      setSending('idle')
      if (mend) el.querySelector<HTMLElement>(`#${fieldId(mend)}`)?.focus()
    } catch {
      pressAgain.current = true
      setSending('failed')
    }
  }

  if (sending === 'sent')
    return (
      <div ref={sent} className="quote-form quote-form--sent" role="status" tabIndex={-1}>
        <Icon name="circle-check" size={32} />
        <H className="quote-form__title">{words.sent.title}</H>
        <p>{words.sent.text}</p>
      </div>
    )

  /** Props of a checked control: marked invalid and described by its message while it has one. */
  const checked = (field: CheckedField, hint?: string, idOf = id) => ({
    id: idOf(field),
    'aria-invalid': errors?.[field] ? true : undefined,
    'aria-describedby': [hint, errors?.[field] && idOf(`${field}-error`)].filter(Boolean).join(' ') || undefined,
  })
  const errorOf = (field: CheckedField, idOf = id) =>
    errors?.[field] && (
      <p id={idOf(`${field}-error`)} className="quote-form__error">
        {errors[field]}
      </p>
    )
  const answer = sending === 'failed' ? words.failed : refusal

  return (
    <form
      ref={form}
      className="quote-form"
      method="post"
      encType="multipart/form-data"
      action={action}
      aria-labelledby={heading ? id('title') : undefined}
      aria-label={heading ? undefined : words.label}
      aria-busy={sending === 'sending' || undefined}
      onSubmit={onSubmit}
      onFocus={() => void submitCode().catch(() => {})}
      // After a failed submit, each change re-checks, so a message goes as soon as its field is right.
      onChange={(event) => errors && code.current && setErrors(check(event.currentTarget, code.current))}
    >
      {heading && (
        <H id={id('title')} className="quote-form__title">
          {heading}
        </H>
      )}
      <FormGuard trap={words.trap} />
      <div className="quote-form__grid">
        <div className="quote-form__field">
          <label htmlFor={id('name')}>{words.name}</label>
          <input
            {...checked('name')}
            name="name"
            type="text"
            autoComplete="name"
            maxLength={fieldMaxLength.name}
            required
          />
          {errorOf('name')}
        </div>
        <div className="quote-form__field">
          <label htmlFor={id('email')}>{words.email}</label>
          <input
            {...checked('email')}
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={fieldMaxLength.email}
            required
          />
          {errorOf('email')}
        </div>
        <div className="quote-form__field">
          <label htmlFor={id('phone')}>{words.phone}</label>
          <input
            {...checked('phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={fieldMaxLength.phone}
            pattern={phonePattern}
            title={words.errors.phone}
            required
          />
          {errorOf('phone')}
        </div>
        <div className="quote-form__field">
          <label htmlFor={id('subject')}>{words.service}</label>
          <span className="quote-form__select">
            <select
              {...checked('subject')}
              name="subject"
              required
              value={service}
              onChange={(e) => chooseService(e.currentTarget.value)}
            >
              <option value="">{words.selectService}</option>
              {services.map(({ label }) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
            </select>
            <Icon name="chevron-down" size={18} />
          </span>
          {errorOf('subject')}
        </div>
        {/* Every service's brief, the chosen one shown (above). */}
        {services.map((s, n) => {
          const idOf = briefId(n)
          return (
            <Activity key={s.label} mode={n === chosen ? 'visible' : 'hidden'}>
              <QuoteBrief
                service={s}
                lists={lists}
                words={words}
                id={idOf}
                size={checked('size', idOf('size-hint'), idOf)}
                sizeError={errorOf('size', idOf)}
              />
            </Activity>
          )
        })}
        <AttachmentField id={id('attachment')} words={words} />
        <div className="quote-form__field quote-form__field--wide">
          <label htmlFor={id('message')}>{words.message}</label>
          <textarea
            {...checked('message')}
            name="message"
            rows={5}
            placeholder={words.messagePlaceholder}
            maxLength={fieldMaxLength.message}
            required
          />
          {errorOf('message')}
        </div>
      </div>
      <div className="quote-form__footer">
        <button className="btn btn--accent quote-form__submit" type="submit" disabled={sending === 'sending'}>
          {sending === 'sending' ? words.sending : words.submit}
          <Icon name="send" size={18} />
        </button>
        <p className="quote-form__note" dangerouslySetInnerHTML={{ __html: words.noteHtml }} />
        <p className="quote-form__answer" role="alert">
          {answer}
        </p>
      </div>
    </form>
  )
}
