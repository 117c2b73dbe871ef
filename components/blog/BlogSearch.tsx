/**
 * The blog's search box (spec point 5): required, filters by title while typing. Submitting does
 * nothing, because the results are already on screen.
 */
import { Icon } from '../Icon'
import './blog.css'
import type { Ui } from '../../content/config'

export function BlogSearch({ id, value, onChange, words }: { id: string; value: string; onChange: (value: string) => void; words: Pick<Ui['blog'], 'searchLabel' | 'searchPlaceholder' | 'searchButton'> }) {
  return (
    <form className="blog-search" role="search" onSubmit={(event) => event.preventDefault()}>
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
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button className="blog-search__button" type="submit" aria-label={words.searchButton}>
        <Icon name="search" size={18} />
      </button>
    </form>
  )
}
