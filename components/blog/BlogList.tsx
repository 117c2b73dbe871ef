/**
 * The blog list block (/blogs and /blogs/{category}): the posts of the build's snapshot, refreshed
 * from the shop API after hydration, with the search, the categories and the recent posts beside
 * them. The shell page (categories newer than the build) learns its category from the address bar.
 */
import { useEffect, useState } from 'react'
import type { Resolved } from '../../lib/blocks'
import { categoryFromPath } from '../../lib/blog/blogPaths'
import type { BlogCard as Card } from '../../lib/blog/blogView'
import { categoriesOf, filterBlogs, recent } from '../../lib/blog/filterBlogs'
import { listHead, type ListHeadWords } from '../../lib/blog/listHead'
import type { Ui } from '../../content/config'
import { routes } from '../../lib/navigation'
import { ChunkError } from '../ChunkError'
import { PageBanner, type Crumb } from '../PageBanner'
import { BlogCard } from './BlogCard'
import { BlogSearch } from './BlogSearch'
import { CategoryFilter } from './CategoryFilter'
import { RecentPosts } from './RecentPosts'
import { ResultsNote } from './ResultsNote'
import { SideBox } from './SideBox'
import { SnapshotLinks } from './SnapshotLinks'
import { updateHead } from './updateHead'
import { useBlogPosts } from './useBlogPosts'
import { useRefreshBlog } from './useRefreshBlog'

/** Spec point 9: 'Recent Blogs' lists the first 3 posts. */
const RECENT_COUNT = 3

/** What the route gives the block: the snapshot's cards, the route's category, and whether this is the shell. */
export interface BlogListRoute {
  posts: Card[]
  category: string
  isShell: boolean
  head: ListHeadWords
}

export interface BlogListProps {
  block: Resolved<'blog-list'>
  route: BlogListRoute
  path: string
  siteUrl: string
  ui: Pick<Ui, 'breadcrumb' | 'blog' | 'chunkError'>
}

export function BlogList({ block, route, path, siteUrl, ui }: BlogListProps) {
  const { posts: snapshot, isShell } = route
  const refresh = useRefreshBlog()
  const posts = useBlogPosts(snapshot, refresh.module)
  // The shell page learns its category from the real URL after hydration (null until then).
  const [category, setCategory] = useState<string | null>(isShell ? null : route.category)
  const [search, setSearch] = useState('')

  useEffect(() => {
    if (!isShell) return
    const fromUrl = categoryFromPath(window.location.pathname) ?? ''
    setCategory(fromUrl)
    updateHead(listHead(fromUrl, route.head), window.location.pathname)
  }, [isShell, route.head])

  const shown = category === null ? [] : filterBlogs(posts, { search, category })
  const crumbs: Crumb[] = category
    ? [{ label: block.homeCrumb, href: routes.home }, { label: block.title, href: routes.blogs }, { label: category }]
    : [{ label: block.homeCrumb, href: routes.home }, { label: block.title }]
  return (
    <SnapshotLinks posts={snapshot}>
      <PageBanner title={category || block.title} crumbs={crumbs} path={path} label={ui.breadcrumb} siteUrl={siteUrl} />
      <div className="section blog-page">
        <div className="container blog-layout blog-layout--list">
          <div className="blog-layout__main">
            {refresh.failed && <ChunkError what={block.failed} words={ui.chunkError} onRetry={refresh.load} />}
            {category !== null && posts.length > 0 && <ResultsNote count={shown.length} search={search} category={category} words={block} />}
            <ul className="blog-grid">
              {shown.map((post, i) => (
                <li key={post.slug}>
                  {/* The first banner is the largest paint on a phone: it loads first. */}
                  <BlogCard post={post} priority={i === 0} words={ui.blog} />
                </li>
              ))}
            </ul>
          </div>
          <aside className="blog-layout__filters blog-side" aria-label={block.filtersLabel}>
            <SideBox title={block.searchTitle}>
              <BlogSearch id="blog-search" value={search} onChange={setSearch} words={ui.blog} />
            </SideBox>
            <SideBox title={block.categoriesTitle}>
              <CategoryFilter categories={categoriesOf(posts)} selected={category ?? ''} all={ui.blog.all} />
            </SideBox>
          </aside>
          <aside className="blog-layout__recent blog-side" aria-label={block.recentLabel}>
            <SideBox title={block.recentTitle}>
              <RecentPosts posts={recent(posts, RECENT_COUNT)} />
            </SideBox>
          </aside>
        </div>
      </div>
    </SnapshotLinks>
  )
}
