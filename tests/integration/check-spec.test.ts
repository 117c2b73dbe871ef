/**
 * `npm run check:spec`: what the spec said about the first content is a report, not a test. A writer's
 * ordinary edits (a seventh question, one more portfolio piece, a review removed, a price raised) are
 * each listed as a difference, and the command still exits 0.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent, type Content } from '../../generator/content/loadContent'
import { formatSpecReport, specDifferences } from '../../tools/spec/specDifferences'
import { specFacts } from '../../tools/spec/specFacts'

const repo = path.resolve(import.meta.dirname, '../..')
const loaded = await loadContent(repo)
if (!loaded.ok) throw new Error('content/ does not load')
const content = loaded.content

/** The facts whose difference from the spec is new or changed after an edit of the content. */
function changedBy(edit: (c: Content['collections']) => void): Map<string, string> {
  const before = new Map(specDifferences(content).map((d) => [d.what, d.detail]))
  const edited = structuredClone(content)
  edit(edited.collections)
  return new Map(
    specDifferences(edited)
      .filter((d) => before.get(d.what) !== d.detail)
      .map((d) => [d.what, d.detail]),
  )
}

describe('check:spec', () => {
  it('reads a value for every fact from the content', () => {
    for (const fact of specFacts) expect(fact.read(content), fact.what).not.toBeUndefined()
  })

  it('lists the four edits of a writer as differences: a question added, a piece added, a review removed, a price raised', () => {
    const faq = content.collections['faq.json'].length
    const reviews = content.collections['testimonials.json'].length
    const pieces = content.collections['portfolio.json'].length
    const [piece] = content.collections['portfolio.json']
    const line = content.collections['services.json'].plans.embroidery.lines.find((l) => l.price !== undefined)!
    const changed = changedBy((c) => {
      c['faq.json'].push({
        question: 'Do you digitize 3D puff lettering?',
        answer: 'Yes, with the density and underlay foam needs.',
        onPricing: false,
      })
      c['portfolio.json'].push({ ...piece, id: 10_000 })
      c['testimonials.json'].pop()
      c['services.json'].plans.embroidery.lines.find((l) => l.label === line.label)!.price = line.price! + 5
    })
    expect([...changed.keys()].sort()).toEqual(
      [
        'FAQ questions',
        'client reviews',
        'portfolio pieces',
        `portfolio pieces in "${piece.category_name}"`,
        'the embroidery digitizing prices',
      ].sort(),
    )
    expect(changed.get('FAQ questions')).toContain(`content: ${faq + 1}`)
    expect(changed.get('client reviews')).toContain(`content: ${reviews - 1}`)
    expect(changed.get('portfolio pieces')).toContain(`content: ${pieces + 1}`)
    expect(changed.get('the embroidery digitizing prices')).toMatch(
      new RegExp(
        `content's [^;]*"${line.label.replace(/[()/]/g, '\\$&')}: \\$${line.price! + 5}"[^;]* not in the spec`,
      ),
    )
  })

  it('prints each difference with its file, and exits 0', { timeout: 60_000 }, () => {
    const report = formatSpecReport([
      { what: 'FAQ questions', file: 'content/faq.json', detail: 'the spec: 6; content: 7' },
    ])
    expect(report).toContain('FAQ questions (content/faq.json): the spec: 6; content: 7')
    const run = spawnSync(path.join(repo, 'node_modules/.bin/tsx'), ['tools/check-spec.ts'], {
      cwd: repo,
      encoding: 'utf8',
    })
    expect(run.status).toBe(0)
    expect(run.stdout).toContain(formatSpecReport(specDifferences(content)))
  })
})
