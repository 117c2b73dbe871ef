/**
 * The line above the blog list's cards saying what is shown: "9 posts", "2 posts in Vector Art
 * matching “cap”", "No posts matching “x”…". One function for the prerendered page and the browser.
 */
import type { BlockOf } from '../../content/blocks'
import { fillWords } from '../fillWords'

export type ResultsWords = Pick<
  BlockOf<'blog-list'>,
  'resultsMany' | 'resultsOne' | 'resultsIn' | 'resultsMatching' | 'resultsNone'
>

/**
 * @param count - how many posts are shown
 * @param search - the search box's text
 * @param category - the category shown, `''` for all
 * @param words - the blog list block's words
 */
export function resultsText(count: number, search: string, category: string, words: ResultsWords): string {
  const query = search.trim()
  const where = category ? fillWords(words.resultsIn, { category }) : ''
  const matching = query ? fillWords(words.resultsMatching, { search: query }) : ''
  return count === 0
    ? fillWords(words.resultsNone, { where, matching })
    : `${fillWords(count === 1 ? words.resultsOne : words.resultsMany, { count })}${where}${matching}`
}
