/**
 * A block type is three edits: its schema in content/blocks.ts, its component, and its line in
 * components/blocks/registry.tsx. In a copy of the repository this test makes exactly those three
 * (a "notice" block with a text and a button to the customer portal), places the block on a page, and
 * runs `npm run build`: the built page shows the block, its portal button resolved like every other,
 * and the editor's generated configuration offers it as a form.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startSampleApi } from '../../tools/sample-api'
import { useCopies } from '../support/copyContent'
import { runBuild } from '../support/runBuild'

const copies = useCopies()

/** Replaces `from` in a file of the copy; fails when it is not there (the repository moved on). */
function edit(root: string, file: string, from: string, to: string): void {
  const abs = path.join(root, file)
  const text = fs.readFileSync(abs, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`)
  fs.writeFileSync(abs, text.replace(from, to))
}

const schema = `
/** A short notice with a button. */
const noticeBlock = z
  .strictObject({
    type: z.literal('notice'),
    /** The notice's words. */
    text: nonEmpty.max(200),
    /** Its button. */
    action: actionSchema,
  })
  .meta({ title: 'Notice' })

/** One block of a designed page`

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

describe('a new block type', () => {
  const api = startSampleApi({ port: 0 })
  afterAll(async () => (await api).close())

  it('is its schema, its component and one registry line: on a built page and in the editor', { timeout: 600_000 }, async () => {
    const root = copies.repo()
    // 1. The schema, in the union of block types.
    edit(root, 'content/blocks.ts', '\n/** One block of a designed page', schema)
    edit(root, 'content/blocks.ts', 'ctaBandBlock, textBlock,', 'ctaBandBlock, noticeBlock, textBlock,')
    // 2. The component.
    fs.writeFileSync(path.join(root, 'components/blocks/Notice.tsx'), component)
    // 3. The registry line (and its import).
    edit(root, 'components/blocks/registry.tsx', "import { PatchCatalogue", "import { Notice } from './Notice'\nimport { PatchCatalogue")
    edit(root, 'components/blocks/registry.tsx', '  text: entry(', "  notice: entry('notice', ({ block, place }) => <Notice block={block} id={place.id} />),\n  text: entry(")
    // The block on a page: content, not code.
    edit(root, 'content/pages/about.mdx', '\n  - type: counters', `\n  - type: notice\n    text: ${words.text}\n    action:\n      label: ${words.label}\n      href: portal:/order\n\n  - type: counters`)

    const portal = 'https://portal.example.org'
    const build = await runBuild(root, { OUT_DIR: 'dist', BLOG_API_URL: (await api).url, PORTAL_URL: portal })
    expect(build.status, build.stderr.slice(-3000)).toBe(0)

    const about = fs.readFileSync(path.join(root, 'dist/client/about.html'), 'utf8')
    expect(about).toMatch(new RegExp(`<section class="section" aria-labelledby="(b\\d+-title)"><div class="container"><h2 id="\\1">${words.text}</h2>`))
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
    expect(notice.fields.find((f: { name: string }) => f.name === 'text')).toMatchObject({ hint: "The notice's words." })
  })
})
