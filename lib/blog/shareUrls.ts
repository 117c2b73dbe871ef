/*
 * "Share blog" links: each network's own share page, given the post's canonical URL. These are
 * plain links (no SDK, no script from the networks), so sharing costs no JavaScript and sends
 * nothing to a network until the visitor clicks.
 */
import type { IconName } from '../iconNames'

/** One share link: the network's name for the label, its sprite icon, and the share URL. */
export interface ShareLink {
  network: string
  icon: IconName
  href: string
}

/**
 * Share links for Facebook, X (Twitter), LinkedIn and Xing, in that order.
 *
 * @param url - the post's absolute canonical URL
 * @param title - the post's title, used where a network takes a text
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url)
  return [
    { network: 'Facebook', icon: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: 'X (Twitter)',
      icon: 'twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    { network: 'LinkedIn', icon: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'Xing', icon: 'xing', href: `https://www.xing.com/spi/shares/new?url=${u}` },
  ]
}
