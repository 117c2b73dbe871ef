import { useEffect, useState } from 'react'
import { BlogCard } from '../../components/blog/BlogCard'
import { BlogCta } from '../../components/blog/BlogCta'
import { BlogSearch } from '../../components/blog/BlogSearch'
import { CategoryFilter } from '../../components/blog/CategoryFilter'
import { RecentPosts } from '../../components/blog/RecentPosts'
import { SideBox } from '../../components/blog/SideBox'
import { SnapshotLinks } from '../../components/blog/SnapshotLinks'
import { categoryFromPath } from '../../lib/blog/blogPaths'
import { categoriesOf, filterBlogs, recent } from '../../lib/blog/filterBlogs'
import { updateHead } from '../../components/blog/updateHead'
import { useBlogPosts } from '../../components/blog/useBlogPosts'
import { useRefreshBlog } from '../../components/blog/useRefreshBlog'
import { ChunkError } from '../../components/ChunkError'
import { PageBanner, type Crumb } from '../../components/PageBanner'
import { useData, usePageContext } from '../../components/usePageContext'
import type { Data } from './+data'
import { listHead } from './listHead'
import { ResultsNote } from './ResultsNote'
import { routes } from '../../lib/navigation'

/** Spec point 9: 'Recent Blogs' lists the first 3 posts. */
const RECENT_COUNT = 3

export default function Page() {
  const { posts: snapshot, isShell } = useData<Data>()
  const { routeParams } = usePageContext()
  const refresh = useRefreshBlog()
  const posts = useBlogPosts(snapshot, refresh.module)
  // The shell page learns its category from the real URL after hydration (null until then).
  const [category, setCategory] = useState<string | null>(isShell ? null : (routeParams.category ?? ''))
  const [search, setSearch] = useState('')

  useEffect(() => {
    if (!isShell) return
    const fromUrl = categoryFromPath(window.location.pathname) ?? ''
    setCategory(fromUrl)
    updateHead(listHead(fromUrl), window.location.pathname)
  }, [isShell])

  const shown = category === null ? [] : filterBlogs(posts, { search, category })
  const crumbs: Crumb[] = category
    ? [{ label: 'Home', href: routes.home }, { label: 'Blogs', href: routes.blogs }, { label: category }]
    : [{ label: 'Home', href: routes.home }, { label: 'Blogs' }]
  return (
    <SnapshotLinks posts={snapshot}>
      <PageBanner title={category || 'Blogs'} crumbs={crumbs} />
      <div className="section blog-page">
        <div className="container blog-layout blog-layout--list">
          <div className="blog-layout__main">
            {refresh.failed && <ChunkError what="The latest posts" onRetry={refresh.load} />}
            {category !== null && posts.length > 0 && <ResultsNote count={shown.length} search={search} category={category} />}
            <ul className="blog-grid">
              {shown.map((post, i) => (
                <li key={post.slug}>
                  {/* The first banner is the largest paint on a phone: it loads first. */}
                  <BlogCard post={post} priority={i === 0} />
                </li>
              ))}
            </ul>
          </div>
          <aside className="blog-layout__filters blog-side" aria-label="Search and categories">
            <SideBox title="Search">
              <BlogSearch id="blog-search" value={search} onChange={setSearch} />
            </SideBox>
            <SideBox title="Categories">
              <CategoryFilter categories={categoriesOf(posts)} selected={category ?? ''} />
            </SideBox>
          </aside>
          <aside className="blog-layout__recent blog-side" aria-label="Recent Blogs">
            <SideBox title="Recent Blogs">
              <RecentPosts posts={recent(posts, RECENT_COUNT)} />
            </SideBox>
          </aside>
        </div>
      </div>
      <BlogCta />
    </SnapshotLinks>
  )
}
