/** A compact list of posts for the sidebar: thumbnail, title link and date. */
import { blogPath } from '../../lib/blog/blogPaths'
import type { BlogCard } from '../../lib/blog/blogView'
import { BlogBanner } from './BlogBanner'
import { PostDate } from './PostMeta'
import { useBlogLinks } from './SnapshotLinks'
import './blog.css'

export function RecentPosts({ posts, currentSlug }: { posts: BlogCard[]; currentSlug?: string }) {
  const link = useBlogLinks()
  return (
    <ul className="recent-posts">
      {posts.map((post) => (
        <li key={post.slug} className="recent-posts__item">
          <BlogBanner src={post.banner} className="recent-posts__thumb" />
          <div>
            <a className="recent-posts__title" {...link(blogPath(post.slug))} aria-current={post.slug === currentSlug ? 'page' : undefined}>
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
