/** A button of content (lib/blocks.ts `Link`): its look, an arrow if asked, a new tab for other sites. */
import type { Link } from '../lib/blocks'
import { ExternalLink } from './ExternalLink'
import { Icon } from './Icon'

export function ActionLink({
  link,
  className,
  arrowSize = 18,
}: {
  link: Link
  className?: string
  arrowSize?: number
}) {
  const classes = [`btn btn--${link.style}`, className].filter(Boolean).join(' ')
  const content = (
    <>
      {link.label}
      {link.arrow && <Icon name="arrow-right" size={arrowSize} />}
    </>
  )
  return link.external ? (
    <ExternalLink className={classes} href={link.href}>
      {content}
    </ExternalLink>
  ) : (
    <a className={classes} href={link.href}>
      {content}
    </a>
  )
}
