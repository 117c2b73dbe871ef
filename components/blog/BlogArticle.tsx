/** A post: banner, category, date, the title (the page's h1), the body (sanitised already) and the share links. */
import { blogPath } from '../../lib/blog/blogPaths'
import type { BlogPostView } from '../../lib/blog/blogView'
import { shareLinks } from '../../lib/blog/shareUrls'
import { fillWords } from '../../lib/fillWords'
import { Icon } from '../Icon'
import { PostBanner } from './PostBanner'
import { PostMeta } from './PostMeta'

/** The share box's words: its title and each link's name, {network} filled in. */
export interface ShareWords {
  shareTitle: string
  shareLink: string
}

/** The share links: each network's share page for the post, in a new tab. */
function Share({ url, title, words }: { url: string; title: string; words: ShareWords }) {
  return (
    <section className="blog-share" aria-labelledby="blog-share-title">
      <h2 id="blog-share-title" className="blog-share__title">
        {words.shareTitle}
      </h2>
      <ul className="blog-share__list">
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              target="_blank"
              rel="noopener noreferrer"
              className="icon-button blog-share__link"
              href={link.href}
              aria-label={fillWords(words.shareLink, { network: link.network })}
            >
              <Icon name={link.icon} size={18} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function BlogArticle({ post, siteUrl, words }: { post: BlogPostView; siteUrl: string; words: ShareWords }) {
  return (
    <article className="blog-post">
      <PostBanner src={post.banner} className="blog-post__banner" priority />
      <PostMeta post={post} />
      <h1 className="blog-post__title">{post.title}</h1>
      {/* Sanitised on the server at build time, in the browser after a refresh (lib/blog/sanitizeHtml.ts). */}
      <div className="prose blog-post__body" dangerouslySetInnerHTML={{ __html: post.html }} />
      <Share url={`${siteUrl}${blogPath(post.slug)}`} title={post.title} words={words} />
    </article>
  )
}
