/**
 * The writers' editor in real Chromium against `npm run cms` on a temporary copy of the repository
 * (tests/support/cmsServer.ts): what a writer sees, and what each save does to the files on disk.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { startSampleApi } from '../../tools/sample-api'
import { decapConfig } from '../../generator/editor/decapConfig'
import { cmsRoot, ports } from '../../tools/ports'

const read = (rel: string) => fs.readFileSync(path.join(cmsRoot, rel), 'utf8')

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
  // The first visit after start-up waits for the dev server to prepare Decap's modules.
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 60_000 })
  await expect(page.getByRole('button', { name: 'Login' })).toBeHidden()
}

/** Expands the first item of a list (items are collapsed to their title). */
async function expandFirstItem(page: Page): Promise<void> {
  await page.locator('[class*=listControlItem]').first().getByRole('button').first().click()
}

/** Saves the open entry: the local backend publishes at once ("Publish" → "Publish now"). */
async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
}

test('the editor lists every collection of the content', async ({ page }) => {
  await openEditor(page)
  const sidebar = page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: 'Collections' }) })
  const labels = decapConfig({ repo: 'o/r', branch: 'main' }).collections.map((c) => c.label)
  expect(labels).toEqual(['Site', 'Portfolio', 'Patches', 'FAQ', 'Testimonials', 'Services', 'Redirects', 'Pages', 'Page sections'])
  for (const label of labels) await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible()
  // A folder collection lists its files: the pages, with their subfolders.
  await sidebar.getByRole('link', { name: 'Pages', exact: true }).click()
  await expect(page.getByText('Privacy Policy', { exact: false }).first()).toBeVisible()
})

test('changing the first FAQ answer writes that answer to content/faq.json and changes nothing else', async ({ page }, testInfo) => {
  const before = read('content/faq.json')
  // A retry edits the copy the first try saved: its answer must differ, or there is nothing to publish.
  const answer = `Embroidery digitizing turns your artwork into a stitch file an embroidery machine can sew, with every stitch placed by a digitizer.${testInfo.retry ? ` (Try ${testInfo.retry + 1}.)` : ''}`
  await openEditor(page, '#/collections/faq/entries/faq')
  await expandFirstItem(page)
  await page.getByRole('textbox', { name: 'Answer' }).first().fill(answer)
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
  expect(changed[0][1]).toBe(changed[0][0].replace(JSON.stringify(JSON.parse(before)[0].answer), JSON.stringify(answer)))
})

test('a required field left empty, or text outside its limits, cannot be saved and the form says why', async ({ page }) => {
  const before = read('content/faq.json')
  await openEditor(page, '#/collections/faq/entries/faq')
  await expandFirstItem(page)
  await page.getByRole('textbox', { name: 'Question' }).first().fill('')
  await page.getByRole('textbox', { name: 'Answer' }).first().fill('Too short.')
  await publish(page)
  await expect(page.getByText('Question is required.')).toBeVisible()
  // The schema's length limit, in the schema's words.
  await expect(page.getByText("Answer didn't match the pattern: 20 to 800 characters.")).toBeVisible()
  await expect(page.getByText(/missed a required field/)).toBeVisible()
  expect(read('content/faq.json')).toBe(before)
})

test('a page created under Pages is an MDX file that the next build turns into a route', async ({ page }, testInfo) => {
  test.setTimeout(420_000)
  // A retry works on the copy the first try saved its page in: a new title, slug and description
  // (the build refuses two pages with one description).
  const title = `Thread Care Guide${testInfo.retry ? ` ${testInfo.retry + 1}` : ''}`
  const slug = title.toLowerCase().replaceAll(' ', '-')
  await openEditor(page, '#/collections/pages/new')
  await page.getByRole('textbox', { name: 'Title' }).fill(title)
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill(`How to wash, dry and iron embroidered garments and patches so the stitching stays bright and flat for years.${testInfo.retry ? ` Try ${testInfo.retry + 1}.` : ''}`)
  const body = page.locator('[data-slate-editor]')
  await body.click()
  await page.keyboard.type('Turn embroidered garments inside out and wash them cold.')
  await publish(page)
  const file = `content/pages/${slug}.mdx`
  // Until the save has written the whole file (it may exist, cut short, meanwhile).
  await expect.poll(() => (fs.existsSync(path.join(cmsRoot, file)) ? read(file) : '')).toContain('Turn embroidered garments inside out and wash them cold.')
  const mdx = read(file)
  expect(mdx).toMatch(new RegExp(`^---\\ntitle: ${title}\\n`))
  expect(mdx).toContain('Turn embroidered garments inside out and wash them cold.')

  // The next build of that repository (the copy) has the page, as visitors get it.
  const api = await startSampleApi({ port: ports.cmsBlogApi })
  try {
    const status = await new Promise<number | null>((resolve) => {
      spawn(process.execPath, ['--import', 'tsx', 'generator/build.ts'], {
        cwd: cmsRoot,
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
