/** The line of a post's facts above its title: its category, a link to the category's list, and its date. */
import { Icon } from '../Icon'
import { blogsPath } from '../../lib/blog/blogPaths'
import type { BlogCard } from '../../lib/blog/blogView'
import { useBlogLinks } from './SnapshotLinks'

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

/** The category (when the post has one) and the date, as the list's cards and the post's page show them. */
export function PostMeta({ post }: { post: Pick<BlogCard, 'categoryName' | 'displayDate' | 'dateTime'> }) {
  const link = useBlogLinks()
  return (
    <p className="blog-meta">
      {post.categoryName && (
        <a className="blog-meta__category" {...link(blogsPath(post.categoryName))}>
          <Icon name="tag" size={14} />
          {post.categoryName}
        </a>
      )}
      <PostDate post={post} />
    </p>
  )
}
