/**
 * A writer's pull request through `npm run build`, in one copy of the repository built once (a build
 * costs about half a minute of CPU, so the writer's changes share it):
 *
 * - what a writer can do with content/pages/ alone (CONTENT.md, "Designed pages"): rename a heading of
 *   the home page, move one of its blocks below another, and add a new marketing page made of existing
 *   blocks, with no code; the built pages show the new heading, the new order and the new page, listed
 *   in the sitemap;
 * - a new portfolio piece: one 2400 × 1800 photo in content/images/portfolio/ and one entry in
 *   content/portfolio.json, shown on /portfolio as a `<picture>` with AVIF and WebP variants of several
 *   widths; a Markdown image in an MDX page becomes a `<picture>` the same way;
 * - a new block type in exactly three edits, one per file (its schema in content/blocks.ts, its
 *   component, its line of components/blocks/registry.tsx with the component's import), placed on a
 *   page: the built page shows it, its portal button resolved like every other block's, the editor's
 *   generated configuration offers it as a form with its notes, and CONTENT.md's table of blocks lists
 *   it with what it shows;
 * - no script of the build holds a text of content/'s collections (islands get their words as props in
 *   the HTML), so editing one changes no script, nor a page's script budget;
 * - then a broken link in an MDX page: the next build fails naming the MDX file, encodes no picture
 *   again, and leaves the previous build in place.
 *
 * What the content check refuses (a missing or too small photo, a bad field) is tested on the content
 * alone (tests/unit/image-checks.test.ts, content-check.test.ts) and through the commands
 * (commands.test.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSampleApi, type SampleApi } from '../../tools/sample-api'
import { blockOf, portfolio, stringsOf } from '../support/siteContent'
import { copyRepoInto, edit, replaceFile } from '../support/copyContent'
import { photo } from '../support/photo'
import { runBuild, type BuildRun } from '../support/runBuild'

/** Moves the block starting at the line `  - type: <from>` to just after the block of type `after`. */
function moveBlock(mdx: string, from: string, after: string): string {
  const blocks = mdx.split(/\n(?= {2}- type: )/)
  const index = (type: string) => blocks.findIndex((b) => b.startsWith(`  - type: ${type}\n`))
  const [moved] = blocks.splice(index(from), 1)
  blocks.splice(index(after) + 1, 0, moved.trimEnd() + '\n')
  return blocks.join('\n')
}

const newPage = `---
title: "Why {site:brand} | {site:brand}"
description: "Why shops in {site:city} and beyond send us their logos: hand-made stitch files, free edits and answers within the hour."
layout: blocks
blocks:
  - type: banner
    title: Why us
    crumbs:
      - label: Home
        href: /
      - label: Why us

  - type: feature-grid
    eyebrow: The short version
    heading: Four reasons shops stay with us
    items:
      - title: Made by hand
        text: Every file is digitized by a person who has run the machines.
        icon: users
      - title: Free edits
        text: We fix a file free of charge until it sews out right.
        icon: pen-tool
      - title: Every format
        text: DST, PES, EXP and the rest for machines; AI, EPS and SVG for print.
        icon: layers

  - type: cta-band
    eyebrow: Ready when you are
    heading: Send us your logo today
    text: A free quote, usually {site:responseTime}.
    actions:
      - label: Get a free quote
        href: /contact#contact
---
`

/** Replaces `from` in a file of the copy; `edit` fails when nothing changed (the repository moved on). */
const replaceIn = (root: string, file: string, from: string, to: string) =>
  edit(root, file, (text) => text.replace(from, to))

const schema = `
  /** A short notice with a button. */
  notice: z
    .strictObject({
      /** The notice's words. */
      text: nonEmpty.max(200),
      /** Its button. */
      action: actionSchema,
    })
    .meta({ title: 'Notice' }),
  /** The page's own text`

