/**
 * The blog list block (/blogs and /blogs/{category}), drawn from the build's snapshot: the
 * banner, the line saying what is shown, the cards, and the sidebar (search, categories, recent
 * posts). In the browser its behaviour (behaviours/blogList.tsx) filters in place as the visitor
 * searches or picks a category, and draws what the shop API has that the build did not. The shell
 * page (categories newer than the build) is drawn without cards: the behaviour reads its category from
 * the address bar and draws them.
 */
import type { Ui } from '../../content/config'
import type { HeadSite } from '../../lib/head'
import type { Resolved } from '../../lib/blocks'
import type { BlogCard } from '../../lib/blog/blogView'
import { filterBlogs, recent } from '../../lib/blog/filterBlogs'
import type { ListHeadWords } from '../../lib/blog/listHead'
import { behaviourRoot } from '../behaviourRoot'
import { ChunkError } from '../ChunkError'
import { PageBanner } from '../PageBanner'
import { LIST_RECENT, listCrumbs, type BlogListSetup } from './blogSetup'
import { PostCard } from './PostCard'
import { BlogResults } from './BlogResults'
import { BlogSidebar, type SideGroup } from './BlogSidebar'

/** What the route gives the block: the snapshot's cards, the route's category, and whether this is the shell. */
export interface BlogListRoute {
  posts: BlogCard[]
  category: string
  isShell: boolean
  head: ListHeadWords
  /** The site's facts of a head, for the head redrawn in the browser. */
  site: HeadSite
}

export interface BlogListProps {
  block: Resolved<'blog-list'>
  route: BlogListRoute
  path: string
  siteUrl: string
  ui: Pick<Ui, 'breadcrumb' | 'blog' | 'chunkError'>
}

export function BlogList({ block, route, path, siteUrl, ui }: BlogListProps) {
  const { posts, isShell, category } = route
  const shown = isShell ? [] : filterBlogs(posts, { category })
  const { resultsMany, resultsOne, resultsIn, resultsMatching, resultsNone, title, homeCrumb } = block
  const setup: BlogListSetup = {
    posts,
    category,
    isShell,
    head: route.head,
    site: route.site,
    words: {
      resultsMany,
      resultsOne,
      resultsIn,
      resultsMatching,
      resultsNone,
      title,
      homeCrumb,
      readMore: ui.blog.readMore,
      readMoreAbout: ui.blog.readMoreAbout,
      all: ui.blog.all,
    },
  }
  const sidebar = {
    titles: block,
    searchId: 'blog-search',
    posts,
    categories: { kind: 'links', selected: isShell ? '' : category },
    recent: { posts: recent(posts, LIST_RECENT) },
    ui,
  } as const
  const filters: SideGroup = {
    label: block.filtersLabel,
    className: 'blog-layout__filters',
    boxes: ['search', 'categories'],
  }
  const recentGroup: SideGroup = { label: block.recentLabel, className: 'blog-layout__recent', boxes: ['recent'] }
  return (
    <div className="island" {...behaviourRoot('blog-list', setup)}>
      <PageBanner
        title={category || block.title}
        crumbs={listCrumbs(isShell ? '' : category, block)}
        path={path}
        label={ui.breadcrumb}
        siteUrl={siteUrl}
      />
      <div className="section blog-page">
        <div className="container blog-layout blog-layout--list">
          {/* The search and the categories come first in the HTML, as on a phone's screen, where they stand
              above the posts: a phone that paints the posts before the rest of the page has arrived would
              otherwise push them down when the filters arrive (a layout shift). */}
          <BlogSidebar {...sidebar} groups={[filters]} />
          <div className="blog-layout__main">
            <ChunkError what={block.failed} words={ui.chunkError} />
            <BlogResults
              count={shown.length}
              query=""
              category={category}
              hidden={isShell || posts.length === 0}
              words={block}
            />
            {/* The first banner is the largest paint on a phone: it loads first. */}
            <ul className="blog-grid">
              {shown.map((post, i) => (
                <PostCard key={post.slug} post={post} words={ui.blog} priority={i === 0} />
              ))}
            </ul>
          </div>
          <BlogSidebar {...sidebar} groups={[recentGroup]} />
        </div>
      </div>
    </div>
  )
}
