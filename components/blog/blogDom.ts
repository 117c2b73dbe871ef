/**
 * What the blog's two behaviours (behaviours/blogList.ts, blogPost.ts) do alike in the page: keep
 * the search form from being sent, load the refresh layer (the shop API client, lib/blog/refreshBlog.ts)
 * with the chunk-load message and its retry, draw HTML, set the banner and its breadcrumb, and put the
 * quiet field of a post without a picture where a post's picture does not load.
 */
import { logLoadError } from '../../lib/blog/logLoadError'
import { ChunkLoadError, loadChunk } from '../../lib/loadChunk'
import type { Crumb } from '../PageBanner'

/** The refresh layer's module. */
export type RefreshBlog = typeof import('../../lib/blog/refreshBlog')

/** One element made from HTML (blogHtml.ts). */
export function fromHtml(html: string): Element {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.content.firstElementChild!
}

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
        if (!message) return
        message.hidden = false
        message.querySelector('button')?.addEventListener(
          'click',
          () => {
            message.hidden = true
            attempt()
          },
          { once: true },
        )
      })
  }
  attempt()
}

/** Sets the banner's title and, when given, its breadcrumb (as components/PageBanner.tsx draws them). */
export function setBanner(root: HTMLElement, title: string, crumbs?: Crumb[]): void {
  root.querySelector('.banner__title')!.textContent = title
  if (!crumbs) return
  root.querySelector('.breadcrumb')!.replaceChildren(
    ...crumbs.map((crumb) => {
      const item = document.createElement('li')
      const inner = item.appendChild(document.createElement(crumb.href ? 'a' : 'span'))
      if (crumb.href) inner.setAttribute('href', crumb.href)
      else inner.setAttribute('aria-current', 'page')
      inner.textContent = crumb.label
      return item
    }),
  )
}

/**
 * A post's picture that does not load (the API's image host down, a file it no longer has) becomes the
 * quiet stitched field of a post without one (`.blog-banner--empty`), instead of the browser's
 * broken-image box: those that failed before the behaviour started, and any that fail later, the cards
 * drawn afterwards included.
 */
export function replaceBrokenBanners(root: HTMLElement): void {
  const replace = (img: HTMLImageElement) => {
    const field = document.createElement('div')
    field.className = `${img.className} blog-banner--empty`
    field.setAttribute('aria-hidden', 'true')
    img.replaceWith(field)
  }
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