const component = `import type { Resolved } from '../../lib/blocks'
import { ActionLink } from '../ActionLink'
import { Section } from './Section'

export function Notice({ block, id }: { block: Resolved<'notice'>; id: string }) {
  return (
    <Section labelledBy={id}>
      <div className="container">
        <h2 id={id}>{block.text}</h2>
        <ActionLink link={block.action} />
      </div>
    </Section>
  )
}
`

const words = { text: 'Closed for the holidays from December 24', label: 'Order ahead' }

/** A new piece: the next free id, a picture of its own, in the category of the first piece. */
const id = Math.max(...portfolio.map((item) => item.id)) + 1
const piece = {
  id,
  category_id: portfolio[0].category_id,
  category_name: portfolio[0].category_name,
  image: `images/portfolio/${id}.jpg`,
  alt: 'A navy cap with a stitched compass logo, photographed on the workshop table',
}

const capCare =
  '---\ntitle: Cap Care Guide | {site:brand}\ndescription: How to wash and store embroidered caps so the stitching keeps its shape and colour for years.\n---\n\n## Washing\n\n![A navy cap with a stitched compass emblem](../../images/services/cap-digitizing.jpg)\n\nHand wash in cold water.\n'

const features = blockOf('/', 'feature-grid')
const services = blockOf('/', 'service-cards')
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-build-'))
const client = path.join(root, 'dist/client')
const built = (file: string) => fs.readFileSync(path.join(client, file), 'utf8')
let api: SampleApi
let first: BuildRun

const portal = 'https://portal.example.org'

/** `npm run build` in the copy, with the sample blog API. */
const build = () => runBuild(root, { OUT_DIR: 'dist', BLOG_API_URL: api.url, PORTAL_URL: portal })

