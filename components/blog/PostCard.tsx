/** One post of the list, as an item of its grid (keyed by slug): banner, category, date, title, short description, Read More. */
import type { Ui } from '../../content/config'
import { blogPath } from '../../lib/blog/blogPaths'
import type { BlogCard } from '../../lib/blog/blogView'
import { fillWords } from '../../lib/fillWords'
import { Icon } from '../Icon'
import { PostBanner } from './PostBanner'
import { PostMeta } from './PostMeta'

export type CardWords = Pick<Ui['blog'], 'readMore' | 'readMoreAbout'>

export function PostCard({ post, words, priority = false }: { post: BlogCard; words: CardWords; priority?: boolean }) {
  const href = blogPath(post.slug)
  return (
    <li data-slug={post.slug}>
      <article className="blog-card">
        <PostBanner src={post.banner} className="blog-card__banner" priority={priority} />
        <div className="blog-card__body">
          <PostMeta post={post} />
          {/* The title link's ::after covers the card, so the banner and the whole card open the post. */}
          <h2 className="blog-card__title">
            <a href={href}>{post.title}</a>
          </h2>
          {post.shortDescription ? <p className="blog-card__text">{post.shortDescription}</p> : null}
          {/* The hidden words make the link's text say where it goes, for screen readers and search engines alike. */}
          <a className="blog-card__more" href={href}>
            {words.readMore}
            <span className="visually-hidden">{fillWords(words.readMoreAbout, { title: post.title })}</span>
            <Icon name="arrow-right" size={16} />
          </a>
        </div>
      </article>
    </li>
  )
}
