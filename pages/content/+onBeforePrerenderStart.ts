// https://vike.dev/onBeforePrerenderStart
import { pages } from 'virtual:content-pages'

/** One URL per published MDX page (drafts are left out by the content loader). */
export function onBeforePrerenderStart(): string[] {
  return pages.map((page) => page.urlPath)
}
