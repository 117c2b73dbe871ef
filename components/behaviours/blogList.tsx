/**
 * The blog list's behaviour (components/blog/BlogList.tsx), framework-free (what it draws, it draws
 * with the blog's components, turned into DOM by components/drawInBrowser.ts):
 * - the search filters the cards by title as the visitor types;
 * - a category filters in place: the address becomes the category's (`/blogs/{category}`, as its
 *   prerendered page has), with its banner, breadcrumb and head; Back and Forward go through the
 *   categories chosen;
 * - once started, it asks the shop API for the list (lib/blog/refreshBlog.ts, loaded apart) and draws
 *   the cards, categories and recent posts again if anything changed since the build;
 * - on the shell page (a category newer than the build) it reads the category from the address bar.
 * Cards already on the page are kept as they are (their pictures do not load again); a filter hides the
 * cards it leaves out rather than removing them.
 */
import { config } from 'virtual:content'
import { blogsPath, categoryFromPath } from '../../lib/blog/blogPaths'
import type { BlogCard } from '../../lib/blog/blogView'
import { categoriesOf, filterBlogs, recent } from '../../lib/blog/filterBlogs'
import { listHead } from '../../lib/blog/listHead'
import { sameView } from '../../lib/blog/sameView'
import { BlogCategories } from '../blog/BlogCategories'
import { replaceBrokenBanners, searchBox, setBanner, withRefreshLayer } from '../blog/blogDom'
import { BlogResults } from '../blog/BlogResults'
import { LIST_RECENT, listCrumbs, type BlogListSetup } from '../blog/blogSetup'
import { PostCard } from '../blog/PostCard'
import { RecentPosts } from '../blog/RecentPosts'
import { updateHead } from '../blog/updateHead'
import { draw, redraw } from '../drawInBrowser'

export function mount(root: HTMLElement, setup: BlogListSetup): void {
  const { words } = setup
  replaceBrokenBanners(root)
  const grid = root.querySelector('.blog-grid')!
  const results = root.querySelector<HTMLElement>('.blog-results')!
  const categoryList = root.querySelector('.blog-layout__filters .blog-categories')!
  const recentList = root.querySelector('.blog-layout__recent .recent-posts')!
  let posts = setup.posts
  let category = setup.isShell ? (categoryFromPath(location.pathname) ?? '') : setup.category
  // What was typed before the behaviour started counts.
  let query = searchBox(root, (value) => {
    query = value
    drawCards()
  }).value

  // The cards on the page, by slug, with the post each was drawn from: reused while the post is unchanged.
  const drawn = new Map<string, { post: BlogCard; node: Element }>()
  for (const node of grid.children) {
    const post = posts.find((p) => p.slug === (node as HTMLElement).dataset.slug)
    if (post) drawn.set(post.slug, { post, node })
  }
  const cardOf = (post: BlogCard) => {
    const known = drawn.get(post.slug)
    if (known && sameView(known.post, post)) return known.node
    const node = draw(<PostCard post={post} words={words} />).firstElementChild!
    drawn.set(post.slug, { post, node })
    return node
  }

  /**
   * Shows the cards of the posts the search and the category keep. A card once drawn stays in the grid,
   * in the list's order, and a filter only hides or shows it: a keystroke or a category redraws no card
   * that did not change, and draws only a post's first card.
   */
  function drawCards() {
    const shown = new Set(filterBlogs(posts, { search: query, category }).map((post) => post.slug))
    const kept = posts.filter((post) => shown.has(post.slug) || drawn.has(post.slug))
    const cards = kept.map(cardOf)
    if (cards.length !== grid.children.length || cards.some((card, i) => grid.children[i] !== card))
      grid.replaceChildren(...cards)
    kept.forEach((post, i) => ((cards[i] as HTMLElement).hidden = !shown.has(post.slug)))
    redraw(
      results,
      <BlogResults count={shown.size} query={query} category={category} hidden={posts.length === 0} words={words} />,
    )
  }
  /** The category's banner, breadcrumb, head and chosen entry, then its cards. */
  function showCategory() {
    setBanner(root, category || words.title, listCrumbs(category, words))
    updateHead(listHead(category, setup.head), blogsPath(category), setup.site)
    redraw(
      categoryList,
      <BlogCategories categories={categoriesOf(posts)} selected={category} all={words.all} kind="links" />,
    )
    drawCards()
  }

  categoryList.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-category]')
    const mouse = event as MouseEvent
    // A new tab or window is the browser's to open.
    if (!link || mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return
    event.preventDefault()
    category = link.dataset.category ?? ''
    history.pushState(null, '', link.href)
    showCategory()
  })
  addEventListener('popstate', () => {
    const fromUrl = categoryFromPath(location.pathname)
    if (fromUrl === null) return
    category = fromUrl
    showCategory()
  })

  if (setup.isShell) showCategory()
  else if (query) drawCards()
  withRefreshLayer(root, async (layer) => {
    const fresh = await layer.loadBlogList(config.blogApiUrl)
    if (!fresh || sameView(fresh, posts)) return
    posts = fresh
    redraw(recentList, <RecentPosts posts={recent(posts, LIST_RECENT)} />)
    showCategory()
  })
}
