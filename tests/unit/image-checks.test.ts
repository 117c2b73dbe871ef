/**
 * The image checks of the content check, as a writer meets them (each message names the content
 * file, the field and the image), the encoder's cache, and the cache of what an original's pixels say. Every test works on a temporary copy of
 * the content; images are generated with sharp, none is committed.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { encodeImages, formatEncodeReport } from '../../generator/content/encodeImages'
import { formatProblems } from '../../generator/content/formatIssues'
import { loadContent } from '../../generator/content/loadContent'
import { problemsOf } from '../support/contentProblems'
import { repo, replaceFile, useCopies } from '../support/copyContent'
import { useTempDirs } from '../support/tempDirs'
import { photo } from '../support/photo'

const tempDir = useTempDirs()
const copies = useCopies()
const copy = () => copies.content('images-')

/** The first portfolio piece's picture as content/portfolio.json names it, and the line of its field. */
const portfolioText = fs.readFileSync(path.join(repo, 'content/portfolio.json'), 'utf8')
const firstImage = (JSON.parse(portfolioText) as { image: string }[])[0].image
const firstImageField = `"image": ${JSON.stringify(firstImage)}`
const firstImageLine = portfolioText.split('\n').findIndex((line) => line.includes(firstImageField)) + 1

/** The about page's first picture, as its MDX names it (`image: images/…`). */
const aboutImage = /^ +image: (images\/\S+)$/m.exec(
  fs.readFileSync(path.join(repo, 'content/pages/about.mdx'), 'utf8'),
)![1]

/** Sets the image of the first portfolio item. */
function setPortfolioImage(root: string, image: string): void {
  const file = path.join(root, 'content/portfolio.json')
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(firstImageField, `"image": ${JSON.stringify(image)}`))
}

/** Sets the about page's first picture. */
function setAboutImage(root: string, image: string): void {
  const about = path.join(root, 'content/pages/about.mdx')
  fs.writeFileSync(about, fs.readFileSync(about, 'utf8').replace(`image: ${aboutImage}\n`, `image: ${image}\n`))
}

