/**
 * Findings on the lines of a pull request: with GITHUB_ACTIONS=true the content check, the gates and
 * the lint print each finding as a GitHub workflow command naming the file (from the repository's
 * root) and the line, escaped as GitHub reads it; without it they print as before.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { pageFilesOf } from '../../generator/content/loadContent'
import { reportAnnotations } from '../../generator/gates/problems'
import { linkGate } from '../../generator/gates/siteGates'
import { workflowCommand } from '../../generator/workflowCommands'
import { edit, repo, useCopies } from '../support/copyContent'
import { runnerCommands } from '../support/runnerCommands'
import { useTempDirs } from '../support/tempDirs'

const copies = useCopies()
const tempDir = useTempDirs()
const tsx = path.join(repo, 'node_modules/.bin/tsx')
const actions = { ...process.env, GITHUB_ACTIONS: 'true' }
const local = { ...process.env, GITHUB_ACTIONS: '' }

describe('workflowCommand', () => {
  it('escapes the message and the properties as GitHub reads them', () => {
    expect(
      workflowCommand({
        file: 'content/a,b:c.json',
        line: 3,
        col: 7,
        title: 'Check: x',
        message: '100% sure\r\nnext line',
      }),
    ).toBe('::error title=Check%3A x,file=content/a%2Cb%3Ac.json,line=3,col=7::100%25 sure%0D%0Anext line')
    expect(workflowCommand({ level: 'warning', message: 'no place' })).toBe('::warning::no place')
  })
})

describe('the content check in GitHub Actions', () => {
  it(
    'prints a broken JSON field as ::error file=content/…,line=N::, and plainly elsewhere',
    { timeout: 120_000 },
    () => {
      const root = copies.content()
      const file = 'content/site.json'
      const email = (JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { contact: { email: string } })
        .contact.email
      edit(root, file, (t) => t.replace(`"${email}"`, '"info(at)example.com"'))
      const line =
        fs
          .readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .findIndex((l) => l.includes('info(at)example.com')) + 1
      const run = (env: NodeJS.ProcessEnv) =>
        spawnSync(tsx, ['generator/check-content.ts', '--root', root], { cwd: repo, encoding: 'utf8', env })
      const inActions = run(actions)
      expect(inActions.status).toBe(1)
      expect(inActions.stderr).toContain(`,file=content/site.json,line=${line}::contact.email: expected`)
      const plain = run(local)
      expect(plain.stderr).not.toContain('::error')
      expect(plain.stderr).toContain(`content/site.json:${line}`)
    },
  )
})

describe('the gates in GitHub Actions', () => {
  it('put a broken link on the line of the MDX file it is written in', () => {
    const root = tempDir('site-')
    for (const fixture of ['site-ok', 'site-broken-link'])
      fs.cpSync(path.join(repo, 'tests/fixtures', fixture), root, { recursive: true })
    const result = linkGate({
      root,
      clientDir: path.join(root, 'client'),
      siteUrl: 'https://fixture.example',
      contentPages: pageFilesOf(root),
    })
    const mdx = 'content/pages/guides/thread-care.mdx'
    const line =
      fs
        .readFileSync(path.join(root, mdx), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('/pricng')) + 1
    expect(line).toBeGreaterThan(0)
    expect(reportAnnotations('Link check', result.problems)).toEqual([
      `::error title=Link check,file=${mdx},line=${line}::${mdx}%3A link to /pricng does not exist (found in /guides/thread-care). Fix the link in that file.`.replace(
        '%3A',
        ':',
      ),
    ])
  })
})

describe("the gates' report in GitHub Actions", () => {
  it('quotes a link as text: only the annotations run as workflow commands', { timeout: 60_000 }, () => {
    const root = tempDir('site-')
    for (const fixture of ['site-ok', 'site-broken-link'])
      fs.cpSync(path.join(repo, 'tests/fixtures', fixture), root, { recursive: true })
    // The older form of a command, `##[name]`, runs from anywhere in a line.
    const href = '/pricng##[notice]forged'
    const mdx = 'content/pages/guides/thread-care.mdx'
    for (const file of [mdx, 'client/guides/thread-care/index.html'])
      edit(root, file, (t) => t.replace('/pricng', href))
    const run = spawnSync(tsx, ['generator/check-links.ts', path.join(root, 'client'), '--root', root], {
      cwd: repo,
      encoding: 'utf8',
      env: actions,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`link to ${href} does not exist`)
    // Each stream is read line by line; the report is one of them, whole.
    const commands = [...runnerCommands(run.stdout), ...runnerCommands(run.stderr)]
    expect(commands.map((c) => [c.name, c.properties.file])).toEqual([['error', mdx]])
  })
})

describe('the lint in GitHub Actions', () => {
  it('prints each finding as a workflow command with the file, line and column', { timeout: 120_000 }, async () => {
    // ESLint's half of the lint picks the formatter when GITHUB_ACTIONS is set.
    const pkg = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(pkg.scripts['lint:code']).toContain('${GITHUB_ACTIONS:+--format ./tools/eslint-annotations.mjs}')
    const eslint = new ESLint({ cwd: repo })
    const results = await eslint.lintText('// planted\nexport const Planted = () => <p>Words in code</p>\n', {
      filePath: path.join(repo, 'components/Planted.tsx'),
    })
    const formatter = await eslint.loadFormatter('./tools/eslint-annotations.mjs')
    const printed = await formatter.format(results)
    expect(printed).toMatch(
      /^::error title=ESLint%3A no-restricted-syntax,file=components\/Planted\.tsx,line=2,col=\d+::A visitor reads this/m,
    )
    expect(printed.trim().split('\n').at(-1)).toMatch(/^\d+ problems?$/)
  })
})
