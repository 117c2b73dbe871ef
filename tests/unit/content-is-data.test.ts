/**
 * Content is data: front matter in another language than YAML, code in an MDX page's text, a site
 * path that leads to another site, a plain http address and a patch named "index" each fail the
 * content check, naming the file, the line, the field and the fix. Nothing of it is run.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mdxTextProblems } from '../../generator/content/contentIsData'
import { formatProblems } from '../../generator/content/formatIssues'
import { problemsOf } from '../support/contentProblems'
import { edit, editJson, repo, useCopies } from '../support/copyContent'

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
    expect(mdxTextProblems('x.mdx', markdown, 1)).toEqual([])
    expect(mdxTextProblems('x.mdx', '## Thread\n\nA {brace} here.\n', 10)).toEqual([
      expect.objectContaining({ line: 12, found: '"{brace}"' }),
    ])
    // An address that is not plainly allowed as written is parsed too.
    expect(mdxTextProblems('x.mdx', 'A [link](javascript:void(0)).\n', 1)).toEqual([
      expect.objectContaining({ line: 1, found: '"javascript:void(0)"' }),
    ])
  })

  it('refuses HTML and links that leave the site or run a script, each on its line, and lets links that stay be', async () => {
    const root = copies.content()
    const rel = 'content/pages/thread-guide.mdx'
    fs.copyFileSync(path.join(fixtures, 'links-in-text.mdx'), path.join(root, rel))
    const text = fs.readFileSync(path.join(root, rel), 'utf8')
    const scheme = expect.stringContaining('https://, mailto: or tel:')
    const otherSite = expect.stringContaining('"//" or "/\\" at the start lead to another site')
    const html = expect.stringContaining('HTML is not read')
    const refused = (part: string, found: string, expected: unknown) =>
      expect.objectContaining({ file: rel, line: lineOf(text, part), field: '(text)', found, expected })
    expect(await problemsOf(root)).toEqual([
      refused('[script]', '"javascript:alert(document.cookie)"', scheme),
      refused('[spelled]', '"JaVaScRiPt:alert(1)"', scheme),
      refused('[link to another site]', '"//evil.example/login"', otherSite),
      refused('[link with a backslash]', '"/\\\\evil.example"', otherSite),
      refused('[link with escaped slashes]', '"//evil.example"', otherSite),
      refused('![from data]', '"data:image/svg+xml,%3Csvg%3E%3C/svg%3E"', scheme),
      refused('[plain]: ', '"vbscript:msgbox(1)"', scheme),
      refused('<div data-island', '<div>', html),
      refused('<a href', '<a>', html),
    ])
  })
})

describe('Markdown in a field', () => {
  it("refuses a block's text or a form's note with HTML or a link that leaves the site, naming the field", async () => {
    const root = copies.content()
    // A page of the copy with a block's text in Markdown, written in quotes on one line.
    const textLine = /^(\s+)text: "(.+)"$/m
    const page = fs
      .readdirSync(path.join(root, 'content/pages'), { recursive: true })
      .map((f) => `content/pages/${String(f)}`)
      .find((f) => f.endsWith('.mdx') && textLine.test(fs.readFileSync(path.join(root, f), 'utf8')))!
    const written = textLine.exec(fs.readFileSync(path.join(root, page), 'utf8'))![0]
    edit(root, page, (t) => t.replace(written, written.replace('text: "', 'text: "[Read more](javascript:alert(1)) ')))
    editJson<{ quoteForm: { note: string } }>(root, 'content/ui.json', (ui) => {
      ui.quoteForm.note = 'We answer within the hour ([privacy policy](//evil.example/privacy)). <b>Bold</b>'
    })
    const problems = await problemsOf(root)
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/ui.json',
        field: 'quoteForm.note',
        found: '"//evil.example/privacy"',
        expected: expect.stringContaining('stays on this site'),
      }),
      expect.objectContaining({ file: 'content/ui.json', field: 'quoteForm.note', found: '"<b>"' }),
      expect.objectContaining({ file: 'content/ui.json', field: 'quoteForm.note', found: '"</b>"' }),
      expect.objectContaining({
        file: page,
        line: lineOf(fs.readFileSync(path.join(root, page), 'utf8'), '[Read more]'),
        field: expect.stringMatching(/^blocks\[\d+\]\..*text$/),
        found: '"javascript:alert(1)"',
        expected: expect.stringContaining('https://, mailto: or tel:'),
      }),
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

  it("refuses a block's button to another site in every form, naming the file, the field and the fix", async () => {
    const root = copies.content()
    // A page of the copy with a button: its `action` names its words, then where it goes.
    const button = /^(\s+)action:\n\1 {2}label: .*\n\1 {2}href: (\S+)$/m
    const file = fs
      .readdirSync(path.join(root, 'content/pages'), { recursive: true })
      .map((f) => `content/pages/${String(f)}`)
      .find((f) => f.endsWith('.mdx') && button.test(fs.readFileSync(path.join(root, f), 'utf8')))!
    const text = fs.readFileSync(path.join(root, file), 'utf8')
    const [written, , href] = button.exec(text)!
    const line = lineOf(text, written.split('\n')[2])
    for (const form of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      'portal://evil.example',
      'portal:/\\evil.example',
    ]) {
      fs.writeFileSync(
        path.join(root, file),
        text.replace(written, written.replace(`href: ${href}`, `href: '${form}'`)),
      )
      expect(await problemsOf(root), form).toEqual([
        expect.objectContaining({
          file,
          line,
          field: expect.stringMatching(/^blocks\[\d+\]\.action\.href$/),
          found: JSON.stringify(form),
          expected: expect.stringContaining('"//" or "/\\" at the start would lead to another site'),
        }),
      ])
    }
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
