/**
 * The portfolio gallery's filters and Load More (components/blocks/PortfolioGallery.tsx, whose HTML
 * holds every piece): a filter button shows the first 24 pieces of its category, Load More 12 more
 * (lib/portfolioView.ts), by setting `hidden` on the pieces; the status line and the pressed button
 * follow. A tap changes attributes only: the answer is drawn in the tap's own frame.
 */
import { fillWords } from '../../lib/fillWords'
import { ALL, loadMore, PAGE_SIZE, portfolioView } from '../../lib/portfolioView'

/** The words of the status line (content/blocks.ts, the portfolio-gallery block). */
export interface GalleryWords {
  status: string
  countedAll: string
  countedCategory: string
}

export function mount(root: HTMLElement, words: GalleryWords): void {
  const pieces = [...root.querySelectorAll<HTMLElement>('.gallery__item')].map((element) => ({
    element,
    category_name: element.dataset.category ?? '',
  }))
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('.filters [data-filter]')]
  const status = root.querySelector<HTMLElement>('.gallery-status')!
  const more = root.querySelector<HTMLElement>('.gallery-more')!
  let filter = ALL
  let count = PAGE_SIZE

  function draw() {
    const view = portfolioView(pieces, filter, count)
    const shown = new Set(view.shown)
    for (const piece of pieces) piece.element.hidden = !shown.has(piece)
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.filter === filter))
    const what = filter === ALL ? words.countedAll : fillWords(words.countedCategory, { category: filter })
    status.textContent = fillWords(words.status, { shown: view.shown.length, total: view.total, what })
    more.hidden = !view.hasMore
  }

  for (const button of buttons)
    button.addEventListener('click', () => {
      filter = button.dataset.filter ?? ALL
      count = PAGE_SIZE
      draw()
    })
  more.querySelector('button')!.addEventListener('click', () => {
    count = loadMore(count)
    draw()
  })
}
