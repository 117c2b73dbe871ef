import { describe, expect, it } from 'vitest'
import { ALL, filterItems, loadMore, PAGE_SIZE, PAGE_STEP, portfolioView } from '../../lib/portfolioView'

// 40 items of "A", 30 of "B" and 5 of "C", interleaved as in a real collection.
const items = [
  ...Array.from({ length: 40 }, (_, i) => ({ id: i + 1, category_name: 'A' })),
  ...Array.from({ length: 30 }, (_, i) => ({ id: 100 + i, category_name: 'B' })),
  ...Array.from({ length: 5 }, (_, i) => ({ id: 200 + i, category_name: 'C' })),
].sort((a, b) => (a.id % 7) - (b.id % 7))

describe('the spec constants', () => {
  it('shows 24 items first and adds 12 per Load More', () => {
    expect(PAGE_SIZE).toBe(24)
    expect(PAGE_STEP).toBe(12)
    expect(loadMore(24)).toBe(36)
    expect(loadMore(loadMore(24))).toBe(48)
  })
})

describe('filterItems', () => {
  it('keeps every item, in order, for All', () => {
    expect(filterItems(items, ALL)).toEqual(items)
  })

  it('keeps the items of exactly that category name, in order', () => {
    const b = filterItems(items, 'B')
    expect(b).toHaveLength(30)
    expect(b.every((item) => item.category_name === 'B')).toBe(true)
    expect(b).toEqual(items.filter((item) => item.category_name === 'B'))
  })

  it('matches the name exactly: no case folding, no substrings', () => {
    expect(filterItems(items, 'b')).toEqual([])
    expect(filterItems([{ category_name: 'Line Art' }], 'Line')).toEqual([])
  })
})

describe('portfolioView', () => {
  it('shows the first 24 of all items with Load More', () => {
    const view = portfolioView(items, ALL, PAGE_SIZE)
    expect(view.shown).toEqual(items.slice(0, 24))
    expect(view.total).toBe(75)
    expect(view.hasMore).toBe(true)
  })

  it('hides Load More once everything shows', () => {
    let count = PAGE_SIZE
    const seen: number[] = []
    while (portfolioView(items, ALL, count).hasMore) {
      seen.push(portfolioView(items, ALL, count).shown.length)
      count = loadMore(count)
    }
    seen.push(portfolioView(items, ALL, count).shown.length)
    expect(seen).toEqual([24, 36, 48, 60, 72, 75])
  })

  it('does not show Load More when the count equals the total exactly', () => {
    const exactly24 = items.slice(0, 24)
    expect(portfolioView(exactly24, ALL, PAGE_SIZE).hasMore).toBe(false)
    expect(portfolioView(items.slice(0, 25), ALL, PAGE_SIZE).hasMore).toBe(true)
  })

  it('filters before paging: a small category shows whole, without Load More', () => {
    const view = portfolioView(items, 'C', PAGE_SIZE)
    expect(view.shown).toHaveLength(5)
    expect(view.total).toBe(5)
    expect(view.hasMore).toBe(false)
  })

  it('pages a category larger than a page', () => {
    expect(portfolioView(items, 'B', PAGE_SIZE)).toMatchObject({ total: 30, hasMore: true })
    expect(portfolioView(items, 'B', PAGE_SIZE).shown).toHaveLength(24)
    expect(portfolioView(items, 'B', loadMore(PAGE_SIZE))).toMatchObject({ total: 30, hasMore: false })
    expect(portfolioView(items, 'B', loadMore(PAGE_SIZE)).shown).toHaveLength(30)
  })

  it('shows nothing for a category with no items', () => {
    expect(portfolioView(items, 'Z', PAGE_SIZE)).toEqual({ shown: [], total: 0, hasMore: false })
  })
})
