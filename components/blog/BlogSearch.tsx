/**
 * The blog's search box (spec point 5): required; the page's behaviour filters by title while the
 * visitor types, and keeps the form from being sent (the results are already on screen).
 */
import { Icon } from '../Icon'
import './blog.css'
import type { Ui } from '../../content/config'

export function BlogSearch({
  id,
  words,
}: {
  id: string
  words: Pick<Ui['blog'], 'searchLabel' | 'searchPlaceholder' | 'searchButton'>
}) {
  return (
    <form className="blog-search" role="search">
      <label className="visually-hidden" htmlFor={id}>
        {words.searchLabel}
      </label>
      <input
        id={id}
        className="blog-search__input"
        type="search"
        name="search"
        placeholder={words.searchPlaceholder}
        autoComplete="off"
        required
      />
      <button className="blog-search__button" type="submit" aria-label={words.searchButton}>
        <Icon name="search" size={18} />
      </button>
    </form>
  )
}
