/**
 * The writers' editor in real Chromium against `npm run editor` on a temporary copy of the repository
 * (tests/support/editorServer.ts): what a writer sees, and what each save does to the files on disk.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { startSampleApi } from '../../tools/sample-api'
import { formatProblems } from '../../generator/content/formatIssues'
import { loadContent } from '../../generator/content/loadContent'
import { decapConfig, type CmsField } from '../../editor/build/decapConfig'
import { editorDevRoot, ports } from '../../tools/ports'
import { editorContentSecurityPolicy } from '../../generator/output/securityHeaders'
import { recordCspViolations } from '../e2e/cspViolations'
import { readFrontmatter } from '../../generator/content/readFrontmatter'

const root = path.resolve(import.meta.dirname, '../..')
const read = (rel: string) => fs.readFileSync(path.join(editorDevRoot, rel), 'utf8')

/** The editor's configuration as the build generates it from the content schemas: its collections and fields carry the labels a writer reads. */
const config = decapConfig({ repo: 'o/r', branch: 'main' })
const collection = (name: string) => config.collections.find((c) => c.name === name)!
/** A field by its name, looking into lists and block types, e.g. fieldNamed(pagesFields, 'crumbs'). */
const fieldNamed = (fields: CmsField[], name: string): CmsField => fields.find((f) => f.name === name)!
const pagesFields = collection('pages').fields!
const blocksField = fieldNamed(pagesFields, 'blocks')
const blockType = (name: string) => blocksField.types!.find((t) => t.name === name)!
const faqFields = fieldNamed(collection('faq').files![0].fields, 'items').fields!
const [questionField, answerField] = [fieldNamed(faqFields, 'question'), fieldNamed(faqFields, 'answer')]
/** How the editor sums up a collapsed block: "Core Features · What every order gets". */
const summaryOf = (block: { eyebrow?: string; heading?: string }) =>
  [block.eyebrow, block.heading].filter(Boolean).join(' · ')

/** The frontmatter of an MDX file of the copy, or undefined while a save is still writing it. */
function frontmatterOf(rel: string): Record<string, unknown> | undefined {
  try {
    return readFrontmatter(read(rel)).data
  } catch {
    return undefined
  }
}

/** A value with every object's keys sorted: Decap may write keys in another order, which YAML does not mind. */
const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sortedKeys(v)]),
        )
      : value

/** The content check of the copy, as the build runs it: its problems, formatted, or '' when there are none. */
async function contentProblems(): Promise<string> {
  const result = await loadContent(editorDevRoot)
  return result.ok ? '' : formatProblems(result.problems)
}

/** A JSON file of the copy, or undefined while a save is still writing it (the file is cut short). */
function readJson(rel: string): unknown {
  try {
    return JSON.parse(read(rel))
  } catch {
    return undefined
  }
}

/** Opens the editor at a route and signs in to the local backend. */
async function openEditor(page: Page, hash = ''): Promise<void> {
  await page.goto(`/admin/${hash}`)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('button', { name: 'Login' })).toBeHidden()
}

/** Expands the first item of a list (items are collapsed to their title). */
async function expandFirstItem(page: Page): Promise<void> {
  await page.locator('[class*=listControlItem]').first().getByRole('button').first().click()
}

/** A block of the open page's list of blocks, by the words of its collapsed summary ("Core Features · What every order gets"). */
const blockItem = (page: Page, summary: string) => page.locator('[class*=listControlItem]').filter({ hasText: summary })

/** Drags a list item by its handle onto another item, as a writer does (Decap's list sorts on mouse moves). */
async function dragOnto(page: Page, item: Locator, target: Locator): Promise<void> {
  await item.scrollIntoViewIfNeeded()
  const handle = (await item.locator('[aria-roledescription="sortable"]').first().boundingBox())!
  const onto = (await target.boundingBox())!
  const x = handle.x + handle.width / 2
  await page.mouse.move(x, handle.y + handle.height / 2)
  await page.mouse.down()
  // Past the sorter's 4 px start distance, then over the lower part of the target: the item goes below it.
  await page.mouse.move(x, handle.y + handle.height / 2 + 10, { steps: 5 })
  await page.mouse.move(x, onto.y + onto.height * 0.75, { steps: 20 })
  await page.mouse.up()
}

/** The preview pane's document. */
const preview = (page: Page) => page.locator('#preview-pane').contentFrame()

/** Saves the open entry: the local backend publishes at once ("Publish" → "Publish now"). */
async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
}

// Every test drives the editor under the policy its deployment sends (no eval, editor/build/dev.ts): each
// document of it, the preview pane's included, meets no violation of it.
test.beforeEach(async ({ context }) => {
  await recordCspViolations(context)
})
test.afterEach(async ({ page }) => {
  for (const frame of page.frames())
    expect(
      await frame.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? []),
      frame.url(),
    ).toEqual([])
})

