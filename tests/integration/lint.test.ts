/**
 * `npm run lint` keeps the layout honest (eslint.config.js): an import that runs backwards, or a Node
 * module in code that runs in a browser or on the host, fails with the file, the line, the rule and
 * where the code belongs. Planted imports are linted as if they were files of the repository
 * (ESLint's lintText with a file path, or `npm run lint` reading the file from its input), so nothing
 * is written into the tree.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

/** The messages ESLint gives `code` written as the file `file` of the repository. */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages.map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }))
}

describe('the import boundaries', () => {
  it.each([
    ['components/Planted.tsx', "import { data } from '../pages/content/+data'", 'pages/'],
    ['components/Planted.tsx', "import { pageHead } from '../renderer/head'", 'renderer/'],
    ['lib/planted.ts', "import { Icon } from '../components/Icon'", 'lib/ holds pure modules'],
    ['content/planted.ts', "import { formatUsd } from '../lib/formatUsd'", 'content/ is what writers edit'],
    ['worker/planted.ts', "import { formatHeaders } from '../generator/output/hostRules'", 'worker/ runs on the host'],
    [
      'worker/planted.ts',
      "import { startSignIn } from '../editor/functions/_lib/githubOAuth'",
      'worker/ runs on the host',
    ],
    [
      'editor/functions/planted.ts',
      "import { formatHeaders } from '../../generator/output/hostRules'",
      "editor/functions/ runs on the editor's own Pages project",
    ],
    [
      'editor/functions/planted.ts',
      "import { withShell } from '../../worker/serveShell'",
      "editor/functions/ runs on the editor's own Pages project",
    ],
    [
      'editor/app/Planted.tsx',
      "import { decapConfig } from '../build/decapConfig'",
      "editor/app/ is the writers' editor in the browser",
    ],
    ['generator/planted.ts', "import { startSampleApi } from '../tools/sample-api'", 'never the tools'],
    [
      'generator/planted.ts',
      "import { CONFIG_FILE } from '../editor/app/config'",
      "the editor's build (editor/build/)",
    ],
    ['pages/planted.ts', "import { loadContent } from '../generator/content/loadContent'", 'never the generator'],
    ['renderer/planted.ts', "import Page from '../pages/content/+Page'", 'never a route'],
  ])('%s: %s fails, naming the line and where the code belongs', async (file, importLine, advice) => {
    const messages = await lint(file, `// a planted import\n${importLine}\n`)
    expect(messages).toContainEqual(
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        line: 2,
        message: expect.stringContaining(advice),
      }),
    )
  })

  it('the imports that run the right way pass', async () => {
    expect(
      await lint(
        'pages/planted.ts',
        "import { Icon } from '../components/Icon'\nimport { formatUsd } from '../lib/formatUsd'\nexport { Icon, formatUsd }\n",
      ),
    ).toEqual([])
    expect(
      await lint('worker/planted.ts', "import { shellPages } from '../lib/shellPages'\nexport { shellPages }\n"),
    ).toEqual([])
    expect(
      await lint('editor/functions/planted.ts', "import { HSTS } from '../../lib/functionHeaders'\nexport { HSTS }\n"),
    ).toEqual([])
    expect(
      await lint(
        'editor/build/planted.ts',
        "import { CONFIG_FILE } from '../app/config'\nimport { cssOptions } from '../../generator/cssOptions'\nexport { CONFIG_FILE, cssOptions }\n",
      ),
    ).toEqual([])
  })
})

