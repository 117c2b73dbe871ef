/** The post-build steps' one loop over the built pages (generator/output/rewritePages.ts). */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { rewritePages } from '../../generator/output/rewritePages'
import { useTempDirs } from '../support/tempDirs'

const tempDir = useTempDirs()

describe('rewritePages', () => {
  it('rewrites every page, nested ones too, leaves assets and unchanged pages alone, and counts what changed', () => {
    const dir = tempDir('rewrite-pages-')
    const files: Record<string, string> = {
      'index.html': '<p>home</p>',
      'blog/post.html': '<p>post</p>',
      'faq.html': '<p>unchanged</p>',
      'assets/demo.html': '<p>asset</p>',
      'robots.txt': 'home',
    }
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
      fs.writeFileSync(path.join(dir, rel), text)
    }
    const unchangedAt = fs.statSync(path.join(dir, 'faq.html')).mtimeMs
    expect(rewritePages(dir, (html) => html.replace(/<p>(home|post|asset)<\/p>/, '<p>$1!</p>'))).toBe(2)
    const read = (rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8')
    expect([
      read('index.html'),
      read('blog/post.html'),
      read('faq.html'),
      read('assets/demo.html'),
      read('robots.txt'),
    ]).toEqual(['<p>home!</p>', '<p>post!</p>', '<p>unchanged</p>', '<p>asset</p>', 'home'])
    expect(fs.statSync(path.join(dir, 'faq.html')).mtimeMs).toBe(unchangedAt)
  })
})
