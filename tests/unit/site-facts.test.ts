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

const copies = useCopies()

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
    const refund = content.pages.find((p) => p.urlPath === '/refund-policy')!
    expect(refund.frontmatter.title).toBe(`Refund Policy | ${site.brand}`)
    const tables = placeholdersOf(site, content.collections['services.json'])
    const mdx = fs.readFileSync(path.join(repo, 'content/pages/refund-policy.mdx'), 'utf8')
    expect(mdx).toContain('{site:phone}')
    const filled = fillPlaceholders(mdx, tables)
    expect(filled.unknown).toEqual([])
    expect(filled.text).toContain(site.contact.phone)
    expect(filled.text).not.toContain('{site:')
  })

  it('follow a change in site.json: a new turnaround reaches the steps, the values and the FAQ', async () => {
    const root = copies.content()
    edit(root, 'content/site.json', (t) => t.replace('"turnaround": "5 to 10 hours"', '"turnaround": "4 to 8 hours"'))
    const content = await loaded(root)
    const texts = JSON.stringify([content.collections['services.json'], content.collections['faq.json']])
    expect(texts).toContain('4 to 8 hours')
    expect(texts).not.toContain('5 to 10 hours')
  })

  it('a placeholder that names no fact fails, naming the file, the line and the facts there are', async () => {
    const root = copies.content()
    edit(root, 'content/pages/about.mdx', (t) => t.replace('Since {site:foundedYear}', 'Since {site:founded}'))
    const line = fs.readFileSync(path.join(root, 'content/pages/about.mdx'), 'utf8').split('\n').findIndex((l) => l.includes('{site:founded}')) + 1
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({ file: 'content/pages/about.mdx', line, found: '{site:founded}' })
    expect(problem.expected).toContain('{site:foundedYear}')
  })

  it('a checked fact written out fails, naming the field and the placeholder to write', async () => {
    const root = copies.content()
    edit(root, 'content/faq.json', (t) => t.replace('within {site:turnaround} of receiving', 'within 5 to 10 hours of receiving'))
    const [problem, ...rest] = await problemsOf(root)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({ file: 'content/faq.json', field: '[1].answer', found: '"5 to 10 hours"' })
    expect(problem.expected).toMatch(/^\{site:turnaround\} instead of the fact written out/)
  })

  it('the fact itself may not be a placeholder', async () => {
    const root = copies.content()
    edit(root, 'content/site.json', (t) => t.replace('"turnaround": "5 to 10 hours"', '"turnaround": "{site:responseTime}"'))
    expect(await problemsOf(root)).toContainEqual(expect.objectContaining({ file: 'content/site.json', field: 'turnaround', expected: expect.stringContaining('the fact itself') }))
  })
})
