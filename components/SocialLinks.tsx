/** The business's social profiles as icon links. */
import type { Site } from '../content/config'
import { ExternalLink } from './ExternalLink'
import { Icon } from './Icon'

export function SocialLinks({ profiles }: { profiles: Site['social'] }) {
  return (
    <ul className="social">
      {profiles.map((profile) => (
        <li key={profile.network}>
          <ExternalLink className="social__link" href={profile.url} aria-label={profile.label}>
            <Icon name={profile.network} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
