import { describe, expect, it } from 'vitest'
import { categoriesOf, filterBlogs, filterByCategory, recent, searchByTitle } from '../../lib/blog/filterBlogs'

const posts = [
  { slug: 'a', title: 'How Many Stitches Does My Logo Need?', categoryName: 'Embroidery Digitizing' },
  { slug: 'b', title: 'Raster vs. Vector Explained', categoryName: 'Vector Art' },
  { slug: 'c', title: 'Choosing the Right Patch', categoryName: 'Custom Patches' },
  { slug: 'd', title: 'Digitizing for CAPS', categoryName: 'Embroidery Digitizing' },
  { slug: 'e', title: 'Pricing Embroidery Jobs', categoryName: 'Business Tips' },
  { slug: 'f', title: 'An uncategorised note', categoryName: '' },
]

const slugs = (list: { slug: string }[]) => list.map((post) => post.slug)

describe('searchByTitle', () => {
  it('matches a substring of the title, ignoring case', () => {
    expect(slugs(searchByTitle(posts, 'caps'))).toEqual(['d'])
    expect(slugs(searchByTitle(posts, 'EMBROIDERY'))).toEqual(['e'])
    expect(slugs(searchByTitle(posts, 'vs. vec'))).toEqual(['b'])
  })

  it('keeps every post for an empty or blank query', () => {
    expect(slugs(searchByTitle(posts, ''))).toEqual(slugs(posts))
    expect(slugs(searchByTitle(posts, '   '))).toEqual(slugs(posts))
  })

  it('searches the title only, not the category', () => {
    expect(searchByTitle(posts, 'Business Tips')).toEqual([])
  })

  it('returns a new array and keeps the order', () => {
    const result = searchByTitle(posts, 'i')
    expect(result).not.toBe(posts)
    expect(slugs(result)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
  })
})

describe('filterByCategory', () => {
  it('needs an exact category name', () => {
    expect(slugs(filterByCategory(posts, 'Embroidery Digitizing'))).toEqual(['a', 'd'])
    expect(filterByCategory(posts, 'embroidery digitizing')).toEqual([])
    expect(filterByCategory(posts, 'Embroidery')).toEqual([])
  })

  it("treats '' and ALL as no filter", () => {
    expect(slugs(filterByCategory(posts, ''))).toEqual(slugs(posts))
    expect(slugs(filterByCategory(posts, 'ALL'))).toEqual(slugs(posts))
    expect(slugs(filterByCategory(posts, 'All'))).toEqual(slugs(posts))
  })
})

describe('filterBlogs', () => {
  it('applies category and search together', () => {
    expect(slugs(filterBlogs(posts, { category: 'Embroidery Digitizing', search: 'logo' }))).toEqual(['a'])
    expect(filterBlogs(posts, { category: 'Vector Art', search: 'patch' })).toEqual([])
    expect(slugs(filterBlogs(posts, {}))).toEqual(slugs(posts))
  })
})

describe('categoriesOf', () => {
  it('lists unique names in order of first appearance, skipping empty ones', () => {
    expect(categoriesOf(posts)).toEqual(['Embroidery Digitizing', 'Vector Art', 'Custom Patches', 'Business Tips'])
  })

  it('is empty for no posts', () => {
    expect(categoriesOf([])).toEqual([])
  })
})

describe('recent', () => {
  it('keeps the first n posts', () => {
    expect(slugs(recent(posts, 3))).toEqual(['a', 'b', 'c'])
    expect(slugs(recent(posts, 9))).toEqual(slugs(posts))
  })

  it('keeps none for 0, negative or NaN', () => {
    expect(recent(posts, 0)).toEqual([])
    expect(recent(posts, -2)).toEqual([])
    expect(recent(posts, Number.NaN)).toEqual([])
  })
})
