/** The line above a post's title: its category (a link to the category's list) and its date. */
import { blogsPath } from '../../lib/blog/blogPaths'
import type { BlogCard } from '../../lib/blog/blogView'
import { Icon } from '../Icon'

/** A post's display date with a calendar icon, machine-readable when the API's text is a date. */
export function PostDate({ post }: { post: Pick<BlogCard, 'displayDate' | 'dateTime'> }) {
  if (!post.displayDate) return null
  return (
    <span className="blog-meta__date">
      <Icon name="calendar" size={14} />
      <time dateTime={post.dateTime ?? undefined}>{post.displayDate}</time>
    </span>
  )
}

export function PostMeta({ post }: { post: BlogCard }) {
  return (
    <p className="blog-meta">
      {post.categoryName ? (
        <a className="blog-meta__category" href={blogsPath(post.categoryName)}>
          <Icon name="tag" size={14} />
          {post.categoryName}
        </a>
      ) : null}
      <PostDate post={post} />
    </p>
  )
}
