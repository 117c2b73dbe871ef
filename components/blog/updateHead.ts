/**
 * Updates the live document's head for data the page loaded after hydration (a post or category
 * newer than the build, opened through a shell page), through the renderer's own head handling.
 */
import { config } from 'virtual:content'
import { applyHead } from '../../lib/browser/applyHead'
import { resolveHead, type HeadInput, type HeadSite } from '../../lib/head'

/**
 * @param head - the head the page's `+head` would have given for this data
 * @param urlPathname - the page's real path
 * @param site - the site's facts, as the page handed them to its behaviour (not bundled: a writer's edit of
 *   content/site.json changes no script)
 */
export function updateHead(head: HeadInput, urlPathname: string, site: HeadSite): void {
  applyHead(resolveHead(head, { site, siteUrl: config.siteUrl, path: urlPathname }))
}
