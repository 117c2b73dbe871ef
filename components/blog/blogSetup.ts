/**
 * What a blog page's behaviour is given by the prerendered page (its `data-props`), and what the page
 * and the behaviour work out alike: how many recent posts, the list's breadcrumb.
 */
import type { BlockOf } from '../../content/blocks'
import type { BlogCard, BlogPostView } from '../../lib/blog/blogView'
import type { ListHeadWords } from '../../lib/blog/listHead'
import type { PostSite } from '../../lib/blog/postHead'
import type { HeadInput, HeadSite } from '../../lib/head'
import type { ResultsWords } from '../../lib/blog/resultsText'
import { routes } from '../../lib/navigation'
import type { Crumb } from '../Breadcrumb'
import type { ShareWords } from './BlogArticle'
import type { CardWords } from './PostCard'
import type { NotFoundWords } from './PostMissing'

/** Spec point 9: 'Recent Blogs' lists the first 3 posts on the list, up to 9 beside a post. */
export const LIST_RECENT = 3
export const POST_RECENT = 9

/** The class of a post page's banner words ("Blog View"), a paragraph once the post's title is the page's h1. */
export const VIEW_TITLE = 'blog-view-title'

/** The blog list's behaviour (behaviours/blogList.tsx). */
export interface BlogListSetup {
  /** The build's snapshot of the list. */
  posts: BlogCard[]
  /** The route's category, `''` for all posts; the shell reads it from the address bar. */
  category: string
  isShell: boolean
  head: ListHeadWords
  /** What the list's head needs of the site. */
  site: HeadSite
  words: ResultsWords & Pick<BlockOf<'blog-list'>, 'title' | 'homeCrumb'> & CardWords & { all: string }
}

/** What a post page was prerendered with: the post (none for the shell or a missing post), its slug and head. */
export interface PostRoute {
  slug: string
  isShell: boolean
  post: BlogPostView | null
  head: HeadInput
}

/** A post as the page sends it to the browser: without its body, which is in the page already. */
export type PostSnapshot = Omit<BlogPostView, 'html'>

/** A post without its body, its fields in the same order: what the page and the API's answer are compared by. */
export const withoutBody = ({ html: _, ...post }: BlogPostView): PostSnapshot => post

/** The blog post's behaviour (behaviours/blogPost.tsx). */
export interface BlogPostSetup {
  /** The post's slug; `''` on the shell, which reads it from the address bar. */
  slug: string
  isShell: boolean
  post: PostSnapshot | null
  /** The build's snapshot of the list, for the sidebar. */
  posts: BlogCard[]
  /** What a post's head needs of the site. */
  site: PostSite
  words: ShareWords & NotFoundWords & { all: string }
}

/** The list's breadcrumb: Home, Blogs, and the category when one is shown. */
export function listCrumbs(category: string, words: Pick<BlockOf<'blog-list'>, 'title' | 'homeCrumb'>): Crumb[] {
  return category
    ? [{ label: words.homeCrumb, href: routes.home }, { label: words.title, href: routes.blogs }, { label: category }]
    : [{ label: words.homeCrumb, href: routes.home }, { label: words.title }]
}
