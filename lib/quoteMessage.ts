/**
 * The quote form's estimate and brief, unit-tested without a browser: the estimate's wording (its
 * words from content/ui.json) and the labelled lines the brief adds to the top of `message`.
 */
import type { EstimateOption } from './quoteForm'
import { formatUsd } from './formatUsd'

/** The words before an estimate's figure (content/ui.json `quoteForm.brief`): "from", "minimum". */
export interface EstimateWords {
  from: string
  minimum: string
}

/** The estimate of a price-list line in its two parts: ["from", "$15"], or ["minimum", "$30"]. */
export function estimateParts(
  option: Pick<EstimateOption, 'price' | 'minimum'>,
  words: EstimateWords,
): [word: string, figure: string] {
  return [option.minimum ? words.minimum : words.from, formatUsd(option.price)]
}

/** The estimate as one phrase: "from $15", "minimum $30". */
export function estimateText(option: Pick<EstimateOption, 'price' | 'minimum'>, words: EstimateWords): string {
  return estimateParts(option, words).join(' ')
}

/**
 * The message the portal receives: the brief's filled-in lines ("Placement: Left chest"), a blank
 * line, then the visitor's own text, unchanged. Without a filled-in line the text is sent as it is.
 */
export function messageWithBrief(brief: readonly (readonly [label: string, value: string])[], text: string): string {
  const lines = brief.filter(([, value]) => value.trim()).map(([label, value]) => `${label}: ${value.trim()}`)
  return lines.length ? `${lines.join('\n')}\n\n${text}` : text
}
