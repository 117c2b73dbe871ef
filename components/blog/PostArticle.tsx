/** The main area of a post: banner, category, date, title (the page's h1), body and share links. */
import { Icon } from '../Icon'
import { BlogBanner } from './BlogBanner'
import { PostDate } from './PostDate'
import { ShareLinks, type ShareWords } from './ShareLinks'
import { useBlogLinks } from './SnapshotLinks'
import { blogPath, blogsPath } from '../../lib/blog/blogPaths'
import type { BlogPostView } from '../../lib/blog/blogView'

export function PostArticle({ post, siteUrl, share }: { post: BlogPostView; siteUrl: string; share: ShareWords }) {
  const link = useBlogLinks()
  return (
    <article className="blog-post">
      <BlogBanner src={post.banner} className="blog-post__banner" priority />
      <p className="blog-meta">
        {post.categoryName && (
          <a className="blog-meta__category" {...link(blogsPath(post.categoryName))}>
            <Icon name="tag" size={14} />
            {post.categoryName}
          </a>
        )}
        <PostDate post={post} />
      </p>
      <h1 className="blog-post__title">{post.title}</h1>
      {/* Sanitised with the site's policy: on the server at build time, in the browser for fresher posts. */}
      <div className="prose blog-post__body" dangerouslySetInnerHTML={{ __html: post.html }} />
      <ShareLinks url={`${siteUrl}${blogPath(post.slug)}`} title={post.title} words={share} />
    </article>
  )
}
