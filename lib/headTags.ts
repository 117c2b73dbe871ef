/**
 * The list of head tags, as plain data. The server writes it as HTML; client navigation updates
 * the live document from the same list.
 */
import type { Head } from './head'

export type HeadTag =
  { tag: 'meta'; key: 'name' | 'property'; name: string; content: string } | { tag: 'link'; rel: string; href: string }

/** Every meta and link tag a page gets from its head. */
export function headTags(head: Head): HeadTag[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    key,
    name,
    content,
  })
  return [
    meta('name', 'description', head.description),
    ...(head.keywords.length ? [meta('name', 'keywords', head.keywords.join(', '))] : []),
    meta('name', 'robots', head.noindex ? 'noindex, follow' : 'index, follow'),
    { tag: 'link', rel: 'canonical', href: head.canonical },
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
  ]
}
