/**
 * A writer adds a portfolio piece: one 2400 × 1800 photo in content/images/portfolio/ and one entry
 * in content/portfolio.json, in a temporary copy of the repository, built with `npm run build`.
 * The built /portfolio shows it as a `<picture>` with AVIF and WebP variants of several widths;
 * a second build encodes nothing; a missing or too small photo fails the build, naming it. A Markdown
 * image in an MDX page becomes a `<picture>` the same way.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startSampleApi } from '../../tools/sample-api'
import { portfolio } from '../support/siteContent'
import { replaceFile, useCopies } from '../support/copyContent'
import { photo } from '../support/photo'
import { runBuild } from '../support/runBuild'

const copies = useCopies()
const api = startSampleApi({ port: 0 })
afterAll(async () => (await api).close())

/** A piece with the next free id and a picture of its own, in the category of the first piece. */
const id = Math.max(...portfolio.map((item) => item.id)) + 1
const entry = { id, category_id: portfolio[0].category_id, category_name: portfolio[0].category_name, image: `images/portfolio/${id}.jpg`, alt: 'A navy cap with a stitched compass logo, photographed on the workshop table' }

/** Puts the new entry first, where the newest work goes (the first 24 are in the page's HTML). */
function addEntry(root: string): void {
  const file = path.join(root, 'content/portfolio.json')
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^\[\n/, `[\n  ${JSON.stringify(entry)},\n`))
}

/** `npm run build` in the copy, with the sample blog API. */
const build = async (root: string) => runBuild(root, { OUT_DIR: 'dist', BLOG_API_URL: (await api).url })

describe('a new portfolio photo through npm run build', () => {
  it('becomes a <picture> with AVIF and WebP srcsets of several widths, each file under 250 KB; a second build encodes nothing', { timeout: 900_000 }, async () => {
    const root = copies.repo('image-build-')
    replaceFile(path.join(root, `content/images/portfolio/${id}.jpg`), await photo(2400, 1800))
    addEntry(root)
    replaceFile(
      path.join(root, 'content/pages/guides/cap-care.mdx'),
      '---\ntitle: Cap Care Guide | {site:brand}\ndescription: How to wash and store embroidered caps so the stitching keeps its shape and colour for years.\n---\n\n## Washing\n\n![A navy cap with a stitched compass emblem](../../images/services/cap-digitizing.jpg)\n\nHand wash in cold water.\n',
    )

    const first = await build(root)
    expect(first.status, first.stderr.slice(-3000)).toBe(0)
    expect(first.stdout.match(/^images: .*$/gm), 'exactly one images line').toEqual([expect.stringMatching(/^images: [1-9]\d* encoded, \d+ from cache$/)])

    const html = fs.readFileSync(path.join(root, 'dist/client/portfolio.html'), 'utf8')
    const picture = new RegExp(`<picture>(?:(?!</picture>).)*?/portfolio/${id}\\.(?:(?!</picture>).)*</picture>`, 's').exec(html)?.[0]
    expect(picture, 'the new piece is in the prerendered /portfolio').toBeDefined()
    for (const type of ['image/avif', 'image/webp']) {
      const srcset = new RegExp(`<source type="${type}" srcSet="([^"]+)"`).exec(picture!)?.[1] ?? ''
      const widths = srcset.split(', ').map((c) => Number(c.split(' ')[1]?.replace('w', '')))
      expect(widths.length, `${type} widths`).toBeGreaterThanOrEqual(3)
      expect(widths.every((w) => w >= 300 && w <= 2400), `${type} widths ${widths}`).toBe(true)
    }
    expect(picture).toMatch(/<img [^>]*alt="A navy cap with a stitched compass logo[^"]*"[^>]*width="800" height="600"/)

    const variants = fs.readdirSync(path.join(root, 'dist/client/assets/images/portfolio')).filter((f) => f.startsWith(`${id}.`))
    expect(variants.map((f) => f.split('.').pop()).sort()).toEqual(['avif', 'avif', 'avif', 'jpg', 'jpg', 'jpg', 'webp', 'webp', 'webp'])
    for (const file of variants) {
      const bytes = fs.statSync(path.join(root, 'dist/client/assets/images/portfolio', file)).size
      expect(bytes, `${file} is ${bytes} bytes`).toBeLessThanOrEqual(250 * 1024)
    }

    // The Markdown image: a <picture> with the text column's widths, its alt text kept.
    const guide = fs.readFileSync(path.join(root, 'dist/client/guides/cap-care.html'), 'utf8')
    expect(guide).toMatch(/<picture><source type="image\/avif" srcSet="\/assets\/images\/services\/cap-digitizing\.[0-9a-f]{10}-480\.avif 480w, [^"]+-800\.avif 800w, [^"]+-1200\.avif 1200w"/)
    expect(guide).toMatch(/<img src="\/assets\/images\/services\/cap-digitizing\.[0-9a-f]{10}-800\.jpg"[^>]* alt="A navy cap with a stitched compass emblem" width="1200" height="900" loading="lazy"/)

    const second = await build(root)
    expect(second.status, second.stderr.slice(-3000)).toBe(0)
    expect(second.stdout).toMatch(/^images: 0 encoded, \d+ from cache$/m)
  })

  it('fails, naming the file, the field and the image, when the photo is missing or 300 × 200', { timeout: 300_000 }, async () => {
    const root = copies.repo('image-build-')
    addEntry(root)

    const missing = await build(root)
    expect(missing.status).toBe(1)
    expect(missing.stderr).toContain(`  content/portfolio.json:2\n    field:    [0].image\n    expected: an original at content/images/portfolio/${id}.jpg (put the file there, or fix the path)\n    found:    no such file: content/images/portfolio/${id}.jpg`)

    replaceFile(path.join(root, `content/images/portfolio/${id}.jpg`), await photo(300, 200))
    const small = await build(root)
    expect(small.status).toBe(1)
    expect(small.stderr).toContain(`    field:    [0].image\n    expected: an original at least 800 px wide: this place (card) shows it up to 800 px wide on sharp screens. Use a larger photo\n    found:    content/images/portfolio/${id}.jpg is 300 px wide`)
    expect(small.stderr).toContain('Nothing was built.')
    expect(fs.readdirSync(root).filter((f) => f.startsWith('dist'))).toEqual([])
  })
})
