/** A clear "no such post" (its title is the page's h1), with the way back to the list. */
import type { BlockOf } from '../../content/blocks'
import { routes } from '../../lib/navigation'
import { Icon } from '../Icon'

export type NotFoundWords = Pick<BlockOf<'blog-post'>, 'notFoundTitle' | 'notFoundText' | 'notFoundAction'>

export function PostMissing({ words }: { words: NotFoundWords }) {
  return (
    <div className="blog-missing">
      <span className="blog-missing__icon" aria-hidden="true">
        <Icon name="search" size={28} />
      </span>
      <h1 className="blog-missing__title">{words.notFoundTitle}</h1>
      <p>{words.notFoundText}</p>
      <a className="btn btn--accent" href={routes.blogs}>
        {words.notFoundAction}
      </a>
    </div>
  )
}
