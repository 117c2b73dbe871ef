/**
 * What a writer can do with content/pages/ alone (CONTENT.md, "Designed pages"), built by
 * `npm run build` in a copy of the repository: rename a heading of the home page, move one of its
 * blocks below another, and add a new marketing page made of existing blocks, with no code. The built
 * pages show the new heading, the new order and the new page, listed in the sitemap.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startSampleApi } from '../../tools/sample-api'
import { blockOf } from '../support/siteContent'
import { useCopies } from '../support/copyContent'
import { runBuild } from '../support/runBuild'

const copies = useCopies()

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

describe('a writer edits content/pages/ and nothing else', () => {
  const api = startSampleApi({ port: 0 })
  afterAll(async () => (await api).close())

  it('renames a heading, moves a block and adds a page made of blocks; the build shows all three', { timeout: 300_000 }, async () => {
    const features = blockOf('/', 'feature-grid')
    const services = blockOf('/', 'service-cards')
    const root = copies.repo('writer-')
    const home = path.join(root, 'content/pages/index.mdx')
    const mdx = fs.readFileSync(home, 'utf8')
    expect(mdx).toContain(`heading: ${features.heading}\n`)
    fs.writeFileSync(home, moveBlock(mdx.replace(`heading: ${features.heading}\n`, 'heading: Everything an order comes with\n'), 'feature-grid', 'service-cards'))
    fs.writeFileSync(path.join(root, 'content/pages/why-us.mdx'), newPage)

    const build = await runBuild(root, { OUT_DIR: 'dist', BLOG_API_URL: (await api).url })
    expect(build.status, build.stderr.slice(-3000)).toBe(0)
    const client = path.join(root, 'dist/client')

    const index = fs.readFileSync(path.join(client, 'index.html'), 'utf8')
    expect(index).toContain('>Everything an order comes with<')
    expect(index).not.toContain(`>${features.heading}<`)
    const at = (text: string) => index.indexOf(`>${text}<`)
    expect(at(services.heading), 'Our Services is on the page').toBeGreaterThan(0)
    expect(at('Everything an order comes with'), 'Core Features now comes after Our Services').toBeGreaterThan(at(services.heading))

    const whyUs = fs.readFileSync(path.join(client, 'why-us.html'), 'utf8')
    expect(whyUs).toMatch(/<title>Why \S+ \| \S+<\/title>/)
    expect(whyUs).toContain('<h1 class="banner__title">Why us</h1>')
    expect(whyUs).toContain('>Four reasons shops stay with us<')
    expect(whyUs).toContain('>Send us your logo today<')
    expect(whyUs).toContain('href="/contact#contact"')
    expect(fs.readFileSync(path.join(client, 'sitemap.xml'), 'utf8')).toMatch(/<loc>[^<]+\/why-us<\/loc>/)
  })
})
