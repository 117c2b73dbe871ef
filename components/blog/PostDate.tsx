/** A post's display date with a calendar icon, machine-readable when the API's text is a date. */
import { Icon } from '../Icon'
import type { BlogCard } from '../../lib/blog/blogView'

export function PostDate({ post }: { post: Pick<BlogCard, 'displayDate' | 'dateTime'> }) {
  if (!post.displayDate) return null
  return (
    <span className="blog-meta__date">
      <Icon name="calendar" size={14} />
      <time dateTime={post.dateTime ?? undefined}>{post.displayDate}</time>
    </span>
  )
}