test('the editor runs under its own policy, which allows no eval', async ({ context }) => {
  // A page of its own: the eval tried here is a violation, which the other tests may not meet.
  const page = await context.newPage()
  const response = await page.goto('/admin/')
  expect(response?.headers()['content-security-policy']).toBe(editorContentSecurityPolicy())
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  // A script of the editor's origin that tries what ajv, gray-matter and zod would do.
  await page.route('**/admin/eval-probe.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "try { new Function('return 1')(); document.body.dataset.evalProbe = 'ran' } catch (e) { document.body.dataset.evalProbe = e.name }",
    }),
  )
  await page.addScriptTag({ url: '/admin/eval-probe.js' })
  await expect(page.locator('body')).toHaveAttribute('data-eval-probe', 'EvalError')
  await page.close()
})

test('the editor lists every collection of the content', async ({ page }) => {
  await openEditor(page)
  const sidebar = page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: 'Collections' }) })
  // Every JSON file of content/ and the pages.
  const result = await loadContent(root)
  if (!result.ok) throw new Error(formatProblems(result.problems))
  const labels = config.collections.map((c) => c.label)
  expect(labels).toHaveLength(Object.keys(result.content.collections).length + 1)
  for (const label of labels) await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible()
  // A folder collection lists its files: the pages, with their subfolders, by their titles as written.
  await sidebar.getByRole('link', { name: collection('pages').label, exact: true }).click()
  const { title } = readFrontmatter(fs.readFileSync(path.join(root, 'content/pages/privacy-policy.mdx'), 'utf8'))
    .data as {
    title: string
  }
  await expect(page.getByText(title, { exact: false }).first()).toBeVisible()
})

/** Lists a writer scans, and what each of their folded items must read, from the copy's files. */
const namedItems: { collection: string; what: string; reads: (item: Record<string, string>) => string }[] = [
  {
    collection: 'portfolio',
    what: 'each piece by its description and its category',
    reads: (piece) => `${piece.alt} · ${piece.category_name}`,
  },
  { collection: 'testimonials', what: 'each review by its author', reads: (review) => review.author },
  { collection: 'faq', what: 'each question by its words', reads: (entry) => entry.question },
]

for (const { collection, what, reads } of namedItems) {
  test(`the ${collection} list names ${what}`, async ({ page }) => {
    // Every item of the file, folded, as a writer first sees them: the line under each item's bar.
    const entries = JSON.parse(read(`content/${collection}.json`)) as Record<string, string>[]
    await openEditor(page, `#/collections/${collection}/entries/${collection}`)
    await expect(page.locator('[class*=listControlItem] > [class*=NestedObjectLabel]')).toHaveText(entries.map(reads))
  })
}

test('changing the first FAQ answer writes that answer to content/faq.json and changes nothing else', async ({
  page,
}, testInfo) => {
  const before = read('content/faq.json')
  // A retry edits the copy the first try saved: its answer must differ, or there is nothing to publish.
  const answer = `Embroidery digitizing turns your artwork into a stitch file an embroidery machine can sew, with every stitch placed by a digitizer.${testInfo.retry ? ` (Try ${testInfo.retry + 1}.)` : ''}`
  await openEditor(page, '#/collections/faq/entries/faq')
  await expandFirstItem(page)
  await page.getByRole('textbox', { name: answerField.label }).first().fill(answer)
  // The preview is the FAQ page (content/pages/faq.mdx) with the answer being written, drawn with the
  // stylesheets of the site's components too: the question's sign is the accordion's round badge.
  await expect(preview(page).getByText(answer)).toBeVisible()
  await expect(preview(page).locator('.faq__sign').first()).toHaveCSS('border-radius', '50%')
  await publish(page)
  await expect.poll(() => (readJson('content/faq.json') as { answer: string }[] | undefined)?.[0].answer).toBe(answer)

  const expected = JSON.parse(before)
  expected[0].answer = answer
  expect(JSON.parse(read('content/faq.json'))).toEqual(expected)
  // The file's own layout is kept: exactly one line differs, the answer's.
  const after = read('content/faq.json').split('\n')
  const changed = before.split('\n').flatMap((line, i) => (line === after[i] ? [] : [[line, after[i]]]))
  expect(after.length).toBe(before.split('\n').length)
  expect(changed).toHaveLength(1)
  expect(changed[0][1]).toBe(
    changed[0][0].replace(JSON.stringify(JSON.parse(before)[0].answer), JSON.stringify(answer)),
  )
})

