/**
 * The posts a blog page shows: the build's snapshot first (already in the HTML), then the shop
 * API's current list once the refresh layer has loaded after hydration, if anything changed.
 */
import { useEffect, useState } from 'react'
import { config } from 'virtual:content'
import type { BlogCard } from '../../lib/blog/blogView'
import type { RefreshBlog } from './useRefreshBlog'
import { sameView } from '../../lib/blog/sameView'
import { logLoadError } from '../../lib/blog/logLoadError'

/**
 * @param snapshot - the posts the page was prerendered with (empty when the API was down at build)
 * @param refresh - the refresh layer (`useRefreshBlog`), null until it has loaded
 */
export function useBlogPosts(snapshot: BlogCard[], refresh: RefreshBlog | null): BlogCard[] {
  // Hydration must render exactly what the server rendered: the snapshot.
  const [posts, setPosts] = useState(snapshot)
  useEffect(() => {
    if (!refresh) return
    let active = true
    refresh
      .loadBlogList(config.blogApiUrl)
      .then((fresh) => {
        if (!fresh) return
        if (active) setPosts((current) => (sameView(current, fresh) ? current : fresh))
      })
      .catch(logLoadError)
    return () => {
      active = false
    }
  }, [refresh])
  return posts
}
