/**
 * Updates the live document's head for data the page loaded after hydration (a post or category
 * newer than the build, opened through a shell page), through the renderer's own head handling.
 */
import { config, site } from 'virtual:content'
import { applyHead } from '../../lib/browser/applyHead'
import { resolveHead, type HeadInput } from '../../lib/head'

/**
 * @param head - the head the page's `+head` would have given for this data
 * @param urlPathname - the page's real path
 */
export function updateHead(head: HeadInput, urlPathname: string): void {
  applyHead(resolveHead(head, { site, siteUrl: config.siteUrl, path: urlPathname }))
}
