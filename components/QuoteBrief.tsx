/**
 * The part of the quote form that follows the chosen service: the estimate from the price list (the
 * card's figure for the chosen design kind or complexity; for custom patches, words only) and the
 * optional brief (finished size, garment or fabric, placement, machine or output format), as the
 * service asks in content/services.json. Its controls have no `name`: they are never posted as fields
 * of their own; QuoteForm writes each filled one as a labelled line at the top of `message`.
 */
import { useState, type ReactNode, type SelectHTMLAttributes } from 'react'
import type { BriefField } from '../content/config'
import type { QuoteFormData, QuoteFormService } from '../lib/quoteForm'
import { formatUsd } from '../lib/formatUsd'
import { Icon } from './Icon'
import { estimateParts, estimateText } from '../lib/quoteMessage'

export interface QuoteBriefProps {
  service: QuoteFormService
  lists: QuoteFormData['lists']
  /** The form's id of a field. */
  id: (field: string) => string
  /** The size input's id and error state, from the form's checks. */
  size: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }
  sizeError: ReactNode
}

/** The brief's selects: label (also the line's label in the message), list, and the empty choice. */
const selects: Partial<Record<BriefField, [label: string, list: keyof QuoteFormData['lists'], empty: string]>> = {
  placement: ['Placement', 'placements', 'Choose…'],
  machineFormat: ['Machine format', 'machineFormats', 'Choose…'],
  outputFormat: ['Output format', 'outputFormats', 'Choose…'],
}

function Select(props: SelectHTMLAttributes<HTMLSelectElement> & { 'data-brief'?: string }) {
  return (
    <span className="quote-form__select">
      <select {...props} />
      <Icon name="chevron-down" size={18} />
    </span>
  )
}

export function QuoteBrief({ service, lists, id, size, sizeError }: QuoteBriefProps) {
  const [choice, setChoice] = useState('')
  const [across, setAcross] = useState('wide')
  const option = service.choice?.options.find((o) => o.label === choice)
  const [word, figure] = option ? estimateParts(option) : ['from', service.from === undefined ? '' : formatUsd(service.from)]

  return (
    <fieldset className="quote-brief quote-form__field--wide">
      <legend>
        About your design <span className="quote-form__optional">(optional)</span>
      </legend>
      <div className="quote-brief__grid">
        {service.choice && (
          <div className="quote-form__field quote-brief__choice">
            <label htmlFor={id('choice')}>{service.choice.label}</label>
            <Select id={id('choice')} value={choice} onChange={(e) => setChoice(e.currentTarget.value)} data-brief={service.choice.label}>
              <option value="">Not sure yet</option>
              {service.choice.options.map(({ label }) => (
                <option key={label}>{label}</option>
              ))}
            </Select>
          </div>
        )}
        <output className="quote-estimate quote-form__field" htmlFor={service.choice && id('choice')} data-brief="Estimate from the price list" data-value={option ? estimateText(option) : ''}>
          <span className="quote-estimate__label">Estimate from our price list</span>
          {figure ? (
            <span className="quote-estimate__figure">
              <span className="quote-estimate__word">{word}</span> {figure}
            </span>
          ) : (
            <span className="quote-estimate__summary">{service.summary}.</span>
          )}
          <span className="quote-estimate__note">
            {option ? option.label : service.choice ? `Choose a ${service.choice.label.toLowerCase()} for its price` : 'Priced once we see your design'}
          </span>
          {/* "Quote: Free" reads "Free quote". */}
          <span className="quote-estimate__free">{service.notes.map((n) => `${n.note} ${n.label.toLowerCase()}`).join(' · ')}</span>
        </output>
        {service.brief.map((field) =>
          field === 'size' ? (
            <div key={field} className="quote-form__field">
              <label htmlFor={size.id}>Finished size</label>
              <span className="quote-brief__size">
                <input {...size} type="number" inputMode="decimal" min={0.5} max={60} step="any" placeholder="e.g. 3.5" data-brief="Finished size" data-suffix={` in ${across}`} />
                <Select aria-label="Size measured as" value={across} onChange={(e) => setAcross(e.currentTarget.value)}>
                  <option value="wide">in wide</option>
                  <option value="high">in high</option>
                </Select>
              </span>
              <p id={id('size-hint')} className="quote-form__hint">
                Width or height, in inches.
              </p>
              {sizeError}
            </div>
          ) : field === 'garment' ? (
            <div key={field} className="quote-form__field">
              <label htmlFor={id(field)}>Garment or fabric</label>
              <input id={id(field)} type="text" placeholder="e.g. polo shirt, cap" data-brief="Garment or fabric" />
            </div>
          ) : (
            <div key={field} className="quote-form__field">
              <label htmlFor={id(field)}>{selects[field]![0]}</label>
              <Select id={id(field)} defaultValue="" data-brief={selects[field]![0]}>
                <option value="">{selects[field]![2]}</option>
                {lists[selects[field]![1]].map((item) => (
                  <option key={item}>{item}</option>
                ))}
              </Select>
            </div>
          ),
        )}
      </div>
    </fieldset>
  )
}
