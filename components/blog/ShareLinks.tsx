/** 'Share blog': icon links to four networks' share pages, each opened in a new tab. */
import { ExternalLink } from '../ExternalLink'
import { Icon } from '../Icon'
import { shareLinks } from '../../lib/blog/shareUrls'
import { fillWords } from '../../lib/fillWords'
import './blog.css'

/** The share box's words: its title and each link's name, {network} filled in. */
export interface ShareWords {
  shareTitle: string
  shareLink: string
}

export function ShareLinks({ url, title, words }: { url: string; title: string; words: ShareWords }) {
  return (
    <section className="blog-share" aria-labelledby="blog-share-title">
      <h2 id="blog-share-title" className="blog-share__title">
        {words.shareTitle}
      </h2>
      <ul className="blog-share__list">
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <ExternalLink className="icon-button blog-share__link" href={link.href} aria-label={fillWords(words.shareLink, { network: link.network })}>
              <Icon name={link.icon} size={18} />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
