/** One post in the blog list: banner, category link, date, title, short description and Read More. */
import { Icon } from '../Icon'
import { blogPath, blogsPath } from './blogPaths'
import type { BlogCard as Card } from './blogView'
import { BlogBanner } from './BlogBanner'
import { PostDate } from './PostDate'
import { useBlogLinks } from './SnapshotLinks'
import './blog.css'

export function BlogCard({ post }: { post: Card }) {
  const link = useBlogLinks()
  const postLink = link(blogPath(post.slug))
  return (
    <article className="blog-card">
      <BlogBanner src={post.banner} className="blog-card__banner" />
      <div className="blog-card__body">
        <p className="blog-meta">
          {post.categoryName && (
            <a className="blog-meta__category" {...link(blogsPath(post.categoryName))}>
              <Icon name="tag" size={14} />
              {post.categoryName}
            </a>
          )}
          <PostDate post={post} />
        </p>
        <h2 className="blog-card__title">
          {/* Its ::after covers the card, so the banner and the whole card open the post. */}
          <a {...postLink}>{post.title}</a>
        </h2>
        {post.shortDescription && <p className="blog-card__text">{post.shortDescription}</p>}
        <a className="blog-card__more" {...postLink} aria-label={`Read More: ${post.title}`}>
          Read More
          <Icon name="arrow-right" size={16} />
        </a>
      </div>
    </article>
  )
}
