/**
 * The blog's refresh layer (`refreshBlog.ts`: the shop API client, zod), loaded once a blog page has
 * hydrated, through `useChunk`. One per page: the list and the post hooks both wait for it, and the
 * page shows one `<ChunkError>` if it does not load.
 */
import { useChunk, type Chunk } from '../useChunk'

/** The refresh layer's module. */
export type RefreshBlog = typeof import('../../lib/blog/refreshBlog')

const loadRefreshBlog = () => import('../../lib/blog/refreshBlog')

export function useRefreshBlog(): Chunk<RefreshBlog> {
  return useChunk(loadRefreshBlog, { eager: true })
}
