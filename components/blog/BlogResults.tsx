/** The line above the blog list's cards saying what is shown (lib/blog/resultsText.ts), read out as it changes. */
import { resultsText, type ResultsWords } from '../../lib/blog/resultsText'

export interface BlogResultsProps {
  /** How many posts are shown. */
  count: number
  /** The search box's text. */
  query: string
  /** The category shown, `''` for all. */
  category: string
  hidden: boolean
  words: ResultsWords
}

export function BlogResults({ count, query, category, hidden, words }: BlogResultsProps) {
  return (
    <p className={count ? 'blog-results' : 'blog-results blog-results--empty'} role="status" hidden={hidden}>
      {resultsText(count, query, category, words)}
    </p>
  )
}
