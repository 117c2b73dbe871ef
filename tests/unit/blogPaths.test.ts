import { describe, expect, it } from 'vitest'
import { blogPath, blogsPath, categoryFromPath, slugFromPath } from '../../lib/blog/blogPaths'

describe('blogsPath', () => {
  it('is /blogs for no category and for ALL', () => {
    expect(blogsPath()).toBe('/blogs')
    expect(blogsPath('')).toBe('/blogs')
    expect(blogsPath('ALL')).toBe('/blogs')
    expect(blogsPath('all')).toBe('/blogs')
  })

  it('URL-encodes the category name, so spaces, & and / stay inside one segment', () => {
    expect(blogsPath('Embroidery Digitizing')).toBe('/blogs/Embroidery%20Digitizing')
    expect(blogsPath('Tips & Tricks')).toBe('/blogs/Tips%20%26%20Tricks')
    expect(blogsPath('3D/Puff')).toBe('/blogs/3D%2FPuff')
  })
})

describe('blogPath', () => {
  it('is /blog/{slug}, encoded', () => {
    expect(blogPath('choosing-the-right-patch-type')).toBe('/blog/choosing-the-right-patch-type')
    expect(blogPath('a b?c')).toBe('/blog/a%20b%3Fc')
  })
})

describe('categoryFromPath', () => {
  it("reads '' from /blogs and the decoded name from /blogs/{category}", () => {
    expect(categoryFromPath('/blogs')).toBe('')
    expect(categoryFromPath('/blogs/')).toBe('')
    expect(categoryFromPath('/blogs/Vector%20Art')).toBe('Vector Art')
    expect(categoryFromPath('/blogs/Vector Art/')).toBe('Vector Art')
  })

  it('round-trips blogsPath', () => {
    for (const name of ['Business Tips', 'Tips & Tricks', '3D/Puff', 'Ünïcode', '100%'])
      expect(categoryFromPath(blogsPath(name))).toBe(name)
  })

  it('is null for other paths, and keeps a malformed escape as typed', () => {
    expect(categoryFromPath('/blog/x')).toBeNull()
    expect(categoryFromPath('/blogs/a/b')).toBeNull()
    expect(categoryFromPath('/blogsx')).toBeNull()
    expect(categoryFromPath('/blogs/%E0%A4%A')).toBe('%E0%A4%A')
  })
})

describe('slugFromPath', () => {
  it('reads the decoded slug of /blog/{slug}; null otherwise', () => {
    expect(slugFromPath('/blog/line-art-conversion-tips')).toBe('line-art-conversion-tips')
    expect(slugFromPath('/blog/line-art-conversion-tips/')).toBe('line-art-conversion-tips')
    expect(slugFromPath(blogPath('a b'))).toBe('a b')
    expect(slugFromPath('/blog')).toBeNull()
    expect(slugFromPath('/blog/a/b')).toBeNull()
    expect(slugFromPath('/blogs/a')).toBeNull()
  })
})
