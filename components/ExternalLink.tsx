/** A link that leaves the site: opens in a new tab without giving the new page access to this one. */
import type { AnchorHTMLAttributes } from 'react'

export function ExternalLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />
}
