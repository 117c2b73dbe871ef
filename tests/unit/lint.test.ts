/**
 * `npm run lint` keeps the layout honest (eslint.config.js): an import that runs backwards fails with
 * the file, the line, the rule and where the code belongs. Planted imports are linted as if they were
 * files of the repository (ESLint's lintText with a file path), so nothing is written into the tree.
 */
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
    ['functions/planted.ts', "import { formatHeaders } from '../generator/output/hostRules'", 'functions/ is deployed'],
    ['functions/planted.ts', "import { startSignIn } from '../editor/functions/_lib/githubOAuth'", 'functions/ is deployed'],
    ['editor/functions/planted.ts', "import { formatHeaders } from '../../generator/output/hostRules'", "editor/ is the editor's own Pages project"],
    ['editor/functions/planted.ts', "import { serveShell } from '../../functions/_lib/serveShell'", "editor/ is the editor's own Pages project"],
    ['generator/planted.ts', "import { startSampleApi } from '../tools/sample-api'", 'never the tools'],
    ['pages/planted.ts', "import { loadContent } from '../generator/content/loadContent'", 'never the generator'],
    ['renderer/planted.ts', "import Page from '../pages/content/+Page'", 'never a route'],
  ])('%s: %s fails, naming the line and where the code belongs', async (file, importLine, advice) => {
    const messages = await lint(file, `// a planted import\n${importLine}\n`)
    expect(messages).toContainEqual(expect.objectContaining({ rule: 'import-x/no-restricted-paths', line: 2, message: expect.stringContaining(advice) }))
  })

  it('the imports that run the right way pass', async () => {
    expect(await lint('pages/planted.ts', "import { Icon } from '../components/Icon'\nimport { formatUsd } from '../lib/formatUsd'\nexport { Icon, formatUsd }\n")).toEqual([])
    expect(await lint('functions/planted.ts', "import { shellPages } from '../lib/shellPages'\nexport { shellPages }\n")).toEqual([])
    expect(await lint('editor/functions/planted.ts', "import { HSTS } from '../../lib/functionHeaders'\nexport { HSTS }\n")).toEqual([])
  })

  it('browser code takes content/config.ts for its types only (its values would bring zod into the page)', async () => {
    const messages = await lint('components/Planted.tsx', "import { faqSchema } from '../content/config'\nexport const schema = faqSchema\n")
    expect(messages).toContainEqual(expect.objectContaining({ rule: '@typescript-eslint/no-restricted-imports', line: 1 }))
    expect(await lint('components/Planted.tsx', "import type { FaqEntry } from '../content/config'\nexport type Entry = FaqEntry\n")).toEqual([])
  })
})

describe('no words written in the code of what a visitor sees', () => {
  const wordRule = (messages: { rule: string | null }[]) => messages.filter((m) => m.rule === 'no-restricted-syntax')
  const planted = (jsx: string) => `export function Planted({ words, open }: { words: { close: string; open: string }; open: boolean }) {\n  return ${jsx}\n}\n`

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
      expect(messages, file).toContainEqual(expect.objectContaining({ rule: 'no-restricted-syntax', line: 2, message: expect.stringContaining('content/ui.json') }))
    }
  })

  it('words from props, punctuation between them and attributes nobody reads pass', async () => {
    const jsx = '<p className="quote" data-state="open">“{words.open}”: {words.close}, 100%<img alt="" src="/x.png" aria-label={words.close} /></p>'
    expect(wordRule(await lint('components/Planted.tsx', planted(jsx)))).toEqual([])
  })

  it("the writers' editor (editor/app/) is not held to it: its words are for writers", async () => {
    expect(wordRule(await lint('editor/app/Planted.tsx', planted('<p>Preview</p>')))).toEqual([])
  })
})