test('a required field left empty, or text outside its limits, cannot be saved and the form says why', async ({
  page,
}) => {
  const before = read('content/faq.json')
  await openEditor(page, '#/collections/faq/entries/faq')
  await expandFirstItem(page)
  const question = page.getByRole('textbox', { name: questionField.label }).first()
  await question.fill('')
  // Decap has taken the first edit before the next: the preview, drawn from the entry's state, no longer
  // shows the question. (Until then the field may show the old value again for a moment, and an edit of
  // another field of the item in that moment keeps it: two edits a few milliseconds apart, faster than
  // anyone types.)
  const [first] = JSON.parse(before) as { question: string }[]
  await expect(preview(page).getByText(first.question, { exact: true })).toHaveCount(0)
  await expect(question).toHaveValue('')
  await page.getByRole('textbox', { name: answerField.label }).first().fill('Too short.')
  await expect(question).toHaveValue('')
  await publish(page)
  // Decap's messages around the fields' labels.
  await expect(page.getByText(`${questionField.label} is required.`)).toBeVisible()
  // The schema's length limit, in the schema's words.
  await expect(
    page.getByText(`${answerField.label} didn't match the pattern: ${answerField.pattern![1]}.`),
  ).toBeVisible()
  await expect(page.getByText(/missed a required field/)).toBeVisible()
  expect(read('content/faq.json')).toBe(before)
})

test('moving a block and changing its heading on the home page writes both to content/pages/index.mdx, and nothing else', async ({
  page,
}) => {
  // From the home page as the repository has it: a retry would find the first try's edit in the copy.
  fs.copyFileSync(path.join(root, 'content/pages/index.mdx'), path.join(editorDevRoot, 'content/pages/index.mdx'))
  const before = frontmatterOf('content/pages/index.mdx')!
  const blocks = before.blocks as { type: string; eyebrow?: string; heading?: string }[]
  // The feature grid and the block below it, which has a heading too.
  const grid = blocks.findIndex((block) => block.type === 'feature-grid')
  const services = grid + 1
  expect(
    blocks[services]?.heading,
    'the home page has a block with a heading right below its feature grid',
  ).toBeTruthy()
  const heading = 'What every order includes'
  expect(blocks[grid].heading).not.toBe(heading)

  await openEditor(page, '#/collections/pages/entries/index')
  // The preview shows the blocks' pictures: originals in folders of content/images/, read through the backend.
  const picture = blocks.find(
    (block): block is { type: string; image: string; alt: string } =>
      block.type === 'split' && /^images\/.+\//.test(String((block as { image?: unknown }).image)),
  )!
  const shown = preview(page).getByRole('img', { name: picture.alt })
  // A picture below the pane's first view loads as the writer scrolls to it (loading="lazy").
  await shown.scrollIntoViewIfNeeded()
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  const features = blockItem(page, summaryOf(blocks[grid]))
  const servicesItem = blockItem(page, summaryOf(blocks[services]))
  await dragOnto(page, features, servicesItem)
  // The form lists the blocks in their new order…
  await expect
    .poll(async () =>
      page.evaluate(
        ([a, b]) => Boolean(a && b && b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING),
        [await features.elementHandle(), await servicesItem.elementHandle()],
      ),
    )
    .toBe(true)
  // …and the heading is a field of the block.
  await features.getByRole('button').first().click()
  await features
    .getByRole('textbox', { name: fieldNamed(blockType('feature-grid').fields!, 'heading').label })
    .fill(heading)
  // The preview draws the blocks with the site's components, in the new order, with the new heading.
  await expect
    .poll(async () => {
      const headings = await preview(page).locator('h2').allTextContents()
      return (
        headings.indexOf(heading) > headings.indexOf(blocks[services].heading!) &&
        headings.indexOf(blocks[services].heading!) >= 0
      )
    })
    .toBe(true)
  await expect(preview(page).getByRole('heading', { name: blocks[grid].heading })).toHaveCount(0)
  await publish(page)

  const expected = structuredClone(before) as { blocks: typeof blocks }
  const [moved] = expected.blocks.splice(grid, 1)
  expected.blocks.splice(grid + 1, 0, { ...moved, heading })
  await expect.poll(() => sortedKeys(frontmatterOf('content/pages/index.mdx'))).toEqual(sortedKeys(expected))
  expect(readFrontmatter(read('content/pages/index.mdx')).body.trim()).toBe(
    readFrontmatter(fs.readFileSync(path.join(root, 'content/pages/index.mdx'), 'utf8')).body.trim(),
  )
  // The saved file passes the check every build runs, and every block's keys keep their order, type
  // first (the hero has more keys than Decap's maps keep in order: editor/app/fieldOrder.ts).
  expect(await contentProblems()).toBe('')
  expect(read('content/pages/index.mdx')).toContain(
    `\n  - type: feature-grid\n${blocks[grid].eyebrow ? `    eyebrow: ${blocks[grid].eyebrow}\n` : ''}    heading: ${heading}\n`,
  )
  expect(read('content/pages/index.mdx')).toMatch(/\nblocks:\n {2}- type: hero\n {4}eyebrow: /)
})

