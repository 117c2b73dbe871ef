/** What the post area shows without a post: a missing post, or the shell page while it loads. */
import { Icon } from '../../components/Icon'
import { routes } from '../../lib/navigation'

/** A clear "no such post", with the way back to the list. */
export function PostNotFound() {
  return (
    <div className="blog-missing">
      <span className="blog-missing__icon" aria-hidden="true">
        <Icon name="search" size={28} />
      </span>
      <h1 className="blog-missing__title">Post not found</h1>
      <p>This post does not exist or is no longer published. Our latest posts are listed on the blog.</p>
      <a className="btn btn--accent" href={routes.blogs}>
        Browse all posts
      </a>
    </div>
  )
}

/** Placeholders the size of a post, so the page does not jump when it arrives. */
export function PostLoading() {
  return (
    <div className="blog-loading" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the post…
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
