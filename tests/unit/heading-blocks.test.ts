/**
 * A designed page's one heading: the content check refuses a page whose heading block draws nothing
 * there (a block of the blog or the patch catalogue placed on another page), naming the file, the
 * line, the field and the fix, and a page with no heading block or two.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockFacts, blockTypes, routeDataPages } from '../../content/blocks'
import { formatProblems } from '../../generator/content/formatIssues'
import { problemsOf } from '../support/contentProblems'
import { useCopies } from '../support/copyContent'

const copies = useCopies()

/** The lines of the first block of `type` in a page's frontmatter, as written there. */
function blockLines(root: string, page: string, type: string): string[] {
  const lines = fs.readFileSync(path.join(root, page), 'utf8').split('\n')
  const start = lines.indexOf(`  - type: ${type}`)
  const end = lines.findIndex((line, i) => i > start && (line.startsWith('  - type: ') || line === '---'))
  return lines.slice(start, end).filter((line) => line.trim())
}

/** `page` with its first block (the banner) replaced by `block`; returns the new block's line. */
function replaceBanner(root: string, page: string, block: string[]): number {
  const file = path.join(root, page)
  const banner = blockLines(root, page, 'banner')
  const text = fs.readFileSync(file, 'utf8').replace(`${banner.join('\n')}\n`, `${block.join('\n')}\n`)
  fs.writeFileSync(file, text)
  return text.split('\n').indexOf(block[0]) + 1
}

describe('the heading block of a designed page', () => {
  it('knows from the schemas which blocks write the heading and which draw with their route', () => {
    const routed = blockTypes.filter((type) => blockFacts(type).routeData)
    expect(routed.length).toBeGreaterThan(0)
    for (const type of routed) expect(Object.keys(routeDataPages)).toContain(blockFacts(type).routeData)
    expect(blockTypes.filter((type) => blockFacts(type).heading)).toEqual(
      expect.arrayContaining(['banner', 'hero', ...routed]),
    )
  })

  for (const type of ['blog-list', 'patch-catalogue'] as const) {
    it(`refuses the ${type} block as the only heading of another page, with the file, line, field and fix`, async () => {
      const root = copies.content()
      const home = routeDataPages[blockFacts(type).routeData!]
      const line = replaceBanner(root, 'content/pages/about.mdx', blockLines(root, `content/pages${home}.mdx`, type))
      const problems = await problemsOf(root)
      expect(problems).toEqual([
        expect.objectContaining({
          file: 'content/pages/about.mdx',
          line,
          field: 'blocks[0].type',
          found: `"${type}" on /about`,
        }),
      ])
      expect(problems[0].expected).toContain(`draws only on ${home}`)
      expect(problems[0].expected).toContain('no heading (h1)')
      expect(problems[0].expected).toContain('Use a "banner"')
      expect(formatProblems(problems)).toContain(`content/pages/about.mdx:${line}`)
    })
  }

  it('refuses a designed page without a heading block, and one with two', async () => {
    const root = copies.content()
    const page = path.join(root, 'content/pages/about.mdx')
    const banner = blockLines(root, 'content/pages/about.mdx', 'banner')
    const text = fs.readFileSync(page, 'utf8')
    fs.writeFileSync(page, text.replace(`${banner.join('\n')}\n`, ''))
    expect(await problemsOf(root)).toEqual([
      expect.objectContaining({ file: 'content/pages/about.mdx', field: 'blocks', found: '0 such blocks' }),
    ])
    fs.writeFileSync(page, text.replace(`${banner.join('\n')}\n`, `${banner.join('\n')}\n${banner.join('\n')}\n`))
    expect(await problemsOf(root)).toEqual([
      expect.objectContaining({ file: 'content/pages/about.mdx', field: 'blocks', found: '2 such blocks' }),
    ])
  })
})
