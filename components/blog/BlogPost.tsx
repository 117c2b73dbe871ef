/**
 * The blog post block (/blog/{slug}): the 'Blog View' banner, the post of the build's snapshot,
 * refreshed from the shop API after hydration (the shell page, for posts newer than the build, loads
 * its post by the slug in the address bar), the boxes beside it and the share links.
 */
import { useMemo, useState } from 'react'
import type { Ui } from '../../content/config'
import type { Resolved } from '../../lib/blocks'
import { blogPath, SHELL_PARAM } from '../../lib/blog/blogPaths'
import type { BlogCard } from '../../lib/blog/blogView'
import { categoriesOf, filterBlogs, recent } from '../../lib/blog/filterBlogs'
import { routes } from '../../lib/navigation'
import { ChunkError } from '../ChunkError'
import { PageBanner } from '../PageBanner'
import { BlogSearch } from './BlogSearch'
import { CategoryFilter } from './CategoryFilter'
import { PostArticle } from './PostArticle'
import { PostLoading, PostNotFound } from './PostStates'
import { RecentPosts } from './RecentPosts'
import { SideBox } from './SideBox'
import { SnapshotLinks } from './SnapshotLinks'
import { useBlogPost, type PostRoute } from './useBlogPost'
import { useBlogPosts } from './useBlogPosts'
import { useRefreshBlog } from './useRefreshBlog'

/** Spec point 9: the sidebar lists up to 9 recent posts. */
const RECENT_COUNT = 9

export interface BlogPostProps {
  block: Resolved<'blog-post'>
  route: PostRoute & { posts: BlogCard[]; brand: string; image?: string; description: string }
  siteUrl: string
  ui: Pick<Ui, 'breadcrumb' | 'blog' | 'chunkError'>
}

export function BlogPost({ block, route, siteUrl, ui }: BlogPostProps) {
  const refresh = useRefreshBlog()
  const posts = useBlogPosts(route.posts, refresh.module)
  const site = useMemo(
    () => ({ brand: route.brand, siteUrl, words: { title: block.title, notFoundTitle: block.notFoundTitle, description: route.description, image: route.image } }),
    [route.brand, route.image, route.description, siteUrl, block.title, block.notFoundTitle],
  )
  const { status, post, retry } = useBlogPost(route, refresh.module, site)
  const [search, setSearch] = useState('')
  // Spec point 4: the sidebar's category filter starts empty (all posts).
  const [category, setCategory] = useState('')
  const shown = recent(filterBlogs(posts, { search, category }), RECENT_COUNT)
  const crumbs = [{ label: block.homeCrumb, href: routes.home }, { label: block.listCrumb, href: routes.blogs }, { label: block.title }]
  return (
    <SnapshotLinks posts={route.posts}>
      {/* The post's title is the page's h1: the banner's words are one only while there is no title to show. */}
      <PageBanner
        title={block.title}
        crumbs={crumbs}
        path={blogPath(post?.slug ?? (route.slug || SHELL_PARAM))}
        label={ui.breadcrumb}
        siteUrl={siteUrl}
        isHeading={!post && status !== 'not-found'}
        titleClassName="blog-view-title"
      />
      <div className="section blog-page">
        <div className="container blog-layout blog-layout--post">
          <div className="blog-layout__main">
            {(refresh.failed || status === 'chunk-failed') && (
              <ChunkError what={post ? block.failedUpdate : block.failedPost} words={ui.chunkError} onRetry={refresh.failed ? refresh.load : retry} />
            )}
            {post ? (
              <PostArticle post={post} siteUrl={siteUrl} share={block} />
            ) : status === 'not-found' ? (
              <PostNotFound words={block} />
            ) : status === 'loading' && !refresh.failed ? (
              <PostLoading label={block.loading} />
            ) : null}
          </div>
          <aside className="blog-layout__side blog-side" aria-label={block.asideLabel}>
            <SideBox title={block.searchTitle}>
              <BlogSearch id="post-search" value={search} onChange={setSearch} words={ui.blog} />
            </SideBox>
            <SideBox title={block.categoriesTitle}>
              <CategoryFilter categories={categoriesOf(posts)} selected={category} onSelect={setCategory} all={ui.blog.all} />
            </SideBox>
            <SideBox title={block.recentTitle}>
              {shown.length > 0 ? <RecentPosts posts={shown} currentSlug={post?.slug} /> : posts.length > 0 && <p className="blog-side__empty">{block.noMatch}</p>}
            </SideBox>
          </aside>
        </div>
      </div>
    </SnapshotLinks>
  )
}
