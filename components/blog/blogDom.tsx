/**
 * What the blog's two behaviours (behaviours/blogList.tsx, blogPost.tsx) do alike in the page: keep
 * the search form from being sent, load the refresh layer (the shop API client, lib/blog/refreshBlog.ts)
 * with the chunk-load message and its retry, draw the banner's words and breadcrumb, and put the quiet
 * field of a post without a picture where a post's picture does not load. What they draw, they draw
 * with the components the prerender draws with (components/drawInBrowser.ts).
 */
import { logLoadError } from '../../lib/blog/logLoadError'
import { ChunkLoadError, loadChunk, offerRetry } from '../../lib/loadChunk'
import { Crumbs, type Crumb } from '../Breadcrumb'
import { draw, redraw } from '../drawInBrowser'
import { BannerTitle } from '../PageBanner'
import { PostBanner } from './PostBanner'

/** The refresh layer's module. */
export type RefreshBlog = typeof import('../../lib/blog/refreshBlog')

/** The search box of `root`'s sidebar: calls `onSearch` as the visitor types; submitting does nothing (the results are on screen). */
export function searchBox(root: HTMLElement, onSearch: (query: string) => void): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('.blog-search__input')!
  input.form?.addEventListener('submit', (event) => event.preventDefault())
  input.addEventListener('input', () => onSearch(input.value))
  return input
}

/**
 * Loads the refresh layer and runs `refresh` with it. A layer (or a part of it) that does not load
 * shows the page's chunk-load message (`[data-chunk-error]`), whose button tries again; any other
 * failure is logged (the page keeps what it shows).
 */
export function withRefreshLayer(root: HTMLElement, refresh: (layer: RefreshBlog) => Promise<void>): void {
  const message = root.querySelector<HTMLElement>('[data-chunk-error]')
  const attempt = () => {
    loadChunk(() => import('../../lib/blog/refreshBlog'))
      .then(refresh)
      .catch((error: unknown) => {
        // The layer, or a part it loads (the sanitiser), did not arrive: the message and its retry.
        if (!(error instanceof ChunkLoadError)) return logLoadError(error)
        console.error(`[chunk] ${error.message}`)
        offerRetry(message, attempt)
      })
  }
  attempt()
}

/** Draws the banner's words (the page's h1) and its breadcrumb's steps. */
export function setBanner(root: HTMLElement, title: string, crumbs: Crumb[]): void {
  redraw(root.querySelector('.banner__title')!, <BannerTitle title={title} />)
  root.querySelector('.breadcrumb')!.replaceChildren(draw(<Crumbs crumbs={crumbs} />))
}

/**
 * A post's picture that does not load (the API's image host down, a file it no longer has) becomes the
 * quiet stitched field of a post without one (`.blog-banner--empty`), instead of the browser's
 * broken-image box: those that failed before the behaviour started, and any that fail later, the cards
 * drawn afterwards included.
 */
export function replaceBrokenBanners(root: HTMLElement): void {
  // PostBanner writes its place's class first.
  const replace = (img: HTMLImageElement) =>
    img.replaceWith(draw(<PostBanner src={null} className={img.classList[0]} />))
  root.addEventListener(
    'error',
    (event) => {
      const target = event.target
      if (target instanceof HTMLImageElement && target.classList.contains('blog-banner')) replace(target)
    },
    true,
  )
  for (const img of root.querySelectorAll<HTMLImageElement>('img.blog-banner'))
    if (img.complete && img.naturalWidth === 0) replace(img)
}
