/** One post in the blog list: banner, category link, date, title, short description and Read More. */
import { Icon } from '../Icon'
import { blogPath } from '../../lib/blog/blogPaths'
import type { BlogCard as Card } from '../../lib/blog/blogView'
import { BlogBanner } from './BlogBanner'
import { PostMeta } from './PostMeta'
import { useBlogLinks } from './SnapshotLinks'
import './blog.css'
import type { Ui } from '../../content/config'
import { fillWords } from '../../lib/fillWords'

export function BlogCard({ post, priority = false, words }: { post: Card; priority?: boolean; words: Pick<Ui['blog'], 'readMore' | 'readMoreAbout'> }) {
  const link = useBlogLinks()
  const postLink = link(blogPath(post.slug))
  return (
    <article className="blog-card">
      <BlogBanner src={post.banner} className="blog-card__banner" priority={priority} />
      <div className="blog-card__body">
        <PostMeta post={post} />
        <h2 className="blog-card__title">
          {/* Its ::after covers the card, so the banner and the whole card open the post. */}
          <a {...postLink}>{post.title}</a>
        </h2>
        {post.shortDescription && <p className="blog-card__text">{post.shortDescription}</p>}
        {/* The hidden words make the link's text say where it goes, for screen readers and search engines alike. */}
        <a className="blog-card__more" {...postLink}>
          {words.readMore}
          <span className="visually-hidden">{fillWords(words.readMoreAbout, { title: post.title })}</span>
          <Icon name="arrow-right" size={16} />
        </a>
      </div>
    </article>
  )
}