test('a designed page created under Pages, from a banner and its text, is an MDX file that the next build turns into a route', async ({
  page,
}, testInfo) => {
  test.setTimeout(420_000)
  // A retry works on the copy the first try saved its page in: a new title, slug and description
  // (the build refuses two pages with one description).
  const title = `Thread Care Guide${testInfo.retry ? ` ${testInfo.retry + 1}` : ''}`
  const slug = title.toLowerCase().replaceAll(' ', '-')
  await openEditor(page, '#/collections/pages/new')
  const banner = blockType('banner')
  await page.getByRole('textbox', { name: fieldNamed(pagesFields, 'title').label }).fill(title)
  await page
    .getByRole('textbox', { name: fieldNamed(pagesFields, 'description').label, exact: true })
    .fill(
      `How to wash, dry and iron embroidered garments and patches so the stitching stays bright and flat for years.${testInfo.retry ? ` Try ${testInfo.retry + 1}.` : ''}`,
    )
  // Layout "blocks", then two blocks: the banner (heading and breadcrumb) and the page's text.
  await page
    .locator(
      `#${await page.locator('label', { hasText: new RegExp(`^${fieldNamed(pagesFields, 'layout').label}`) }).getAttribute('for')}`,
    )
    .click()
  await page.getByRole('option', { name: 'blocks', exact: true }).click()
  await page.getByRole('button', { name: `Add ${blocksField.label}` }).click()
  await page.getByRole('menuitem', { name: banner.label }).click()
  const [bannerTitle, crumbs] = [fieldNamed(banner.fields!, 'title'), fieldNamed(banner.fields!, 'crumbs')]
  const bannerItem = blockItem(page, bannerTitle.label).first()
  await bannerItem.getByRole('textbox', { name: bannerTitle.label }).fill(title)
  await bannerItem.getByRole('button', { name: `Add ${crumbs.label_singular}` }).click()
  await bannerItem.getByRole('textbox', { name: fieldNamed(crumbs.fields!, 'label').label }).fill('Home')
  await page.getByRole('button', { name: `Add ${blocksField.label}` }).click()
  await page.getByRole('menuitem', { name: blockType('text').label }).click()
  const body = page.locator('[data-slate-editor]')
  await body.click()
  await page.keyboard.type('Turn embroidered garments inside out and wash them cold.')
  // The preview draws the banner block and the text.
  await expect(preview(page).getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(preview(page).getByText('Turn embroidered garments inside out and wash them cold.')).toBeVisible()
  await publish(page)
  const file = `content/pages/${slug}.mdx`
  // Until the save has written the whole file (it may exist, cut short, meanwhile).
  await expect
    .poll(() => (fs.existsSync(path.join(editorDevRoot, file)) ? read(file) : ''))
    .toContain('Turn embroidered garments inside out and wash them cold.')
  const mdx = read(file)
  expect(mdx).toMatch(new RegExp(`^---\\ntitle: ${title}\\n`))
  expect(readFrontmatter(mdx).data).toMatchObject({
    layout: 'blocks',
    blocks: [{ type: 'banner', title, crumbs: [{ label: 'Home' }] }, { type: 'text' }],
  })
  // Nothing the writer left empty is written (an empty optional text would fail the check).
  expect(mdx).not.toMatch(/: ""$/m)
  expect(await contentProblems()).toBe('')

  // The next build of that repository (the copy) has the page, as visitors get it: the catch-all route serves it.
  const api = await startSampleApi({ port: ports.editorDevBlogApi })
  try {
    const status = await new Promise<number | null>((resolve) => {
      spawn(process.execPath, ['--import', 'tsx', 'generator/build.ts'], {
        cwd: editorDevRoot,
        stdio: 'ignore',
        env: { ...process.env, OUT_DIR: 'dist-editor', BLOG_API_URL: api.url },
      }).on('close', resolve)
    })
    expect(status, 'the build of the copy with the new page').toBe(0)
  } finally {
    await api.close()
  }
  const html = read(`dist-editor/client/${slug}.html`)
  expect(html).toContain(`<h1 class="banner__title">${title}</h1>`)
  expect(html).toContain('Turn embroidered garments inside out and wash them cold.')
  expect(read('dist-editor/client/sitemap.xml')).toContain(`/${slug}</loc>`)
})
