/** The business's social profiles as icon links. */
import { site } from 'virtual:content'
import { Icon } from './Icon'
import { ExternalLink } from './ExternalLink'

export function SocialLinks() {
  return (
    <ul className="social">
      {site.social.map((profile) => (
        <li key={profile.network}>
          <ExternalLink className="social__link" href={profile.url} aria-label={profile.label}>
            <Icon name={profile.network} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
