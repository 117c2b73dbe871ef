/**
 * The quote form's estimate from the price list, unit-tested without a browser: its wording, its words
 * from content/ui.json.
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
