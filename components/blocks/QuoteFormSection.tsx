/**
 * The quote form block: the free quote form beside a title, a sentence and points (the contact and
 * pricing pages), or on its own, narrower (a service page's Quick Inquiry).
 */
import { quoteFormProps, type BlockOf, type BlockSources, type Resolved } from '../../lib/blocks'
import { Icon } from '../Icon'
import { Island } from '../Island'
import { QuoteForm } from '../QuoteForm'
import { Section } from './Section'
import './QuoteFormSection.css'

/** The form's services, lists, words and address. */
export const quoteFormSectionData = (block: BlockOf<'quote-form'>, s: BlockSources) => ({
  form: quoteFormProps(block.services, s),
})

export function QuoteFormSection({
  block,
  id,
  formId,
}: {
  block: Resolved<'quote-form', typeof quoteFormSectionData>
  id: string
  formId: string
}) {
  if (!block.heading) {
    return (
      <Section background={block.background} id={block.anchor}>
        <div className="container quote-section__alone">
          <Island component={QuoteForm} props={{ idPrefix: formId, form: block.form, heading: block.formHeading }} />
        </div>
      </Section>
    )
  }
  return (
    <Section background={block.background} id={block.anchor} labelledBy={id}>
      <div className="container quote-section">
        <div className="quote-section__aside">
          {block.eyebrow && <span className="eyebrow">{block.eyebrow}</span>}
          <h2 id={id}>{block.heading}</h2>
          {block.lead && <p className="lead">{block.lead}</p>}
          {block.points.length > 0 && (
            <ul className="quote-section__points">
              {block.points.map((point) => (
                <li key={point}>
                  <Icon name="circle-check" size={20} /> {point}
                </li>
              ))}
            </ul>
          )}
        </div>
        <Island
          component={QuoteForm}
          props={{ idPrefix: formId, form: block.form, heading: block.formHeading, headingLevel: 3 }}
        />
      </div>
    </Section>
  )
}
