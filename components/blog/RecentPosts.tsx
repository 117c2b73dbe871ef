/** The sidebar's recent posts: thumbnail, title link and date; the post being read is marked current. */
import { blogPath } from '../../lib/blog/blogPaths'
import type { BlogCard } from '../../lib/blog/blogView'
import { PostBanner } from './PostBanner'
import { PostDate } from './PostMeta'

export function RecentPosts({ posts, currentSlug }: { posts: readonly BlogCard[]; currentSlug?: string }) {
  return (
    <ul className="recent-posts">
      {posts.map((post) => (
        <li key={post.slug} className="recent-posts__item">
          <PostBanner src={post.banner} className="recent-posts__thumb" />
          <div>
            <a
              className="recent-posts__title"
              href={blogPath(post.slug)}
              aria-current={post.slug === currentSlug ? 'page' : undefined}
            >
              {post.title}
            </a>
            <p className="blog-meta">
              <PostDate post={post} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
