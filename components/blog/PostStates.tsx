/** What the post area shows without a post: a missing post, or the shell page while it loads. */
import type { BlockOf } from '../../content/blocks'
import { routes } from '../../lib/navigation'
import { Icon } from '../Icon'

/** A clear "no such post", with the way back to the list. */
export function PostNotFound({ words }: { words: Pick<BlockOf<'blog-post'>, 'notFoundTitle' | 'notFoundText' | 'notFoundAction'> }) {
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

/** Placeholders the size of a post, so the page does not jump when it arrives. */
export function PostLoading({ label }: { label: string }) {
  return (
    <div className="blog-loading" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div className="blog-loading__banner" />
      <div className="blog-loading__line blog-loading__line--short" />
      <div className="blog-loading__line blog-loading__line--title" />
      <div className="blog-loading__line" />
      <div className="blog-loading__line" />
      <div className="blog-loading__line blog-loading__line--short" />
    </div>
  )
}
