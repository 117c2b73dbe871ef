// https://vike.dev/onBeforePrerenderStart
import { pages } from 'virtual:content-pages'

/** One URL per published page this route serves (drafts are left out by the content loader; the routes of pages/ serve their own). */
export function onBeforePrerenderStart(): string[] {
  return pages.filter((page) => page.route === 'mdx').map((page) => page.urlPath)
}
