/** The main area of a post: banner, category, date, title (the page's h1), body and share links. */
import { BlogBanner } from './BlogBanner'
import { PostMeta } from './PostMeta'
import { ShareLinks, type ShareWords } from './ShareLinks'
import { blogPath } from '../../lib/blog/blogPaths'
import type { BlogPostView } from '../../lib/blog/blogView'

export function PostArticle({ post, siteUrl, share }: { post: BlogPostView; siteUrl: string; share: ShareWords }) {
  return (
    <article className="blog-post">
      <BlogBanner src={post.banner} className="blog-post__banner" priority />
      <PostMeta post={post} />
      <h1 className="blog-post__title">{post.title}</h1>
      {/* Sanitised with the site's policy: on the server at build time, in the browser for fresher posts. */}
      <div className="prose blog-post__body" dangerouslySetInnerHTML={{ __html: post.html }} />
      <ShareLinks url={`${siteUrl}${blogPath(post.slug)}`} title={post.title} words={share} />
    </article>
  )
}
