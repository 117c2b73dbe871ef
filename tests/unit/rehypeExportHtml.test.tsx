/**
 * An MDX page's text compiles to its HTML (generator/content/rehypeExportHtml.ts), with the build's
 * MDX plugins: what the prerender writes is what the Markdown says, links to other sites open in a new
 * tab, a picture is drawn by its component between the parts, and anything else MDX would run is
 * refused with the file named. The text is drawn as the prerender draws it (pages/content/drawText.ts). Also: a block's Markdown text opens such links the same way
 * (lib/markdown.ts), in HTML and as React elements.
 */
import { evaluate } from '@mdx-js/mdx'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { describe, expect, it } from 'vitest'
import { Markdown } from '../../components/Markdown'
import { rehypeExportHtml } from '../../generator/content/rehypeExportHtml'
import { markdownHtml } from '../../lib/markdown'
import { drawText, type CompiledText } from '../../pages/content/drawText'

/** Compiles a text as the build compiles a page of content/pages/ (vite.config.ts), and runs the module. */
const compile = async (text: string) =>
  (await evaluate(
    { value: text, path: '/site/content/pages/example.mdx' },
    { ...runtime, remarkPlugins: [remarkGfm, remarkFrontmatter], rehypePlugins: [rehypeExportHtml] },
  )) as unknown as CompiledText

describe('an MDX page compiled to its HTML', () => {
  it('is the HTML of its Markdown, frontmatter left out, GFM tables kept', async () => {
    const page = await compile(
      [
        '---',
        'title: Stitch counts',
        '---',
        '',
        'Prices start at **$12** & depend on the _stitch count_.',
        '',
        '## Sizes',
        '',
        '- Left chest',
        '- Jacket back',
        '',
        '| Size | Stitches |',
        '| --- | --- |',
        '| 4 in | 8,000 |',
      ].join('\n'),
    )
    expect(page.pictures).toEqual([])
    expect(page.html).toHaveLength(1)
    const html = drawText(page)
    expect(html).not.toContain('Stitch counts')
    expect(html).toContain('<p>Prices start at <strong>$12</strong> &#x26; depend on the <em>stitch count</em>.</p>')
    expect(html).toContain('<h2>Sizes</h2>')
    expect(html).toMatch(/<ul>\s*<li>Left chest<\/li>\s*<li>Jacket back<\/li>\s*<\/ul>/)
    expect(html).toMatch(/<th>Size<\/th>\s*<th>Stitches<\/th>[\s\S]*<td>4 in<\/td>\s*<td>8,000<\/td>/)
  })

  it('opens links to other sites in a new tab, and keeps links of this site as they are', async () => {
    const html = drawText(
      await compile('See [our prices](/pricing), [the guide](https://example.com/guide) or [mail](mailto:a@b.co).'),
    )
    expect(html).toContain('<a href="/pricing">our prices</a>')
    expect(html).toContain(
      '<a href="https://example.com/guide" target="_blank" rel="noopener noreferrer">the guide</a>',
    )
    expect(html).toContain('<a href="mailto:a@b.co">mail</a>')
  })

  it('draws each picture with its component, in its place, with its alt text', async () => {
    // What remarkContentImages writes for `![…](../images/…)`: an import and an element named ContentImage<n>.
    const page = await compile(
      [
        "export const ContentImage0 = ({ alt }) => <img src='/a.avif' alt={alt} loading='lazy' />",
        "export const ContentImage1 = ({ alt }) => <img src='/b.avif' alt={alt} loading='lazy' />",
        '',
        'Before <ContentImage0 alt="A navy cap" /> between.',
        '',
        '<ContentImage1 alt="A patch, close up" />',
        '',
        'After.',
      ].join('\n'),
    )
    expect(page.pictures.map((p) => p.alt)).toEqual(['A navy cap', 'A patch, close up'])
    expect(page.html).toHaveLength(3)
    expect(drawText(page)).toMatch(
      /^\s*<p>Before <img src="\/a.avif" alt="A navy cap" loading="lazy"\/> between.<\/p>\s*<img src="\/b.avif" alt="A patch, close up" loading="lazy"\/>\s*<p>After.<\/p>$/,
    )
  })

  it('refuses a component or an expression, naming the file', async () => {
    await expect(compile('A note: <Note>careful</Note>')).rejects.toThrow(
      "/site/content/pages/example.mdx: <Note> is a component; a page's text holds none.",
    )
    await expect(compile('Two is {1 + 1}.')).rejects.toThrow('/site/content/pages/example.mdx: {…} is an expression')
  })
})

describe("a block's Markdown text", () => {
  const text = 'Ask [us](/contact) or read [the guide](https://example.com/guide).'

  it('opens links to other sites in a new tab, in HTML and as React elements alike', () => {
    for (const html of [markdownHtml(text), renderToStaticMarkup(createElement(Markdown, { text }))]) {
      expect(html).toContain('<a href="/contact">us</a>')
      expect(html).toContain(
        '<a href="https://example.com/guide" target="_blank" rel="noopener noreferrer">the guide</a>',
      )
    }
  })
})
