/** One line above the cards saying what is shown, announced to screen readers as the filter changes. */
import type { BlockOf } from '../../content/blocks'
import { fillWords } from '../../lib/fillWords'

export type ResultsWords = Pick<BlockOf<'blog-list'>, 'resultsMany' | 'resultsOne' | 'resultsIn' | 'resultsMatching' | 'resultsNone'>

export function ResultsNote({ count, search, category, words }: { count: number; search: string; category: string; words: ResultsWords }) {
  const query = search.trim()
  const where = category ? fillWords(words.resultsIn, { category }) : ''
  const matching = query ? fillWords(words.resultsMatching, { search: query }) : ''
  const text = count === 0 ? fillWords(words.resultsNone, { where, matching }) : `${fillWords(count === 1 ? words.resultsOne : words.resultsMany, { count })}${where}${matching}`
  return (
    <p className={count === 0 ? 'blog-results blog-results--empty' : 'blog-results'} role="status">
      {text}
    </p>
  )
}
