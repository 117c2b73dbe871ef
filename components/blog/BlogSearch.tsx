/**
 * The blog's search box (spec point 5): required, filters by title while typing. Submitting does
 * nothing, because the results are already on screen.
 */
import { Icon } from '../Icon'
import './blog.css'

export function BlogSearch({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <form className="blog-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <label className="visually-hidden" htmlFor={id}>
        Search posts by title
      </label>
      <input
        id={id}
        className="blog-search__input"
        type="search"
        name="search"
        placeholder="Search posts…"
        autoComplete="off"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button className="blog-search__button" type="submit" aria-label="Search">
        <Icon name="search" size={18} />
      </button>
    </form>
  )
}
