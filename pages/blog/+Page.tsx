import { useState } from 'react'
import { BlogCta } from '../../components/blog/BlogCta'
import { BlogSearch } from '../../components/blog/BlogSearch'
import { CategoryFilter } from '../../components/blog/CategoryFilter'
import { RecentPosts } from '../../components/blog/RecentPosts'
import { SideBox } from '../../components/blog/SideBox'
import { SnapshotLinks } from '../../components/blog/SnapshotLinks'
import { blogPath, SHELL_PARAM } from '../../lib/blog/blogPaths'
import { categoriesOf, filterBlogs, recent } from '../../lib/blog/filterBlogs'
import { useBlogPosts } from '../../components/blog/useBlogPosts'
import { useRefreshBlog } from '../../components/blog/useRefreshBlog'
import { ChunkError } from '../../components/ChunkError'
import { useData } from '../../components/usePageContext'
import type { Data } from './+data'
import { BlogViewBanner } from './BlogViewBanner'
import { PostArticle } from './PostArticle'
import { PostLoading, PostNotFound } from './PostStates'
import { useBlogPost } from './useBlogPost'

/** Spec point 9: the sidebar lists up to 9 recent posts. */
const RECENT_COUNT = 9

export default function Page() {
  const data = useData<Data>()
  const refresh = useRefreshBlog()
  const posts = useBlogPosts(data.posts, refresh.module)
  const { status, post, retry } = useBlogPost(data, refresh.module)
  const [search, setSearch] = useState('')
  // Spec point 4: the sidebar's category filter starts empty (all posts).
  const [category, setCategory] = useState('')
  const shown = recent(filterBlogs(posts, { search, category }), RECENT_COUNT)
  return (
    <SnapshotLinks posts={data.posts}>
      <BlogViewBanner isHeading={!post && status !== 'not-found'} path={blogPath(post?.slug ?? (data.slug || SHELL_PARAM))} />
      <div className="section blog-page">
        <div className="container blog-layout blog-layout--post">
          <div className="blog-layout__main">
            {(refresh.failed || status === 'chunk-failed') && (
              <ChunkError what={post ? 'The latest version of this post' : 'This post'} onRetry={refresh.failed ? refresh.load : retry} />
            )}
            {post ? <PostArticle post={post} /> : status === 'not-found' ? <PostNotFound /> : status === 'loading' && !refresh.failed ? <PostLoading /> : null}
          </div>
          <aside className="blog-layout__side blog-side" aria-label="More posts">
            <SideBox title="Search">
              <BlogSearch id="post-search" value={search} onChange={setSearch} />
            </SideBox>
            <SideBox title="Categories">
              <CategoryFilter categories={categoriesOf(posts)} selected={category} onSelect={setCategory} />
            </SideBox>
            <SideBox title="Recent Blogs">
              {shown.length > 0 ? <RecentPosts posts={shown} currentSlug={post?.slug} /> : posts.length > 0 && <p className="blog-side__empty">No posts match.</p>}
            </SideBox>
          </aside>
        </div>
      </div>
      <BlogCta />
    </SnapshotLinks>
  )
}
