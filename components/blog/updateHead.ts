/**
 * Updates the live document's head for data the page loaded after hydration (a post or category
 * newer than the build, opened through a shell page), through the renderer's own head handling.
 */
import type { PageContext } from 'vike/types'
import { applyHead } from '../../renderer/applyHead'
import { resolveHead, type HeadInput } from '../../renderer/head'

/**
 * @param head - the head the page's `+head` would have given for this data
 * @param urlPathname - the page's real path
 */
export function updateHead(head: HeadInput, urlPathname: string): void {
  // resolveHead reads only the head setting and the path from the page context.
  applyHead(resolveHead({ config: { head }, urlPathname, is404: false } as unknown as PageContext))
}
