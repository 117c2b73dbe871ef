/**
 * The free quote form (home, both service pages, contact). PLACEHOLDER: the lead-capture work
 * replaces the body of this component; its props stay as they are.
 */
import { config, services, site } from 'virtual:content'

export interface QuoteFormProps {
  /** Prefix for field ids, unique per form on a page, e.g. "home-quote". */
  idPrefix: string
  /** Offer "Custom Patches" in the service select (contact and home forms only). */
  includeCustomPatches: boolean
  /** Visible heading of the form, rendered as an h2 unless `headingLevel` says otherwise. */
  heading?: string
  headingLevel?: 2 | 3
}

export function QuoteForm({ idPrefix, includeCustomPatches, heading, headingLevel = 2 }: QuoteFormProps) {
  const H = headingLevel === 2 ? 'h2' : 'h3'
  const options = services.quoteServices.filter((s) => includeCustomPatches || s.onServicePages)
  return (
    <form className="quote-form" method="post" encType="multipart/form-data" action={`${config.portalUrl}${site.portal.contactActionPath}`}>
      {heading && <H className="quote-form__title">{heading}</H>}
      <label htmlFor={`${idPrefix}-name`}>Name</label>
      <input id={`${idPrefix}-name`} name="name" required />
      <label htmlFor={`${idPrefix}-email`}>Email</label>
      <input id={`${idPrefix}-email`} name="email" type="email" required />
      <label htmlFor={`${idPrefix}-phone`}>Phone</label>
      <input id={`${idPrefix}-phone`} name="phone" type="tel" required />
      <label htmlFor={`${idPrefix}-subject`}>Service</label>
      <select id={`${idPrefix}-subject`} name="subject" required defaultValue="">
        <option value="">Select a service</option>
        {options.map((o) => (
          <option key={o.label}>{o.label}</option>
        ))}
      </select>
      <label htmlFor={`${idPrefix}-attachment`}>Attachment</label>
      <input id={`${idPrefix}-attachment`} name="attachment" type="file" accept=".png,.jpg,.jpeg,.pdf" />
      <label htmlFor={`${idPrefix}-message`}>Message</label>
      <textarea id={`${idPrefix}-message`} name="message" required />
      <button className="btn btn--accent" type="submit">
        Get a Free Quote
      </button>
    </form>
  )
}