describe('the image checks', () => {
  it('names the content file, the field and the path of a missing original', async () => {
    const root = copy()
    setPortfolioImage(root, 'images/portfolio/999.jpg')
    expect(await problemsOf(root)).toEqual([
      {
        file: 'content/portfolio.json',
        line: firstImageLine,
        field: '[0].image',
        expected: 'an original at content/images/portfolio/999.jpg (put the file there, or fix the path)',
        found: 'no such file: content/images/portfolio/999.jpg',
      },
    ])
  })

  it('refuses an unsupported type and a path outside content/images/', async () => {
    const root = copy()
    const gif = firstImage.replace(/\.\w+$/, '.gif')
    setPortfolioImage(root, gif)
    setAboutImage(root, '../public/images/og/default.jpg')
    const problems = await problemsOf(root)
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'content/portfolio.json',
        field: '[0].image',
        expected: 'an image of a supported type (jpg, jpeg, png, webp, avif, svg)',
        found: JSON.stringify(gif),
      }),
    )
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'content/pages/about.mdx',
        field: expect.stringMatching(/^blocks\[\d+\]\.image$/),
        expected: expect.stringContaining('a path inside content/images/'),
        found: '"../public/images/og/default.jpg"',
      }),
    )
    expect(problems).toHaveLength(2)
  })

  it('names an original narrower than its place needs, its width and the width needed', async () => {
    const root = copy()
    replaceFile(path.join(root, 'content', firstImage), await photo(300, 200))
    const problems = await problemsOf(root)
    // Every place that shows the picture is named (a writer may show one picture twice), the first piece's among them.
    expect(problems.map((p) => p.found)).toEqual(problems.map(() => `content/${firstImage} is 300 px wide`))
    const problem = problems.find((p) => p.field === '[0].image')!
    expect(problem).toMatchObject({ file: 'content/portfolio.json', line: firstImageLine })
    expect(problem.expected).toMatch(
      /^an original at least 800 px wide: this place \(card\) shows it up to 800 px wide/,
    )
    expect(formatProblems([problem])).toContain(`content/portfolio.json:${firstImageLine}\n    field:    [0].image`)
  })

  it('refuses an original over 20 MB, with the reason', async () => {
    const root = copy()
    const file = path.join(root, 'content', firstImage)
    replaceFile(file, '')
    fs.truncateSync(file, 21 * 1024 * 1024)
    const problem = (await problemsOf(root)).find((p) => p.field === '[0].image')
    expect(problem).toMatchObject({ found: `content/${firstImage} is 21.0 MB` })
    expect(problem!.expected).toMatch(/^an original of at most 20 MB: larger files slow every build/)
  })

  it('finds Markdown images in MDX, relative to the file, and asks for their alt text', async () => {
    const root = copy()
    const page = path.join(root, 'content/pages/guides/caps.mdx')
    replaceFile(
      page,
      '---\ntitle: Cap Guide | {site:brand}\ndescription: How caps are digitized so letters stay upright and outlines meet their fills on every panel.\n---\n\nText.\n\n![](../../images/services/cap-digitizing.jpg)\n\n![A stitched cap](../../images/services/nope.jpg)\n',
    )
    const problems = await problemsOf(root)
    expect(problems).toEqual([
      {
        file: 'content/pages/guides/caps.mdx',
        line: 8,
        field: '(image ../../images/services/cap-digitizing.jpg)',
        expected:
          'a description of the image for visitors who cannot see it: ![what it shows](…/images/services/cap-digitizing.jpg)',
        found: 'an image without alt text',
      },
      {
        file: 'content/pages/guides/caps.mdx',
        line: 10,
        field: '(image ../../images/services/nope.jpg)',
        expected: 'an original at content/images/services/nope.jpg (put the file there, or fix the path)',
        found: 'no such file: content/images/services/nope.jpg',
      },
    ])
  })

  it('completes each image: size, hash, fallback format, and a preview for large lazy pictures', async () => {
    const root = copy()
    const page = path.join(root, 'content/pages/guides/caps.mdx')
    replaceFile(
      page,
      '---\ntitle: Cap Guide | {site:brand}\ndescription: How caps are digitized so letters stay upright and outlines meet their fills on every panel.\n---\n\n![A navy cap with a stitched logo](../../images/services/cap-digitizing.jpg)\n',
    )
    // A transparent PNG keeps its transparency: its fallback is PNG, not JPEG.
    const transparent = await sharp({
      create: { width: 1600, height: 1200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer()
    replaceFile(path.join(root, 'content/images/services/studio.png'), transparent)
    setAboutImage(root, 'images/services/studio.png')
    const result = await loadContent(root)
    if (!result.ok) throw new Error(formatProblems(result.problems))
    const prose = result.content.images.find((u) => u.file === 'content/pages/guides/caps.mdx')
    expect(prose?.image).toMatchObject({
      src: 'images/services/cap-digitizing.jpg',
      slot: 'prose',
      width: 1600,
      height: 1200,
      fallback: 'jpeg',
      hash: expect.stringMatching(/^[0-9a-f]{10}$/),
    })
    const blocksOf = (url: string) => result.content.pages.find((p) => p.urlPath === url)!.frontmatter.blocks
    const studio = blocksOf('/about').find((b) => 'image' in b && b.image.src === 'images/services/studio.png')
    expect(studio && 'image' in studio && studio.image).toMatchObject({ fallback: 'png' })
    expect(studio && 'image' in studio && studio.image.placeholder).toBeUndefined()
    // A large lazy JPEG (a feature picture) gets a tiny preview; no other does.
    const features = result.content.images.filter((u) => u.image.slot === 'feature' && u.image.fallback === 'jpeg')
    expect(features.length).toBeGreaterThan(0)
    for (const use of features) expect(use.image.placeholder).toMatch(/^data:image\/webp;base64,.{1,550}$/)
    expect(prose?.image.placeholder).toBeUndefined()
  })
})

describe('the encoder cache', () => {
  it('encodes each variant once; a second run reads them all from the cache', { timeout: 120_000 }, async () => {
    const root = tempDir('encode-')
    replaceFile(path.join(root, 'content/images/a.jpg'), await photo(800, 600))
    const image = {
      src: 'images/a.jpg',
      slot: 'card',
      width: 800,
      height: 600,
      hash: 'feedc0ffee',
      fallback: 'jpeg',
    } as const
    const cache = path.join(root, 'cache')
    const first = await encodeImages(root, [{ image, slots: ['card'] }], cache)
    expect(formatEncodeReport(first)).toBe('images: 9 encoded, 0 from cache')
    const second = await encodeImages(root, [{ image, slots: ['card'] }], cache)
    expect(formatEncodeReport(second)).toBe('images: 0 encoded, 9 from cache')
    const avif = second.variants.find((v) => v.url === '/assets/images/a.feedc0ffee-560.avif')!
    expect(await sharp(avif.file).metadata()).toMatchObject({ format: 'heif', width: 560, height: 420 })
  })
})

describe("the cache of what an original's pixels say", () => {
  /** readOriginal as a new process has it: nothing of the original in memory yet. */
  async function readInNewProcess(root: string, src: string) {
    vi.resetModules()
    const { readOriginal } = await import('../../generator/content/checkImages')
    return readOriginal(root, src)
  }

  it("reads an original's size from the cache by its hash, and measures it again when the entry is unreadable", async () => {
    const root = tempDir('pixel-facts-')
    replaceFile(path.join(root, 'content/images/a.jpg'), await photo(900, 600))
    const first = await readInNewProcess(root, 'images/a.jpg')
    expect(first).toMatchObject({ ok: true, width: 900, height: 600, fallback: 'jpeg' })
    const entry = path.join(root, `node_modules/.cache/images/${first.ok && first.hash}.jpg.facts.json`)
    expect(JSON.parse(fs.readFileSync(entry, 'utf8'))).toEqual({ width: 900, height: 600, fallback: 'jpeg' })

    // The entry is what a new process believes: it does not decode the photo again.
    fs.writeFileSync(entry, JSON.stringify({ width: 901, height: 600, fallback: 'jpeg' }))
    expect(await readInNewProcess(root, 'images/a.jpg')).toMatchObject({ width: 901 })

    fs.writeFileSync(entry, '{"width": 9')
    expect(await readInNewProcess(root, 'images/a.jpg')).toMatchObject({ width: 900 })
    expect(JSON.parse(fs.readFileSync(entry, 'utf8'))).toEqual({ width: 900, height: 600, fallback: 'jpeg' })

    // Another photo under the same name has another hash, so it is measured, not looked up.
    replaceFile(path.join(root, 'content/images/a.jpg'), await photo(1200, 800))
    expect(await readInNewProcess(root, 'images/a.jpg')).toMatchObject({ width: 1200, height: 800 })
  })
})
