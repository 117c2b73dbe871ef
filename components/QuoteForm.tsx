/**
 * The free quote form (home, both service pages, contact). It is a plain HTML form posted natively
 * to the portal's contact action as multipart/form-data, so it works, file included, without
 * JavaScript; the script only adds the attachment checks and remembers the chosen service.
 *
 * The form is a white card, so it reads well on light and dark sections alike; its fields sit in two
 * columns when the card is wide enough (a container query), otherwise in one.
 */
import { quoteServices, site } from 'virtual:content'
import type { AppPath } from '../renderer/navigation'
import { AttachmentField } from './AttachmentField'
import { Icon } from './Icon'
import { portalUrl } from './portalUrl'
import { useStoredService } from './useStoredService'
import './QuoteForm.css'

export interface QuoteFormProps {
  /** Prefix for field ids, unique per form on a page, e.g. "home-quote". */
  idPrefix: string
  /** Offer "Custom Patches" in the service select (contact and home forms only). */
  includeCustomPatches: boolean
  /** Visible heading of the form, rendered as an h2 unless `headingLevel` says otherwise. */
  heading?: string
  headingLevel?: 2 | 3
}

const privacyPolicy: AppPath = '/privacy-policy'

export function QuoteForm({ idPrefix, includeCustomPatches, heading, headingLevel = 2 }: QuoteFormProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  const options = quoteServices.filter((s) => includeCustomPatches || s.onServicePages).map((s) => s.label)
  const [service, chooseService] = useStoredService(options)
  const id = (field: string) => `${idPrefix}-${field}`

  return (
    <form
      className="quote-form"
      method="post"
      encType="multipart/form-data"
      action={portalUrl(site.portal.contactActionPath)}
      aria-labelledby={heading ? id('title') : undefined}
      aria-label={heading ? undefined : 'Free quote'}
    >
      {heading && (
        <H id={id('title')} className="quote-form__title">
          {heading}
        </H>
      )}
      <div className="quote-form__grid">
        <div className="quote-form__field">
          <label htmlFor={id('name')}>Your Name</label>
          <input id={id('name')} name="name" type="text" autoComplete="name" required />
        </div>
        <div className="quote-form__field">
          <label htmlFor={id('email')}>Email Address</label>
          <input id={id('email')} name="email" type="email" autoComplete="email" spellCheck={false} required />
        </div>
        <div className="quote-form__field">
          <label htmlFor={id('phone')}>Phone Number</label>
          <input id={id('phone')} name="phone" type="tel" autoComplete="tel" required />
        </div>
        <div className="quote-form__field">
          <label htmlFor={id('subject')}>Service</label>
          <span className="quote-form__select">
            <select id={id('subject')} name="subject" required value={service} onChange={(e) => chooseService(e.currentTarget.value)}>
              <option value="">Select a service</option>
              {options.map((label) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
            </select>
            <Icon name="chevron-down" size={18} />
          </span>
        </div>
        <AttachmentField id={id('attachment')} />
        <div className="quote-form__field quote-form__field--wide">
          <label htmlFor={id('message')}>Message</label>
          <textarea id={id('message')} name="message" rows={5} placeholder="Tell us about your design: size, fabric or placement, colours and deadline." required />
        </div>
      </div>
      <div className="quote-form__footer">
        <button className="btn btn--accent quote-form__submit" type="submit">
          Get a Free Quote
          <Icon name="send" size={18} />
        </button>
        <p className="quote-form__note">
          All fields except the attachment are required. We use your details only to answer you (<a href={privacyPolicy}>privacy policy</a>).
        </p>
      </div>
    </form>
  )
}
