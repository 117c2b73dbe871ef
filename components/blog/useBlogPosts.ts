/**
 * The posts a blog page shows: the build's snapshot first (already in the HTML), then the shop
 * API's current list once it has loaded after hydration, if anything changed.
 */
import { useEffect, useState } from 'react'
import { config } from 'virtual:content'
import { usePageContext } from '../../renderer/usePageContext'
import type { BlogCard } from './blogView'
import { sameView } from './sameView'
import { logLoadError } from './logLoadError'

/** The newest list this browser tab has seen, so a page opened by client navigation starts from it. */
let latest: BlogCard[] | undefined

/**
 * @param snapshot - the posts the page was prerendered with (empty when the API was down at build)
 */
export function useBlogPosts(snapshot: BlogCard[]): BlogCard[] {
  const { isHydration } = usePageContext()
  // Hydration must render exactly what the server rendered: the snapshot.
  const [posts, setPosts] = useState(() => (isHydration || !latest ? snapshot : latest))
  useEffect(() => {
    let active = true
    import('./refreshBlog')
      .then(({ loadBlogList }) => loadBlogList(config.blogApiUrl))
      .then((fresh) => {
        if (!fresh) return
        latest = fresh
        if (active) setPosts((current) => (sameView(current, fresh) ? current : fresh))
      })
      .catch(logLoadError)
    return () => {
      active = false
    }
  }, [])
  return posts
}
