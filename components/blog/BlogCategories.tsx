/**
 * 'ALL' plus the categories of the posts: links to each category's list (the list page, where the
 * browser then filters in place), or toggle buttons that filter the recent posts (a post's sidebar).
 */
import { blogsPath } from '../../lib/blog/blogPaths'

export interface BlogCategoriesProps {
  categories: readonly string[]
  /** The selected category, `''` for ALL. */
  selected: string
  /** The first entry's words ("ALL"). */
  all: string
  kind: 'links' | 'buttons'
}

export function BlogCategories({ categories, selected, all, kind }: BlogCategoriesProps) {
  return (
    <ul className="blog-categories">
      {['', ...categories].map((category) => (
        <li key={category}>
          {kind === 'buttons' ? (
            <button
              type="button"
              className="chip blog-categories__item"
              data-category={category}
              aria-pressed={category === selected}
            >
              {category || all}
            </button>
          ) : (
            <a
              className="chip blog-categories__item"
              href={blogsPath(category)}
              data-category={category}
              aria-current={category === selected ? 'page' : undefined}
            >
              {category || all}
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}
