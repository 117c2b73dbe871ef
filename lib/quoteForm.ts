/**
 * What the quote form needs of services.json, resolved at build time so the browser receives only
 * this: each service option with the prices of its estimate read from its price card, and the lists
 * of the brief. Served as `virtual:content`'s `quoteForm`; no price is written in a component.
 */
import type { BriefField, Services } from '../content/config.ts'

/** One choice of the estimate, e.g. "Complex" at $60, or "Jacket front under 40k stitches", minimum $30. */
export interface EstimateOption {
  label: string
  price: number
  minimum: boolean
}

export interface QuoteFormService {
  /** The option's text, also what the form sends as `subject`. */
  label: string
  onServicePages: boolean
  /** The card's headline price, shown before a choice is made; none for custom patches. */
  from?: number
  /** The card's summary, e.g. "Price depends on type of patch, size of patch and complexity of design". */
  summary: string
  /** The card's lines with a word instead of a price, e.g. { label: "Quote", note: "Free" }. */
  notes: { label: string; note: string }[]
  /** The question that picks a price, with its options; none when only a quote can price it. */
  choice?: { label: string; options: EstimateOption[] }
  /** The optional brief fields asked for this service. */
  brief: BriefField[]
}

export interface QuoteFormData {
  services: QuoteFormService[]
  lists: Services['quoteBrief']
}

export function quoteFormData(services: Services): QuoteFormData {
  return {
    services: services.quoteServices.map(({ label, onServicePages, plan: key, choice, brief }) => {
      const plan = services.plans[key]
      const lineOf = (id: string) => plan.lines.find((line) => line.id === id && line.price !== undefined)!
      return {
        label,
        onServicePages,
        from: plan.from,
        summary: plan.summary,
        notes: plan.lines.flatMap((line) =>
          line.price === undefined && line.note ? [{ label: line.label, note: line.note }] : [],
        ),
        choice: choice && {
          label: choice.label,
          options: choice.options.map((option) => {
            const line = lineOf(option.line)
            return { label: option.label ?? line.label, price: line.price!, minimum: line.minimum }
          }),
        },
        brief,
      }
    }),
    lists: services.quoteBrief,
  }
}
