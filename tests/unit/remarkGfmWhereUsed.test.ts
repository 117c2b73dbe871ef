/**
 * remarkGfmWhereUsed (generator/content/remarkGfmWhereUsed.ts) compiles every page as remark-gfm does:
 * the site's own MDX pages, the benchmark's, and texts written to hold autolink literals in each way
 * GFM reads one. A page that cannot hold one is parsed without the autolink constructs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { compile, createProcessor } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { describe, expect, it } from 'vitest'
import { rehypeExportHtml } from '../../generator/content/rehypeExportHtml'
import { remarkGfmWhereUsed } from '../../generator/content/remarkGfmWhereUsed'
import { loadContentOrThrow } from '../../generator/content/contentPlugin'
import { pageFilesOf } from '../../generator/content/loadContent'
import { placeholdersOf } from '../../generator/content/placeholders'
import { fillPlaceholders } from '../../lib/placeholders'
import { benchPage } from '../../tools/bench/generatePages'

const root = path.resolve(import.meta.dirname, '../..')

const compiled = async (text: string, gfm: typeof remarkGfm | typeof remarkGfmWhereUsed) =>
  String(await compile(text, { remarkPlugins: [gfm, remarkFrontmatter], rehypePlugins: [rehypeExportHtml] }))

/** Texts that hold an autolink literal, or something close to one, each way GFM can read it. */
const autolinkTexts = [
  'Write to hello@example.com for a quote.',
  'Our files are at www.example.com/files, or WWW.EXAMPLE.COM.',
  'See https://example.com/a?b=c and HTTP://EXAMPLE.COM.',
  'Mail mailto:hello@example.com or xmpp:team@example.com/desk.',
  'A reference spells it: hello&#64;example.com.',
  '- a list with www.example.com\n- and a table below\n\n| site | mail |\n| --- | --- |\n| www.example.com | a@b.co |',
  'Not a link: www or http alone, and an @ sign.',
]

describe('GFM where used', () => {
  it("compiles the site's pages, the benchmark's and texts with autolink literals as remark-gfm does", async () => {
    const { content } = await loadContentOrThrow(root)
    const tables = placeholdersOf(content.collections['site.json'], content.collections['services.json'])
    const pageFiles = pageFilesOf(root).map((p) => p.file)
    expect(pageFiles.length).toBeGreaterThan(0)
    const texts = [
      ...pageFiles.map((file) => fillPlaceholders(fs.readFileSync(path.resolve(root, file), 'utf8'), tables).text),
      ...[1, 2, 3].map((i) => benchPage(i).source.replaceAll('{site:brand}', 'Brand')),
      ...autolinkTexts,
    ]
    for (const text of texts) expect(await compiled(text, remarkGfmWhereUsed)).toBe(await compiled(text, remarkGfm))
    // The texts above do make links, so the comparison covers the autolink constructs' work.
    expect(await compiled(autolinkTexts[0], remarkGfmWhereUsed)).toContain('href=\\"mailto:hello@example.com\\"')
    expect(await compiled(autolinkTexts[4], remarkGfmWhereUsed)).toContain('href=\\"mailto:hello@example.com\\"')
  })

  it('parses a page that cannot hold an autolink literal without the autolink constructs', () => {
    const processor = createProcessor({ remarkPlugins: [remarkGfmWhereUsed] })
    const names = () =>
      JSON.stringify((processor.data() as { micromarkExtensions?: unknown }).micromarkExtensions, (key, value) =>
        key === 'name' || typeof value !== 'function' ? value : undefined,
      )
    processor.parse('Plain prose about stitch density, with a | table | cell.')
    expect(names()).not.toContain('emailAutolink')
    expect(names()).toContain('"table"')
    processor.parse('Write to hello@example.com.')
    expect(names()).toContain('emailAutolink')
  })
})
