/** 'Share blog': icon links to four networks' share pages, each opened in a new tab. */
import { ExternalLink } from '../ExternalLink'
import { Icon } from '../Icon'
import { shareLinks } from '../../lib/blog/shareUrls'
import './blog.css'

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <section className="blog-share" aria-labelledby="blog-share-title">
      <h2 id="blog-share-title" className="blog-share__title">
        Share blog
      </h2>
      <ul className="blog-share__list">
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <ExternalLink className="blog-share__link" href={link.href} aria-label={`Share on ${link.network}`}>
              <Icon name={link.icon} size={18} />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
