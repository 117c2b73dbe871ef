/**
 * The blog post block (/blog/{slug}), drawn from the build's snapshot: the 'Blog View'
 * banner, the post (its title is the page's h1), and the sidebar (search, categories, up to 9 recent
 * posts). In the browser its behaviour (behaviours/blogPost.tsx) filters the sidebar in place and
 * draws the post again if the shop API has a newer version. The shell page (posts newer than the
 * build) is drawn with a placeholder the size of a post: the behaviour reads the slug from the address
 * bar and draws the post, or says that there is none.
 */
import type { Ui } from '../../content/config'
import type { HeadSite } from '../../lib/head'
import type { Resolved } from '../../lib/blocks'
import { blogPath, SHELL_PARAM } from '../../lib/blog/blogPaths'
import type { BlogCard } from '../../lib/blog/blogView'
import { recent } from '../../lib/blog/filterBlogs'
import { routes } from '../../lib/navigation'
import { behaviourRoot } from '../behaviourRoot'
import { ChunkError } from '../ChunkError'
import { PageBanner } from '../PageBanner'
import { BlogArticle } from './BlogArticle'
import { BlogSidebar } from './BlogSidebar'
import { POST_RECENT, VIEW_TITLE, withoutBody, type BlogPostSetup, type PostRoute } from './blogSetup'
import { PostLoading } from './PostLoading'
import { PostMissing } from './PostMissing'

export interface BlogPostProps {
  block: Resolved<'blog-post'>
  route: PostRoute & { posts: BlogCard[]; site: HeadSite; image?: string; description: string }
  siteUrl: string
  ui: Pick<Ui, 'breadcrumb' | 'blog' | 'chunkError'>
}

export function BlogPost({ block, route, siteUrl, ui }: BlogPostProps) {
  const { post, isShell } = route
  const site = {
    ...route.site,
    siteUrl,
    words: {
      title: block.title,
      notFoundTitle: block.notFoundTitle,
      description: route.description,
      image: route.image,
    },
  }
  const setup: BlogPostSetup = {
    slug: route.slug,
    isShell,
    post: post && withoutBody(post),
    posts: route.posts,
    site,
    words: {
      shareTitle: block.shareTitle,
      shareLink: block.shareLink,
      notFoundTitle: block.notFoundTitle,
      notFoundText: block.notFoundText,
      notFoundAction: block.notFoundAction,
      all: ui.blog.all,
    },
  }
  const crumbs = [
    { label: block.homeCrumb, href: routes.home },
    { label: block.listCrumb, href: routes.blogs },
    { label: block.title },
  ]
  return (
    <div className="island" {...behaviourRoot('blog-post', setup)}>
      {/* The post's title is the page's h1: the banner's words are one only while there is no title to show. */}
      <PageBanner
        title={block.title}
        crumbs={crumbs}
        path={blogPath(post?.slug ?? (route.slug || SHELL_PARAM))}
        label={ui.breadcrumb}
        siteUrl={siteUrl}
        isHeading={!post && isShell}
        titleClassName={VIEW_TITLE}
      />
      <div className="section blog-page">
        <div className="container blog-layout blog-layout--post">
          <div className="blog-layout__main">
            <ChunkError what={post ? block.failedUpdate : block.failedPost} words={ui.chunkError} />
            {/* What the behaviour replaces: the post, the not-found state, or the shell's placeholder. */}
            {isShell ? (
              <div data-post>
                <PostLoading label={block.loading} />
              </div>
            ) : (
              <div data-post>
                {post ? <BlogArticle post={post} siteUrl={siteUrl} words={block} /> : <PostMissing words={block} />}
              </div>
            )}
          </div>
          <BlogSidebar
            groups={[
              { label: block.asideLabel, className: 'blog-layout__side', boxes: ['search', 'categories', 'recent'] },
            ]}
            titles={block}
            searchId="post-search"
            posts={route.posts}
            categories={{ kind: 'buttons', selected: '' }}
            recent={{ posts: recent(route.posts, POST_RECENT), currentSlug: post?.slug, noMatch: block.noMatch }}
            ui={ui}
          />
        </div>
      </div>
    </div>
  )
}