beforeAll(async () => {
  copyRepoInto(root)
  api = await startSampleApi({ port: 0 })
  // The writer's edits of designed pages: a heading renamed, a block moved, a page added.
  const home = path.join(root, 'content/pages/index.mdx')
  const mdx = fs.readFileSync(home, 'utf8')
  expect(mdx).toContain(`heading: ${features.heading}\n`)
  fs.writeFileSync(
    home,
    moveBlock(
      mdx.replace(`heading: ${features.heading}\n`, 'heading: Everything an order comes with\n'),
      'feature-grid',
      'service-cards',
    ),
  )
  fs.writeFileSync(path.join(root, 'content/pages/why-us.mdx'), newPage)
  // A new portfolio piece, first in the list where the newest work goes (the first 24 are in the page's HTML).
  replaceFile(path.join(root, `content/images/portfolio/${id}.jpg`), await photo(2400, 1800))
  const pieces = path.join(root, 'content/portfolio.json')
  fs.writeFileSync(pieces, fs.readFileSync(pieces, 'utf8').replace(/^\[\n/, `[\n  ${JSON.stringify(piece)},\n`))
  // A text page with a Markdown image.
  replaceFile(path.join(root, 'content/pages/guides/cap-care.mdx'), capCare)
  // 1. The schema, among the block types.
  replaceIn(root, 'content/blocks.ts', "\n  /** The page's own text", schema)
  // 2. The component.
  fs.writeFileSync(path.join(root, 'components/blocks/Notice.tsx'), component)
  // 3. The registry line, with the component's import.
  edit(root, 'components/blocks/registry.tsx', (text) =>
    text
      .replace('import { PatchCatalogue', "import { Notice } from './Notice'\nimport { PatchCatalogue")
      .replace(
        "  entry('text',",
        "  entry('notice', ({ block, place }) => <Notice block={block} id={place.id} />),\n  entry('text',",
      ),
  )
  // The block on a page: content, not code.
  replaceIn(
    root,
    'content/pages/about.mdx',
    '\n  - type: counters',
    `\n  - type: notice\n    text: ${words.text}\n    action:\n      label: ${words.label}\n      href: portal:/order\n\n  - type: counters`,
  )

  first = await build()
}, 600_000)

afterAll(async () => {
  await api?.close()
  fs.rmSync(root, { recursive: true, force: true })
})

describe("a writer's changes, built", () => {
  it('build, encoding the new pictures', () => {
    expect(first.status, first.stderr.slice(-3000)).toBe(0)
    expect(first.stdout.match(/^images: .*$/gm), 'exactly one images line').toEqual([
      expect.stringMatching(/^images: [1-9]\d* encoded, \d+ from cache$/),
    ])
    expect(first.stdout).toMatch(/^gates: \d+ pages checked, \d+ unchanged$/m)
  })

  it('show the renamed heading, the moved block and the new page made of blocks, listed in the sitemap', () => {
    const index = built('index.html')
    expect(index).toContain('>Everything an order comes with<')
    expect(index).not.toContain(`>${features.heading}<`)
    const at = (text: string) => index.indexOf(`>${text}<`)
    expect(at(services.heading), 'the service cards are on the page').toBeGreaterThan(0)
    expect(at('Everything an order comes with'), 'the feature grid now comes after the service cards').toBeGreaterThan(
      at(services.heading),
    )

    const whyUs = built('why-us.html')
    expect(whyUs).toMatch(/<title>Why \S+ \| \S+<\/title>/)
    expect(whyUs).toContain('<h1 class="banner__title">Why us</h1>')
    expect(whyUs).toContain('>Four reasons shops stay with us<')
    expect(whyUs).toContain('>Send us your logo today<')
    expect(whyUs).toContain('href="/contact#contact"')
    expect(built('sitemap.xml')).toMatch(/<loc>[^<]+\/why-us<\/loc>/)
  })

  it('show the new piece as a <picture> with AVIF and WebP srcsets of several widths, each file under 250 KB', () => {
    const picture = new RegExp(
      `<picture>(?:(?!</picture>).)*?/portfolio/${id}\\.(?:(?!</picture>).)*</picture>`,
      's',
    ).exec(built('portfolio.html'))?.[0]
    expect(picture, 'the new piece is in the prerendered /portfolio').toBeDefined()
    for (const type of ['image/avif', 'image/webp']) {
      const srcset = new RegExp(`<source type="${type}" srcSet="([^"]+)"`).exec(picture!)?.[1] ?? ''
      const widths = srcset.split(', ').map((c) => Number(c.split(' ')[1]?.replace('w', '')))
      expect(widths.length, `${type} widths`).toBeGreaterThanOrEqual(3)
      expect(
        widths.every((w) => w >= 300 && w <= 2400),
        `${type} widths ${widths}`,
      ).toBe(true)
    }
    expect(picture).toMatch(/<img [^>]*alt="A navy cap with a stitched compass logo[^"]*"[^>]*width="800" height="600"/)

    const variants = fs.readdirSync(path.join(client, 'assets/images/portfolio')).filter((f) => f.startsWith(`${id}.`))
    expect(variants.map((f) => f.split('.').pop()).sort()).toEqual([
      'avif',
      'avif',
      'avif',
      'jpg',
      'jpg',
      'jpg',
      'webp',
      'webp',
      'webp',
    ])
    for (const file of variants) {
      const bytes = fs.statSync(path.join(client, 'assets/images/portfolio', file)).size
      expect(bytes, `${file} is ${bytes} bytes`).toBeLessThanOrEqual(250 * 1024)
    }
  })

  it("show a Markdown image as a <picture> with the text column's widths, its alt text kept", () => {
    const guide = built('guides/cap-care.html')
    expect(guide).toMatch(
      /<picture><source type="image\/avif" srcSet="\/assets\/images\/services\/cap-digitizing\.[0-9a-f]{10}-480\.avif 480w, [^"]+-800\.avif 800w, [^"]+-1200\.avif 1200w"/,
    )
    expect(guide).toMatch(
      /<img src="\/assets\/images\/services\/cap-digitizing\.[0-9a-f]{10}-800\.jpg"[^>]* alt="A navy cap with a stitched compass emblem" width="1200" height="900" loading="lazy"/,
    )
  })

  it("leave the site's scripts without the writers' texts: editing one changes no script, nor a page's script budget", () => {
    // The texts of the collections (a few words or more); islands get theirs as props in the page's HTML.
    const collections = fs.readdirSync(path.join(root, 'content')).filter((f) => f.endsWith('.json'))
    const texts = new Set(
      collections
        .flatMap((file) => stringsOf(JSON.parse(fs.readFileSync(path.join(root, 'content', file), 'utf8'))))
        .filter((text) => text.length >= 10 && text.includes(' ')),
    )
    expect(texts.size).toBeGreaterThan(0)
    const scripts = (fs.readdirSync(path.join(client, 'assets'), { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.js'),
    )
    expect(scripts.length).toBeGreaterThan(0)
    const found = scripts.flatMap((file) => {
      const code = fs.readFileSync(path.join(client, 'assets', file), 'utf8')
      return [...texts].filter((text) => code.includes(text)).map((text) => `${file}: ${JSON.stringify(text)}`)
    })
    expect(found, 'texts of content/ bundled into a script (hand them to the island as props instead)').toEqual([])
  })
})

describe('a new block type', () => {
  it('is its schema, its component and one registry line: on a built page, in the editor and in the guide', () => {
    expect(first.status).toBe(0)
    const about = built('about.html')
    expect(about).toMatch(
      new RegExp(
        `<section class="section" aria-labelledby="(b\\d+-title)"><div class="container"><h2 id="\\1">${words.text}</h2>`,
      ),
    )
    // Its button to the portal is resolved as every block's is, with no case written for it.
    const button = about.match(new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${words.label}`))
    expect(button?.[1]).toBe(`${portal}/order`)
    expect(about).not.toContain('portal:/order')

    const config = JSON.parse(fs.readFileSync(path.join(root, 'dist/editor/admin/config.json'), 'utf8'))
    const pages = config.config.collections.find((c: { name: string }) => c.name === 'pages')
    const blocks = pages.fields.find((f: { name: string }) => f.name === 'blocks')
    const notice = blocks.types.find((t: { name: string }) => t.name === 'notice')
    expect(notice).toMatchObject({ label: 'Notice' })
    expect(notice.fields.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['text', 'action']))
    expect(notice.fields.find((f: { name: string }) => f.name === 'text')).toMatchObject({
      hint: "The notice's words.",
    })
    expect(notice.hint).toBe('A short notice with a button.')

    // The writers' guide lists it, in the words of the comment on its schema.
    const guide = fs.readFileSync(path.join(root, 'CONTENT.md'), 'utf8')
    expect(guide.match(/^\| `notice` \|.*$/m)?.[0]).toBe('| `notice` | A short notice with a button. |')
  })
})

describe('then a broken link in an MDX page', () => {
  it(
    'fails the next build naming the MDX file; it encodes nothing again and leaves the previous build in place',
    { timeout: 600_000 },
    async () => {
      expect(first.status).toBe(0)
      fs.writeFileSync(
        path.join(root, 'content/pages/guides/thread-care.mdx'),
        '---\ntitle: Thread Care Guide | {site:brand}\ndescription: How to store and care for embroidery thread so colors stay true and stitches run clean.\n---\n\nSee our [prices](/pricng) before you order.\n',
      )
      const second = await build()
      expect(second.status, second.stderr.slice(-2000)).toBe(1)
      expect(second.stderr).toContain(
        'content/pages/guides/thread-care.mdx: link to /pricng does not exist (found in /guides/thread-care). Fix the link in that file.',
      )
      expect(second.stderr).toContain('The build stopped')
      expect(second.stdout).toMatch(/^images: 0 encoded, \d+ from cache$/m)
      expect(
        fs.readdirSync(root).filter((f) => f.startsWith('dist')),
        'no temporary build folder is left',
      ).toEqual(['dist'])
      expect(built('why-us.html')).toContain('>Four reasons shops stay with us<')
      expect(fs.existsSync(path.join(client, 'guides/thread-care.html'))).toBe(false)
    },
  )
})
