/**
 * The portfolio gallery's filtering and paging (spec point 4 "Portfolio filter"): the filter starts as
 * All, a category button filters by that category's name, 24 items show first and each Load More adds
 * 12, and Load More shows only while more items remain. A new filter starts again at 24.
 */
import type { ContentImage, PortfolioItem } from '../content/config'

/** Items shown before the first Load More (spec point 9: gallery page size). */
export const PAGE_SIZE = 24
/** Items each Load More adds (spec point 9: gallery increment). */
export const PAGE_STEP = 12
/** The filter that shows every category. */
export const ALL = 'All'

/** What the gallery needs of an item. */
export interface Categorized {
  category_name: string
}

export interface PortfolioView<T> {
  /** The items to show, in content order. */
  shown: T[]
  /** How many items the filter matches. */
  total: number
  /** Whether Load More shows. */
  hasMore: boolean
}

/** The items a filter matches: every item for `ALL`, otherwise those of that exact category name. */
export function filterItems<T extends Categorized>(items: readonly T[], filter: string): T[] {
  return filter === ALL ? [...items] : items.filter((item) => item.category_name === filter)
}

/** The gallery for a filter and a visible count. */
export function portfolioView<T extends Categorized>(
  items: readonly T[],
  filter: string,
  count: number,
): PortfolioView<T> {
  const matching = filterItems(items, filter)
  return { shown: matching.slice(0, count), total: matching.length, hasMore: matching.length > count }
}

/** The visible count after one more Load More. */
export function loadMore(count: number): number {
  return count + PAGE_STEP
}

/** A portfolio piece as a card shows it. */
export interface ProjectCard {
  id: number
  category: string
  image: ContentImage
  alt: string
}

/** A portfolio piece as a card shows it: the portfolio grid and the gallery alike. */
export const projectCard = ({ id, category_name, image, alt }: PortfolioItem): ProjectCard => ({
  id,
  category: category_name,
  image,
  alt,
})
