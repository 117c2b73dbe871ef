/**
 * The blog's sidebar, one for the list and the post: the search box, the categories and the recent
 * posts, each in a titled box, grouped in one or more `<aside>`s (the list lays out search and
 * categories above its cards on a phone and the recent posts after them; a post has one column).
 * Drawn as HTML; the page's behaviour (behaviours/blogList.tsx, blogPost.tsx) makes the search and the
 * categories filter in place, and draws the lists again when the shop API has news.
 */
import type { Ui } from '../../content/config'
import type { BlogCard } from '../../lib/blog/blogView'
import { categoriesOf } from '../../lib/blog/filterBlogs'
import { BlogCategories } from './BlogCategories'
import { BlogSearch } from './BlogSearch'
import { RecentPosts } from './RecentPosts'
import { SideBox } from './SideBox'

/** One `<aside>` of the sidebar: its name for screen readers, its layout class, and its boxes in order. */
export interface SideGroup {
  label: string
  className: string
  boxes: readonly ('search' | 'categories' | 'recent')[]
}

export interface BlogSidebarProps {
  groups: readonly SideGroup[]
  /** The boxes' titles (the blog list and blog post blocks share these fields, content/blocks.ts). */
  titles: { searchTitle: string; categoriesTitle: string; recentTitle: string }
  searchId: string
  /** The posts whose categories are offered. */
  posts: readonly BlogCard[]
  /** Links to each category's list (the list page), or buttons that filter the recent posts (a post). */
  categories: { kind: 'links' | 'buttons'; selected: string }
  /** The recent posts shown, the one being read, and what shows when a filter leaves none. */
  recent: { posts: readonly BlogCard[]; currentSlug?: string; noMatch?: string }
  ui: Pick<Ui, 'blog'>
}

export function BlogSidebar({ groups, titles, searchId, posts, categories, recent, ui }: BlogSidebarProps) {
  const box = (kind: SideGroup['boxes'][number]) => {
    if (kind === 'search')
      return (
        <SideBox key={kind} title={titles.searchTitle}>
          <BlogSearch id={searchId} words={ui.blog} />
        </SideBox>
      )
    if (kind === 'categories')
      return (
        <SideBox key={kind} title={titles.categoriesTitle}>
          <BlogCategories
            categories={categoriesOf(posts)}
            selected={categories.selected}
            all={ui.blog.all}
            kind={categories.kind}
          />
        </SideBox>
      )
    return (
      <SideBox key={kind} title={titles.recentTitle}>
        <RecentPosts posts={recent.posts} currentSlug={recent.currentSlug} />
        {recent.noMatch && (
          <p className="blog-side__empty" hidden>
            {recent.noMatch}
          </p>
        )}
      </SideBox>
    )
  }
  return groups.map((group) => (
    <aside key={group.className} className={`${group.className} blog-side`} aria-label={group.label}>
      {group.boxes.map(box)}
    </aside>
  ))
}
