/**
 * The blog post's behaviour (components/blog/BlogPost.tsx), framework-free (what it draws, it draws
 * with the blog's components, turned into DOM by components/drawInBrowser.ts):
 * - the sidebar's search and category buttons filter its recent posts in place (the category starts
 *   empty: all posts, spec point 4);
 * - once started, it asks the shop API for the list and the post (lib/blog/refreshBlog.ts, loaded
 *   apart; a body newer than the build is sanitised in the browser, as at build time) and draws what
 *   changed: the sidebar's posts, the post and its head, or the not-found state;
 * - on the shell page (a post newer than the build) it reads the slug from the address bar and draws
 *   the post, or says that there is none. If the API fails, the page keeps what it shows and the error
 *   goes to the console (spec point 8).
 */
import type { ReactElement } from 'react'
import { config } from 'virtual:content'
import { slugFromPath } from '../../lib/blog/blogPaths'
import type { BlogCard } from '../../lib/blog/blogView'
import { categoriesOf, filterBlogs, recent } from '../../lib/blog/filterBlogs'
import { postHead } from '../../lib/blog/postHead'
import { sameView } from '../../lib/blog/sameView'
import { BlogArticle } from '../blog/BlogArticle'
import { BlogCategories } from '../blog/BlogCategories'
import { replaceBrokenBanners, searchBox, withRefreshLayer } from '../blog/blogDom'
import { POST_RECENT, VIEW_TITLE, withoutBody, type BlogPostSetup } from '../blog/blogSetup'
import { PostMissing } from '../blog/PostMissing'
import { RecentPosts } from '../blog/RecentPosts'
import { updateHead } from '../blog/updateHead'
import { draw, redraw } from '../drawInBrowser'
import { BannerTitle } from '../PageBanner'

export function mount(root: HTMLElement, setup: BlogPostSetup): void {
  const { words, site } = setup
  replaceBrokenBanners(root)
  const place = root.querySelector('[data-post]')!
  const categoryList = root.querySelector('.blog-side .blog-categories')!
  const recentList = root.querySelector('.blog-side .recent-posts')!
  const noMatch = root.querySelector<HTMLElement>('.blog-side__empty')!
  let posts: BlogCard[] = setup.posts
  let category = ''
  let slug = setup.post?.slug
  let query = searchBox(root, (value) => {
    query = value
    drawSidebar()
  }).value

  function drawSidebar() {
    const shown = recent(filterBlogs(posts, { search: query, category }), POST_RECENT)
    redraw(recentList, <RecentPosts posts={shown} currentSlug={slug} />)
    redraw(
      categoryList,
      <BlogCategories categories={categoriesOf(posts)} selected={category} all={words.all} kind="buttons" />,
    )
    noMatch.hidden = shown.length > 0 || posts.length === 0
  }
  categoryList.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-category]')
    if (!button) return
    category = button.dataset.category ?? ''
    drawSidebar()
  })
  if (query) drawSidebar()

  /** Puts `content` where the post, the not-found state or the placeholder is; the banner's words are then no heading. */
  function showInMain(content: ReactElement) {
    place.replaceChildren(draw(content))
    root
      .querySelector('h1.banner__title')
      ?.replaceWith(draw(<BannerTitle title={site.words.title} isHeading={false} className={VIEW_TITLE} />))
  }

  const path = location.pathname
  const wanted = setup.isShell ? slugFromPath(path) : setup.slug
  withRefreshLayer(root, async (layer) => {
    const list = layer.loadBlogList(config.blogApiUrl).then((fresh) => {
      if (!fresh || sameView(fresh, posts)) return
      posts = fresh
      drawSidebar()
    })
    // The body on the page is reused when the API's is unchanged (lib/blog/refreshBlog.ts compares hashes).
    const known = setup.post && { ...setup.post, html: place.querySelector('.blog-post__body')?.innerHTML ?? '' }
    const result = wanted
      ? await layer.loadBlogPost(config.blogApiUrl, wanted, known, site)
      : ({ kind: 'not-found', head: postHead(null, true, site) } as const)
    if (result.kind === 'post') {
      if (!setup.post || !sameView(withoutBody(result.post), setup.post)) {
        slug = result.post.slug
        showInMain(<BlogArticle post={result.post} siteUrl={site.siteUrl} words={words} />)
        updateHead(result.head, path, site)
        drawSidebar()
      }
    } else if (result.kind === 'not-found') {
      showInMain(<PostMissing words={words} />)
      updateHead(result.head, path, site)
    } else if (setup.isShell) {
      // Failed (logged already): the shell has nothing to show, and says nothing (spec point 8).
      place.replaceChildren()
    }
    await list
  })
}
