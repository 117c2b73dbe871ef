/**
 * The fallback anchor (see astroAnchor.ts), used only when Astro cannot be installed: builds the anchor
 * site's MDX pages (`src/pages/**.mdx`) into plain HTML in `dist/` with @mdx-js/mdx and React, in the
 * same layout, with no JavaScript and no checks: a static generator of Astro's weight.
 *
 *   tsx tools/bench/staticAnchor.ts <site folder>
 */
import fs from 'node:fs'
import path from 'node:path'
import { evaluate } from '@mdx-js/mdx'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import remarkGfm from 'remark-gfm'
import { readFrontmatter } from '../../generator/content/readFrontmatter'

const dir = path.resolve(process.argv[2] ?? '.')
const pagesDir = path.join(dir, 'src/pages')
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

fs.mkdirSync(path.join(dir, 'dist'), { recursive: true })
fs.copyFileSync(path.join(dir, 'public/robots.txt'), path.join(dir, 'dist/robots.txt'))
for (const file of (fs.readdirSync(pagesDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.mdx'))) {
  const { data, body } = readFrontmatter(fs.readFileSync(path.join(pagesDir, file), 'utf8'))
  const { default: Content } = await evaluate(body, { ...runtime, remarkPlugins: [remarkGfm] })
  const title = String(data.title ?? '')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><meta name="description" content="${escape(String(data.description ?? ''))}"></head><body><header><a href="/">Northstitch</a></header><main><h1>${escape(title.replace(/ \| .*$/, ''))}</h1>${renderToStaticMarkup(createElement(Content))}</main><footer>Brooklyn, NY</footer></body></html>\n`
  const out = path.join(dir, 'dist', file.replace(/\.mdx$/, '.html'))
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, html)
}