describe('what may run where', () => {
  it(
    'a Node module planted in a component fails `npm run lint:code`, naming the file and the line',
    { timeout: 60_000 },
    () => {
      const file = 'components/Planted.tsx'
      const run = spawnSync('npm', ['run', 'lint:code', '--silent', '--', '--stdin', '--stdin-filename', file], {
        cwd: root,
        encoding: 'utf8',
        input: "import fs from 'node:fs'\nexport const read = fs.readFileSync\n",
      })
      expect(run.status).toBe(1)
      expect(run.stdout).toContain(path.join(root, file))
      expect(run.stdout).toMatch(/1:1 +error +'node:fs' import is restricted .*where Node's modules do not exist/)
    },
  )

  it.each([
    ['components/Planted.tsx', "import { readFile } from 'fs/promises'", "where Node's modules do not exist"],
    ['pages/blog/+Page.tsx', "import { JSDOM } from 'jsdom'", "where Node's modules do not exist"],
    ['editor/app/Planted.tsx', "import path from 'node:path'", "where Node's modules do not exist"],
    ['worker/planted.ts', "import sharp from 'sharp'", "where Node's modules do not exist"],
    ['editor/functions/planted.ts', "import { Buffer } from 'node:buffer'", "where Node's modules do not exist"],
    ['lib/planted.ts', "import fs from 'node:fs'", "where Node's modules do not exist"],
    ['lib/browser/planted.ts', "import fs from 'node:fs'", "where Node's modules do not exist"],
  ])('%s: %s fails', async (file, importLine, advice) => {
    const messages = await lint(file, `${importLine}\nexport const planted = 1\n`)
    expect(messages).toContainEqual(
      expect.objectContaining({ rule: 'no-restricted-imports', line: 1, message: expect.stringContaining(advice) }),
    )
  })

  it.each([
    ['lib/planted.ts', 'export const title = () => document.title', 'exists in browsers only'],
    ['lib/blog/planted.ts', "export const stored = () => window.localStorage.getItem('x')", 'exists in browsers only'],
    ['worker/planted.ts', 'export const title = () => document.title', 'exists in browsers only'],
    ['lib/planted.ts', 'export const mode = () => process.env.MODE', 'exists in Node only'],
    ['components/Planted.tsx', 'export const mode = () => process.env.MODE', 'exists in Node only'],
  ])('%s: %s fails', async (file, code, advice) => {
    expect(await lint(file, `${code}\n`)).toContainEqual(
      expect.objectContaining({ rule: 'no-restricted-globals', line: 1, message: expect.stringContaining(advice) }),
    )
  })

  it.each([
    ['lib/planted.ts', "import { storedService } from './browser/storedService'", 'lib/browser/ or lib/node/'],
    ['lib/browser/planted.ts', "import { snapshotList } from '../node/buildSnapshot'", 'never Node code'],
    ['components/Planted.tsx', "import { snapshotList } from '../lib/node/buildSnapshot'", 'components/ is shared UI'],
    ['pages/blog/+Page.tsx', "import { snapshotList } from '../../lib/node/buildSnapshot'", 'only their server hooks'],
  ])('%s: %s fails, naming where the code belongs', async (file, importLine, advice) => {
    expect(await lint(file, `${importLine}\nexport const planted = 1\n`)).toContainEqual(
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        line: 1,
        message: expect.stringContaining(advice),
      }),
    )
  })

  it('each environment keeps what it has: Node in lib/node/ and the server hooks, the DOM in lib/browser/', async () => {
    expect(
      await lint('lib/node/planted.ts', "import fs from 'node:fs'\nexport const read = fs.readFileSync\n"),
    ).toEqual([])
    expect(await lint('lib/browser/planted.ts', 'export const title = () => document.title\n')).toEqual([])
    expect(
      await lint(
        'pages/blog/+data.ts',
        "import { snapshotList } from '../../lib/node/buildSnapshot'\nexport const planted = snapshotList\n",
      ),
    ).toEqual([])
    expect(
      await lint(
        'lib/planted.ts',
        "export const later = (run: () => void) => setTimeout(run, 1)\nexport const url = new URL('https://example.com')\n",
      ),
    ).toEqual([])
  })
})

describe('no words written in the code of what a visitor sees', () => {
  const wordRule = (messages: { rule: string | null }[]) => messages.filter((m) => m.rule === 'no-restricted-syntax')
  const planted = (jsx: string) =>
    `export function Planted({ words, open }: { words: { close: string; open: string }; open: boolean }) {\n  return ${jsx}\n}\n`

  it.each([
    ['text in an element', '<p>Free quote</p>'],
    ['a string as a child', "<p>{'Free quote'}</p>"],
    ['either side of a condition', "<p>{open ? 'Close' : words.open}</p>"],
    ['a template as a child', '<p>{`Hello ${words.open}`}</p>'],
    ['an alt text', '<img alt="Our studio" src="/x.png" />'],
    ['a label for screen readers', '<button aria-label={`Close ${words.close}`} />'],
    ['a placeholder', '<input placeholder="Enter Email" />'],
  ])('%s fails, saying where the words belong', async (_, jsx) => {
    for (const file of ['components/Planted.tsx', 'pages/planted/+Page.tsx', 'renderer/Planted.tsx']) {
      const messages = await lint(file, planted(jsx))
      expect(messages, file).toContainEqual(
        expect.objectContaining({
          rule: 'no-restricted-syntax',
          line: 2,
          message: expect.stringContaining('content/ui.json'),
        }),
      )
    }
  })

  it('words from props, punctuation between them and attributes nobody reads pass', async () => {
    const jsx =
      '<p className="quote" data-state="open">“{words.open}”: {words.close}, 100%<img alt="" src="/x.png" aria-label={words.close} /></p>'
    expect(wordRule(await lint('components/Planted.tsx', planted(jsx)))).toEqual([])
  })

  it("the writers' editor (editor/app/) is not held to it: its words are for writers", async () => {
    expect(wordRule(await lint('editor/app/Planted.tsx', planted('<p>Preview</p>')))).toEqual([])
  })
})
