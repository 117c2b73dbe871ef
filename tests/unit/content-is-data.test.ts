/**
 * Content is data: front matter in another language than YAML, code in an MDX page's text, a site
 * path that leads to another site, a plain http address and a patch named "index" each fail the
 * content check, naming the file, the line, the field and the fix. Nothing of it is run.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mdxCodeProblems } from '../../generator/content/contentIsData'
import { formatProblems } from '../../generator/content/formatIssues'
import { problemsOf } from '../support/contentProblems'
import { edit, repo, useCopies } from '../support/copyContent'

const fixtures = path.join(repo, 'tests/fixtures/content')
const copies = useCopies()
const lineOf = (text: string, part: string) => text.split('\n').findIndex((l) => l.includes(part)) + 1

describe('front matter', () => {
  it('opened by ---js is refused on its first line, and never run', async () => {
    const root = copies.content()
    fs.copyFileSync(path.join(fixtures, 'js-frontmatter.mdx'), path.join(root, 'content/pages/thread-guide.mdx'))
    const problems = await problemsOf(root)
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/pages/thread-guide.mdx',
        line: 1,
        field: '(front matter)',
        found: '"---js"',
        expected: expect.stringContaining('Open it with "---" and write its fields in YAML'),
      }),
    ])
    expect(formatProblems(problems)).toContain('content/pages/thread-guide.mdx:1')
    expect((globalThis as { frontmatterRan?: string }).frontmatterRan).toBeUndefined()
  })

  it('with invalid YAML (a field written twice) is reported on the line of the file where it breaks', async () => {
    const root = copies.content()
    const rel = 'content/pages/privacy-policy.mdx'
    const file = path.join(root, rel)
    const lines = fs.readFileSync(file, 'utf8').split('\n')
    lines.splice(2, 0, 'title: "Privacy, again"')
    fs.writeFileSync(file, lines.join('\n'))
    expect(await problemsOf(root)).toEqual([
      expect.objectContaining({ file: rel, line: 3, expected: 'valid YAML frontmatter between two "---" lines' }),
    ])
  })
})

describe('the text of an MDX page', () => {
  it('refuses import, export, expressions and components, each on its line, and lets placeholders and code samples be', async () => {
    const root = copies.content()
    const rel = 'content/pages/thread-guide.mdx'
    fs.copyFileSync(path.join(fixtures, 'code-in-text.mdx'), path.join(root, rel))
    const text = fs.readFileSync(path.join(root, rel), 'utf8')
    const problems = await problemsOf(root)
    expect(problems).toEqual([
      expect.objectContaining({
        file: rel,
        line: lineOf(text, 'import {'),
        field: '(text)',
        found: '"import { readFileSync } from \'node:fs\'"',
        expected: expect.stringContaining('cannot import or export code'),
      }),
      expect.objectContaining({
        file: rel,
        line: lineOf(text, 'export const'),
        field: '(text)',
        expected: expect.stringContaining('cannot import or export code'),
      }),
      expect.objectContaining({
        file: rel,
        line: lineOf(text, '{weights.length}'),
        field: '(text)',
        found: '"{weights.length}"',
        expected: expect.stringContaining('write \\{ to show a brace'),
      }),
      expect.objectContaining({
        file: rel,
        line: lineOf(text, '<Chart'),
        field: '(text)',
        found: '<Chart>',
        expected: expect.stringContaining('offers no components'),
      }),
    ])
  })

  it('an export in a page of the repository fails the check naming the file', async () => {
    const root = copies.content()
    edit(root, 'content/pages/refund-policy.mdx', (t) => `${t}\nexport const leak = process.env\n`)
    const text = fs.readFileSync(path.join(root, 'content/pages/refund-policy.mdx'), 'utf8')
    expect(await problemsOf(root)).toEqual([
      expect.objectContaining({
        file: 'content/pages/refund-policy.mdx',
        line: lineOf(text, 'export const leak'),
        found: '"export const leak = process.env"',
      }),
    ])
  })

  it('parses only a text that might hold code: Markdown alone costs one regular expression', () => {
    const markdown = '## Thread\n\nPlain *Markdown* with a [link](/contact) and 5 < 6.\n'
    expect(mdxCodeProblems('x.mdx', markdown, 1)).toEqual([])
    expect(mdxCodeProblems('x.mdx', '## Thread\n\nA {brace} here.\n', 10)).toEqual([
      expect.objectContaining({ line: 12, found: '"{brace}"' }),
    ])
  })
})

describe('addresses in content', () => {
  it('refuses a menu link to //host or /\\host, naming the field and the fix', async () => {
    const root = copies.content()
    const file = 'content/navigation.json'
    const text = fs.readFileSync(path.join(root, file), 'utf8')
    const href = text.match(/"href": "(\/[a-z][^"]*)"/)![1]
    edit(root, file, (t) => t.replace(`"href": "${href}"`, '"href": "//evil.example/login"'))
    const problems = await problemsOf(root)
    expect(problems).toEqual([
      expect.objectContaining({
        file,
        line: lineOf(text, `"href": "${href}"`),
        found: '"//evil.example/login"',
        expected: expect.stringContaining('starts with one "/"'),
      }),
    ])
    expect(problems[0].field).toMatch(/^main\[\d+\](\.children\[\d+\])?\.href$/)
    edit(root, file, (t) => t.replace('"//evil.example/login"', '"/\\\\evil.example"'))
    expect(await problemsOf(root)).toEqual([expect.objectContaining({ file, found: '"/\\\\evil.example"' })])
  })

  it('refuses a content URL that is not https', async () => {
    const root = copies.content()
    const file = 'content/site.json'
    edit(root, file, (t) => t.replace(/"url": "https:/, '"url": "http:'))
    expect(await problemsOf(root)).toEqual([
      expect.objectContaining({
        file,
        field: expect.stringMatching(/^social\[\d+\]\.url$/),
        expected: 'an absolute URL that starts with https://',
      }),
    ])
  })

  it('refuses a patch type named "index", whose page would be written over /custom-patches', async () => {
    const root = copies.content()
    const file = 'content/patches.json'
    const slug = (JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { slug: string }[])[0].slug
    edit(root, file, (t) => t.replace(`"slug": "${slug}"`, '"slug": "index"'))
    expect(await problemsOf(root)).toEqual([
      expect.objectContaining({ file, field: '[0].slug', expected: expect.stringContaining('other than "index"') }),
    ])
  })
})
