/**
 * Facts written once (generator/content/placeholders.ts): the brand, the city, the founding year, the
 * turnaround, the response time, the phone and the e-mail live in content/site.json, and every other
 * text of content names them with a placeholder. A change in site.json changes every text; a
 * placeholder that names nothing, or a checked fact written out, fails the content check naming the
 * file, the line and the field.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../generator/content/loadContent'
import { placeholdersOf } from '../../generator/content/placeholders'
import { fillPlaceholders } from '../../lib/placeholders'
import { problemsOf } from '../support/contentProblems'
import { edit, repo, useCopies } from '../support/copyContent'
import { contentPages } from '../support/siteContent'

const copies = useCopies()

/** A page's file as written, placeholders and all. */
const rawPage = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8')

async function loaded(root: string) {
  const result = await loadContent(root)
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2))
  return result.content
}

describe('site facts in other texts', () => {
  it('are filled in every collection and frontmatter, and in MDX text when it is compiled', async () => {
    const content = await loaded(repo)
    const { site } = { site: content.collections['site.json'] }
    const everything = JSON.stringify([content.collections, content.pages])
    expect(everything).not.toMatch(/\{(site|price):/)
    expect(site.tagline).toContain(`${site.contact.address.city}, ${site.contact.address.region}`)
    expect(site.social[0].label).toBe(`${site.brand} on Facebook`)
    // A page whose title names the brand shows it; a page whose text names the phone, the phone.
    const titled = content.pages.find((p) =>
      rawPage(p.file)
        .split('\n')
        .some((l) => l.startsWith('title:') && l.includes('{site:brand}')),
    )!
    expect(titled.frontmatter.title).toContain(site.brand)
    const tables = placeholdersOf(site, content.collections['services.json'])
    const named = content.pages.find((p) => rawPage(p.file).includes('{site:phone}'))!
    const mdx = rawPage(named.file)
    const filled = fillPlaceholders(mdx, tables)
    expect(filled.unknown).toEqual([])
    expect(filled.text).toContain(site.contact.phone)
    expect(filled.text).not.toContain('{site:')
  })

  it('follow a change in site.json: a new turnaround reaches every text that names it', async () => {
    const root = copies.content()
    const { turnaround } = (await loaded(repo)).collections['site.json']
    // As long as the old one, so texts measured with it keep their lengths: each digit one higher.
    const changed = /\d/.test(turnaround)
      ? turnaround.replace(/\d/g, (d) => String((Number(d) + 1) % 10))
      : turnaround.toUpperCase()
    edit(root, 'content/site.json', (t) => t.replace(`"turnaround": "${turnaround}"`, `"turnaround": "${changed}"`))
    const content = await loaded(root)
    const naming = ['services.json', 'faq.json'].filter((file) =>
      fs.readFileSync(path.join(repo, 'content', file), 'utf8').includes('{site:turnaround}'),
    ) as ('services.json' | 'faq.json')[]
    expect(naming.length, 'a collection names the turnaround').toBeGreaterThan(0)
    const texts = JSON.stringify(naming.map((file) => content.collections[file]))
    expect(texts).toContain(changed)
    expect(texts).not.toContain(turnaround)
  })

  it('a placeholder that names no fact fails, naming the file, the line and the facts there are', async () => {
    const root = copies.content()
    const file = contentPages.find((p) => rawPage(p.file).includes('{site:foundedYear}'))!.file
    edit(root, file, (t) => t.replace('{site:foundedYear}', '{site:founded}'))
    const line =
      fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('{site:founded}')) + 1
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({ file, line, found: '{site:founded}' })
    expect(problem.expected).toContain('{site:foundedYear}')
  })

  it('a checked fact written out fails, naming the field and the placeholder to write', async () => {
    const root = copies.content()
    const { turnaround } = (await loaded(repo)).collections['site.json']
    const i = (
      JSON.parse(fs.readFileSync(path.join(root, 'content/faq.json'), 'utf8')) as { answer: string }[]
    ).findIndex((e) => e.answer.includes('{site:turnaround}'))
    edit(root, 'content/faq.json', (t) => t.replace('{site:turnaround}', turnaround))
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({
      file: 'content/faq.json',
      field: `[${i}].answer`,
      found: JSON.stringify(turnaround),
    })
    expect(problem.expected).toMatch(/^\{site:turnaround\} instead of the fact written out/)
  })

  it('the fact itself may not be a placeholder', async () => {
    const root = copies.content()
    const { turnaround } = (await loaded(repo)).collections['site.json']
    edit(root, 'content/site.json', (t) =>
      t.replace(`"turnaround": "${turnaround}"`, '"turnaround": "{site:responseTime}"'),
    )
    expect(await problemsOf(root)).toContainEqual(
      expect.objectContaining({
        file: 'content/site.json',
        field: 'turnaround',
        expected: expect.stringContaining('the fact itself'),
      }),
    )
  })
})
