import { describe, expect, it } from 'vitest'
import type { BlogPostView } from '../../lib/blog/blogView'
import { blogPostingJsonLd, postDescription, postKeywords, postTitle } from '../../lib/blog/postMeta'

const post: BlogPostView = {
  slug: 'digitizing-for-caps',
  title: 'Digitizing for Caps vs. Flat Garments',
  banner: 'https://shop.example/images/blog/caps.svg',
  shortDescription: 'A cap is a curved, stiff, moving target.',
  displayDate: 'March 12, 2024',
  dateTime: '2024-03-12',
  categoryName: 'Embroidery Digitizing',
  html: '<p>Body</p>',
  sourceHash: '00000000',
  metaTitle: 'Cap vs. Flat Embroidery Digitizing | Northstitch',
  metaDescription: 'Why a cap design needs its own stitch file.',
  metaKeywords: 'cap digitizing, hat embroidery, , 3D puff ',
}

describe('postTitle', () => {
  it('uses the meta title as the API wrote it when it names the brand', () => {
    expect(postTitle(post, 'Northstitch')).toBe('Cap vs. Flat Embroidery Digitizing | Northstitch')
  })

  it('adds the brand to a meta title without it, unless that passes 65 characters', () => {
    expect(postTitle({ ...post, metaTitle: 'Caps' }, 'Northstitch')).toBe('Caps | Northstitch')
    const long = 'How to Prepare Your Artwork Before Sending It for Digitizing'
    expect(postTitle({ ...post, metaTitle: long }, 'Northstitch')).toBe(long)
  })

  it('falls back to the post title', () => {
    expect(postTitle({ ...post, metaTitle: '' }, 'Northstitch')).toBe(
      'Digitizing for Caps vs. Flat Garments | Northstitch',
    )
  })
})

describe('postDescription', () => {
  it('is the meta description, else the short description', () => {
    expect(postDescription(post)).toBe('Why a cap design needs its own stitch file.')
    expect(postDescription({ ...post, metaDescription: '' })).toBe(post.shortDescription)
  })

  it('cuts a long text at a word boundary to at most 160 characters, with an ellipsis', () => {
    const long = `${'Stitch count drives price, production time and feel. '.repeat(5)}`.trim()
    const cut = postDescription({ ...post, metaDescription: long })
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('…')).toBe(true)
    expect(long.startsWith(cut.slice(0, -1))).toBe(true)
    expect(cut).not.toMatch(/[ ,.]…$/)
  })
})

describe('postKeywords', () => {
  it('splits the comma-separated text and drops empty entries', () => {
    expect(postKeywords(post)).toEqual(['cap digitizing', 'hat embroidery', '3D puff'])
    expect(postKeywords({ metaKeywords: '' })).toEqual([])
  })
})

describe('blogPostingJsonLd', () => {
  const site = {
    siteUrl: 'https://www.example.com',
    brand: 'Northstitch',
    url: 'https://www.example.com/blog/digitizing-for-caps',
  }

  it('describes the post as a schema.org BlogPosting', () => {
    expect(blogPostingJsonLd(post, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.metaDescription,
      url: site.url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': site.url },
      image: [post.banner],
      datePublished: '2024-03-12',
      articleSection: 'Embroidery Digitizing',
      keywords: 'cap digitizing, hat embroidery, 3D puff',
      author: { '@type': 'Organization', name: 'Northstitch', url: site.siteUrl },
      publisher: {
        '@type': 'Organization',
        name: 'Northstitch',
        url: site.siteUrl,
        logo: { '@type': 'ImageObject', url: 'https://www.example.com/images/logo.svg' },
      },
    })
  })

  it('leaves out what the post does not have', () => {
    const json = blogPostingJsonLd(
      { ...post, banner: null, displayDate: 'soon', dateTime: null, categoryName: '', metaKeywords: '' },
      site,
    )
    expect(json).not.toHaveProperty('image')
    expect(json).not.toHaveProperty('datePublished')
    expect(json).not.toHaveProperty('articleSection')
    expect(json).not.toHaveProperty('keywords')
  })
})
