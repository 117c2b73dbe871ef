/**
 * The free quote form (the quote form and video blocks). It is a plain HTML form posted natively to the
 * portal's contact action as multipart/form-data, so it works, file included, without JavaScript, and
 * then posts only the spec's fields (name, email, phone, subject, message, attachment). Its options,
 * lists and words come from content (lib/blocks.ts `QuoteFormProps`).
 *
 * With JavaScript it also:
 * - shows, once a service is chosen, an estimate from the price list and an optional brief (QuoteBrief);
 *   their controls have no `name`, so they are never posted as fields of their own: when the form is
 *   sent, the brief and the chosen estimate become labelled lines at the top of `message`;
 * - checks the fields itself on submit: each invalid one is marked `aria-invalid` with its message
 *   beside it (`aria-describedby`), and focus moves to the first one;
 * - checks the attachment and remembers the chosen service.
 *
 * The form is a white card, so it reads well on light and dark sections alike; its fields sit in two
 * columns when the card is wide enough (a container query), otherwise in one.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { QuoteFormProps } from '../lib/blocks'
import { checkedFields, fieldError, type CheckedField } from '../lib/quoteFieldError'
import { messageWithBrief } from '../lib/quoteMessage'
import { AttachmentField } from './AttachmentField'
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

export type Errors = Partial<Record<CheckedField, string>>

export function QuoteForm({
  idPrefix,
  form: { services, lists, words, action },
  heading,
  headingLevel = 2,
}: QuoteFormViewProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  const [service, chooseService] = useStoredService(services.map((s) => s.label))
  const chosen = services.find((s) => s.label === service)
  const [errors, setErrors] = useState<Errors | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const id = (field: string) => `${idPrefix}-${field}`

  /** The error of every checked field on the page now (the size only while the brief shows it). */
  const check = (el: HTMLFormElement): Errors =>
    Object.fromEntries(
      checkedFields.flatMap((field) => {
        const control = el.querySelector<HTMLInputElement>(`#${id(field)}`)
        const error = control && fieldError(field, control.validity, words.errors)
        return error ? [[field, error]] : []
      }),
    )

  useEffect(() => {
    const el = form.current!
    // The form now checks its fields itself, with messages next to them; `required` stays for the record.
    el.noValidate = true
    // The brief's controls carry `data-brief` (their label in the message) and no name; `data-value`
    // stands for a computed value (the estimate), `data-suffix` follows a typed one (" in wide").
    const addBrief = (event: FormDataEvent) => {
      const brief = [...el.querySelectorAll<HTMLElement & { value: string }>('[data-brief]')].map((c) => {
        const value = c.dataset.value ?? c.value
        return [c.dataset.brief!, value && value + (c.dataset.suffix ?? '')] as const
      })
      event.formData.set('message', messageWithBrief(brief, String(event.formData.get('message') ?? '')))
    }
    el.addEventListener('formdata', addBrief)
    return () => el.removeEventListener('formdata', addBrief)
  }, [])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = check(event.currentTarget)
    setErrors(found)
    const first = checkedFields.find((field) => found[field])
    if (!first) return
    event.preventDefault()
    event.currentTarget.querySelector<HTMLElement>(`#${id(first)}`)?.focus()
  }

  /** Props of a checked control: marked invalid and described by its message while it has one. */
  const checked = (field: CheckedField, hint?: string) => ({
    id: id(field),
    'aria-invalid': errors?.[field] ? true : undefined,
    'aria-describedby': [hint, errors?.[field] && id(`${field}-error`)].filter(Boolean).join(' ') || undefined,
  })
  const errorOf = (field: CheckedField) =>
    errors?.[field] && (
      <p id={id(`${field}-error`)} className="quote-form__error">
        {errors[field]}
      </p>
    )

  return (
    <form
      ref={form}
      className="quote-form"
      method="post"
      encType="multipart/form-data"
      action={action}
      aria-labelledby={heading ? id('title') : undefined}
      aria-label={heading ? undefined : words.label}
      onSubmit={onSubmit}
      // After a failed submit, each change re-checks, so a message goes as soon as its field is right.
      onChange={(event) => errors && setErrors(check(event.currentTarget))}
    >
      {heading && (
        <H id={id('title')} className="quote-form__title">
          {heading}
        </H>
      )}
      <div className="quote-form__grid">
        <div className="quote-form__field">
          <label htmlFor={id('name')}>{words.name}</label>
          <input {...checked('name')} name="name" type="text" autoComplete="name" required />
          {errorOf('name')}
        </div>
        <div className="quote-form__field">
          <label htmlFor={id('email')}>{words.email}</label>
          <input {...checked('email')} name="email" type="email" autoComplete="email" spellCheck={false} required />
          {errorOf('email')}
        </div>
        <div className="quote-form__field">
          <label htmlFor={id('phone')}>{words.phone}</label>
          <input {...checked('phone')} name="phone" type="tel" autoComplete="tel" required />
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
        {chosen && (
          <QuoteBrief
            key={chosen.label}
            service={chosen}
            lists={lists}
            words={words}
            id={id}
            size={checked('size', id('size-hint'))}
            sizeError={errorOf('size')}
          />
        )}
        <AttachmentField id={id('attachment')} words={words} />
        <div className="quote-form__field quote-form__field--wide">
          <label htmlFor={id('message')}>{words.message}</label>
          <textarea {...checked('message')} name="message" rows={5} placeholder={words.messagePlaceholder} required />
          {errorOf('message')}
        </div>
      </div>
      <div className="quote-form__footer">
        <button className="btn btn--accent quote-form__submit" type="submit">
          {words.submit}
          <Icon name="send" size={18} />
        </button>
        <p className="quote-form__note" dangerouslySetInnerHTML={{ __html: words.noteHtml }} />
      </div>
    </form>
  )
}
