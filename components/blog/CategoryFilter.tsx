/**
 * 'ALL' plus the categories found in the posts. On the list page each is a link to its
 * `/blogs/{category}` page (the URL says what is shown, and it works without JavaScript); in the
 * post sidebar they are toggle buttons that filter the recent posts in place.
 */
import { blogsPath } from '../../lib/blog/blogPaths'
import { useBlogLinks } from './SnapshotLinks'
import './blog.css'

interface Props {
  categories: string[]
  /** The selected category; `''` or `ALL` selects ALL. */
  selected: string
  /** Given: buttons that call it. Left out: links to the category pages. */
  onSelect?: (category: string) => void
  /** The first entry's words, for every category: "ALL" (content/ui.json). */
  all: string
}

export function CategoryFilter({ categories, selected, onSelect, all }: Props) {
  const link = useBlogLinks()
  const current = selected.toUpperCase() === all.toUpperCase() ? '' : selected
  return (
    <ul className="blog-categories">
      {['', ...categories].map((category) => {
        const label = category || all
        const isSelected = category === current
        return (
          <li key={label}>
            {onSelect ? (
              <button type="button" className="chip blog-categories__item" aria-pressed={isSelected} onClick={() => onSelect(category)}>
                {label}
              </button>
            ) : (
              <a className="chip blog-categories__item" {...link(blogsPath(category))} aria-current={isSelected ? 'page' : undefined}>
                {label}
              </a>
            )}
          </li>
        )
      })}
    </ul>
  )
}
