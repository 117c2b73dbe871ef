/**
 * The part of the quote form that follows the chosen service: the estimate from the price list (the
 * card's figure for the chosen design kind or complexity; for custom patches, words only) and the
 * optional brief (finished size, garment or fabric, placement, machine or output format), as the
 * service asks in content/services.json. Its controls have no `name`: they are never posted as fields
 * of their own; QuoteForm writes each filled one as a labelled line at the top of `message`.
 */
import { useState, type ReactNode, type SelectHTMLAttributes } from 'react'
import type { BriefField, Ui } from '../content/config'
import { fillWords } from '../lib/fillWords'
import { formatUsd } from '../lib/formatUsd'
import type { QuoteFormData, QuoteFormService } from '../lib/quoteForm'
import { estimateParts, estimateText } from '../lib/quoteEstimate'
import { Icon } from './Icon'

export interface QuoteBriefProps {
  service: QuoteFormService
  lists: QuoteFormData['lists']
  /** The form's words (content/ui.json `quoteForm`). */
  words: Omit<Ui['quoteForm'], 'note'>
  /** The form's id of a field. */
  id: (field: string) => string
  /** The size input's id and error state, from the form's checks. */
  size: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }
  sizeError: ReactNode
}

/** The brief's selects: the list each offers (its label, also the line's label in the message, is content's). */
const selects: Partial<Record<BriefField, keyof QuoteFormData['lists']>> = {
  placement: 'placements',
  machineFormat: 'machineFormats',
  outputFormat: 'outputFormats',
}

function Select(props: SelectHTMLAttributes<HTMLSelectElement> & { 'data-brief'?: string }) {
  return (
    <span className="quote-form__select">
      <select {...props} />
      <Icon name="chevron-down" size={18} />
    </span>
  )
}

export function QuoteBrief({ service, lists, words, id, size, sizeError }: QuoteBriefProps) {
  const [choice, setChoice] = useState('')
  const [across, setAcross] = useState<'wide' | 'high'>('wide')
  const brief = words.brief
  const option = service.choice?.options.find((o) => o.label === choice)
  const [word, figure] = option
    ? estimateParts(option, brief)
    : [brief.from, service.from === undefined ? '' : formatUsd(service.from)]

  return (
    <fieldset className="quote-brief quote-form__field--wide" data-service={service.label}>
      <legend>
        {brief.legend} <span className="quote-form__optional">{words.optional}</span>
      </legend>
      <div className="quote-brief__grid">
        {service.choice && (
          <div className="quote-form__field quote-brief__choice">
            <label htmlFor={id('choice')}>{service.choice.label}</label>
            <Select
              id={id('choice')}
              value={choice}
              onChange={(e) => setChoice(e.currentTarget.value)}
              data-brief={service.choice.label}
            >
              <option value="">{brief.notSure}</option>
              {service.choice.options.map(({ label }) => (
                <option key={label}>{label}</option>
              ))}
            </Select>
          </div>
        )}
        <output
          className="quote-estimate quote-form__field"
          htmlFor={service.choice && id('choice')}
          data-brief={brief.estimateLine}
          data-value={option ? estimateText(option, brief) : ''}
        >
          <span className="quote-estimate__label">{brief.estimate}</span>
          {figure ? (
            <span className="quote-estimate__figure">
              <span className="quote-estimate__word">{word}</span> {figure}
            </span>
          ) : (
            <span className="quote-estimate__summary">{service.summary}.</span>
          )}
          <span className="quote-estimate__note">
            {option
              ? option.label
              : service.choice
                ? fillWords(brief.chooseFor, { choice: service.choice.label.toLowerCase() })
                : brief.pricedLater}
          </span>
          {/* "Quote: Free" reads "Free quote". */}
          <span className="quote-estimate__free">
            {service.notes.map((n) => `${n.note} ${n.label.toLowerCase()}`).join(' · ')}
          </span>
        </output>
        {service.brief.map((field) =>
          field === 'size' ? (
            <div key={field} className="quote-form__field">
              <label htmlFor={size.id}>{brief.size}</label>
              <span className="quote-brief__size">
                <input
                  {...size}
                  type="number"
                  inputMode="decimal"
                  min={0.5}
                  max={60}
                  step="any"
                  placeholder={brief.sizePlaceholder}
                  data-brief={brief.size}
                  data-suffix={` ${brief[across]}`}
                />
                <Select
                  aria-label={brief.sizeMeasured}
                  value={across}
                  onChange={(e) => setAcross(e.currentTarget.value as 'wide' | 'high')}
                >
                  <option value="wide">{brief.wide}</option>
                  <option value="high">{brief.high}</option>
                </Select>
              </span>
              <p id={id('size-hint')} className="quote-form__hint">
                {brief.sizeHint}
              </p>
              {sizeError}
            </div>
          ) : field === 'garment' ? (
            <div key={field} className="quote-form__field">
              <label htmlFor={id(field)}>{brief.garment}</label>
              <input id={id(field)} type="text" placeholder={brief.garmentPlaceholder} data-brief={brief.garment} />
            </div>
          ) : (
            <div key={field} className="quote-form__field">
              <label htmlFor={id(field)}>{brief[field]}</label>
              <Select id={id(field)} defaultValue="" data-brief={brief[field]}>
                <option value="">{brief.choose}</option>
                {lists[selects[field]!].map((item) => (
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
