import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { blogListResponseSchema } from '../../lib/blog/blogSchema'
import { hashText, toCard, toPostView } from '../../lib/blog/blogView'
import { sameView } from '../../lib/blog/sameView'
import { isoDate } from '../../lib/blog/isoDate'
import { shareLinks } from '../../lib/blog/shareUrls'

const recorded = blogListResponseSchema.parse(
  JSON.parse(readFileSync(new URL('../fixtures/api/blogs.json', import.meta.url), 'utf8')),
).data
const blog = recorded[0]!

describe('toCard and toPostView', () => {
  it('keeps only what a card needs: no body, no meta fields', () => {
    expect(Object.keys(toCard(blog)).sort()).toEqual([
      'banner',
      'categoryName',
      'dateTime',
      'displayDate',
      'shortDescription',
      'slug',
      'title',
    ])
    expect(toCard(blog)).toMatchObject({
      slug: blog.slug,
      title: blog.title,
      categoryName: 'Embroidery Digitizing',
      displayDate: 'May 28, 2024',
      dateTime: '2024-05-28',
    })
  })

  it('a post view carries the sanitised body it was given and the hash of the raw one', () => {
    const view = toPostView(blog, '<p>clean</p>')
    expect(view.html).toBe('<p>clean</p>')
    expect(view.sourceHash).toBe(hashText(blog.descriptionHtml))
    expect(view).toMatchObject({
      metaTitle: blog.metaTitle,
      metaDescription: blog.metaDescription,
      metaKeywords: blog.metaKeywords,
    })
  })
})

describe('hashText', () => {
  it('is stable, 8 hex digits, and changes with the text', () => {
    expect(hashText('')).toBe('811c9dc5')
    expect(hashText('a')).toBe('e40c292c')
    expect(hashText(blog.descriptionHtml)).toMatch(/^[0-9a-f]{8}$/)
    expect(hashText(blog.descriptionHtml)).not.toBe(hashText(`${blog.descriptionHtml} `))
  })
})

describe('sameView', () => {
  it('compares the plain shapes by value', () => {
    expect(sameView(recorded.map(toCard), recorded.map(toCard))).toBe(true)
    expect(sameView(recorded.map(toCard), recorded.slice(1).map(toCard))).toBe(false)
    expect(sameView(toCard(blog), { ...toCard(blog), title: 'Changed' })).toBe(false)
  })
})

describe('isoDate', () => {
  it('reads the display dates the API sends', () => {
    expect(isoDate('May 28, 2024')).toBe('2024-05-28')
    expect(isoDate('December 14, 2023')).toBe('2023-12-14')
    expect(isoDate('Sept. 3, 2024')).toBe('2024-09-03')
    expect(isoDate('3 June 2024')).toBe('2024-06-03')
    expect(isoDate('2024-02-29T10:00:00Z')).toBe('2024-02-29')
  })

  it('is null for text that is not a real date', () => {
    expect(isoDate('')).toBeNull()
    expect(isoDate('yesterday')).toBeNull()
    expect(isoDate('February 30, 2024')).toBeNull()
    expect(isoDate('Smarch 3, 2024')).toBeNull()
    expect(isoDate('2023-02-29')).toBeNull()
  })
})

describe('shareLinks', () => {
  it('builds the four networks’ share URLs with the encoded canonical URL', () => {
    const url = 'https://www.example.com/blog/a-post'
    const links = shareLinks(url, 'Caps & Hats')
    expect(links.map((link) => link.icon)).toEqual(['facebook', 'twitter', 'linkedin', 'xing'])
    for (const link of links) {
      expect(link.href).toMatch(/^https:\/\//)
      expect(link.href).toContain(encodeURIComponent(url))
    }
    expect(links[1]!.href).toContain('text=Caps%20%26%20Hats')
  })
})
