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
import { addFaqQuestion, edit, editJson, repo, useCopies } from '../support/copyContent'
import { textPageFile } from '../support/siteContent'

const copies = useCopies()

/** A page's file as written, placeholders and all. */
const rawPage = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8')

/** Each string of `raw` (a collection as written) beside the same value as loaded. */
function* stringsOf(raw: unknown, loadedValue: unknown): Generator<[string, unknown]> {
  if (typeof raw === 'string') yield [raw, loadedValue]
  else if (raw && typeof raw === 'object' && loadedValue && typeof loadedValue === 'object')
    for (const [key, value] of Object.entries(raw))
      yield* stringsOf(value, (loadedValue as Record<string, unknown>)[key])
}

async function loaded(root: string) {
  const result = await loadContent(root)
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2))
  return result.content
}

describe('site facts in other texts', () => {
  it('are filled in every collection and frontmatter, and in MDX text when it is compiled', async () => {
    const root = copies.content()
    const i = addFaqQuestion(
      root,
      'Where is {site:brand} based?',
      'We work from {site:city}, {site:region}. Call {site:phone} or write to {site:email}.',
    )
    const content = await loaded(root)
    const site = content.collections['site.json']
    expect(JSON.stringify([content.collections, content.pages])).not.toMatch(/\{(site|price):/)
    expect(content.collections['faq.json'][i]).toMatchObject({
      question: `Where is ${site.brand} based?`,
      answer: `We work from ${site.contact.address.city}, ${site.contact.address.region}. Call ${site.contact.phone} or write to ${site.contact.email}.`,
    })
    // Every text of site.json written with a placeholder is loaded filled.
    const tables = placeholdersOf(site, content.collections['services.json'])
    const rawSite: unknown = JSON.parse(fs.readFileSync(path.join(root, 'content/site.json'), 'utf8'))
    for (const [raw, value] of stringsOf(rawSite, site))
      if (raw.includes('{site:')) expect(value, raw).toBe(fillPlaceholders(raw, tables).text)
    // A page's text names the phone: compiled, it shows it.
    const filled = fillPlaceholders(`${rawPage(textPageFile)}\nCall {site:phone} for a quote.\n`, tables)
    expect(filled.unknown).toEqual([])
    expect(filled.text).toContain(`Call ${site.contact.phone} for a quote.`)
    expect(filled.text).not.toContain('{site:')
  })

  it('follow a change in site.json: a new turnaround reaches every text that names it', async () => {
    const root = copies.content()
    const { turnaround } = (await loaded(repo)).collections['site.json']
    const i = addFaqQuestion(root, 'How fast are the files ready?', 'Most files are ready in {site:turnaround}.')
    // As long as the old one, so texts measured with it keep their lengths: each digit one higher.
    const changed = /\d/.test(turnaround)
      ? turnaround.replace(/\d/g, (d) => String((Number(d) + 1) % 10))
      : turnaround.toUpperCase()
    editJson<{ turnaround: string }>(root, 'content/site.json', (site) => {
      site.turnaround = changed
    })
    const content = await loaded(root)
    expect(content.collections['faq.json'][i].answer).toBe(`Most files are ready in ${changed}.`)
    const texts = JSON.stringify([content.collections, content.pages])
    expect(texts).toContain(changed)
    expect(texts).not.toContain(turnaround)
  })

  it('a placeholder that names no fact fails, naming the file, the line and the facts there are', async () => {
    const root = copies.content()
    edit(root, textPageFile, (t) => `${t.trimEnd()}\n\nWe opened in {site:founded}.\n`)
    const line =
      fs
        .readFileSync(path.join(root, textPageFile), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('{site:founded}')) + 1
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({ file: textPageFile, line, found: '{site:founded}' })
    expect(problem.expected).toContain('{site:foundedYear}')
  })

  it('a checked fact written out fails, naming the field and the placeholder to write', async () => {
    const root = copies.content()
    const { turnaround } = (await loaded(repo)).collections['site.json']
    const i = addFaqQuestion(root, 'How fast are the files ready?', `Most files are ready in ${turnaround}.`)
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
    editJson<{ turnaround: string }>(root, 'content/site.json', (site) => {
      site.turnaround = '{site:responseTime}'
    })
    expect(await problemsOf(root)).toContainEqual(
      expect.objectContaining({
        file: 'content/site.json',
        field: 'turnaround',
        expected: expect.stringContaining('the fact itself'),
      }),
    )
  })
})
