import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { decodeOutputPaths } from '../../generator/output/decodeOutputPaths'
import { indexablePaths, writeSitemap } from '../../generator/output/writeSitemap'

const dirs: string[] = []
function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'decode-paths-'))
  dirs.push(dir)
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

describe('decodeOutputPaths', () => {
  it('renames the folders Vike wrote for encoded URLs to the decoded names hosts look up', () => {
    const dir = site({
      'blogs/Vector%20Art/index.html': '<p>v</p>',
      'blogs/Vector%20Art/index.pageContext.json': '{}',
      'blogs/Tips%20%26%20Tricks/index.html': '<p>t</p>',
      'blog/plain/index.html': '<p>p</p>',
    })
    expect(decodeOutputPaths(dir)).toBe(2)
    expect(fs.readFileSync(path.join(dir, 'blogs/Vector Art/index.html'), 'utf8')).toBe('<p>v</p>')
    expect(fs.existsSync(path.join(dir, 'blogs/Vector Art/index.pageContext.json'))).toBe(true)
    expect(fs.existsSync(path.join(dir, 'blogs/Tips & Tricks/index.html'))).toBe(true)
    expect(fs.existsSync(path.join(dir, 'blogs/Vector%20Art'))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'blog/plain/index.html'))).toBe(true)
  })

  it('keeps names whose decoded form would change the folder structure, or that are malformed', () => {
    const dir = site({
      'blogs/3D%2FPuff/index.html': 'x',
      'blogs/%2E%2E/index.html': 'x',
      'blogs/100%/index.html': 'x',
    })
    expect(decodeOutputPaths(dir)).toBe(0)
    expect(fs.existsSync(path.join(dir, 'blogs/3D%2FPuff/index.html'))).toBe(true)
    expect(fs.existsSync(path.join(dir, 'blogs/100%/index.html'))).toBe(true)
  })

  it('the sitemap then lists each segment encoded once, as the canonical links are', () => {
    const dir = site({
      'index.html': '<p>home</p>',
      'blogs/Vector%20Art/index.html': '<p>v</p>',
      'blogs/Tips%20%26%20Tricks/index.html': '<p>t</p>',
    })
    decodeOutputPaths(dir)
    expect(indexablePaths(dir)).toEqual(['/', '/blogs/Tips & Tricks', '/blogs/Vector Art'])
    writeSitemap(dir, 'https://www.example.com')
    const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8')
    expect(xml).toContain('<loc>https://www.example.com/blogs/Vector%20Art</loc>')
    expect(xml).toContain('<loc>https://www.example.com/blogs/Tips%20%26%20Tricks</loc>')
  })
})
