/** What the shell page's post area shows while the post loads: placeholders the size of a post, so the page does not jump when it arrives. */
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
