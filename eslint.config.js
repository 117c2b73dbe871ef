// @ts-check
/**
 * `npm run lint`: ESLint on every folder of code, with typescript-eslint, React's hook rules and the
 * import boundaries that keep the layout honest (README, "How the code is laid out").
 *
 * The boundaries use import-x's `no-restricted-paths`: one rule, zones written as folders, checked on
 * each import's resolved file (so `../../lib/x` and `../lib/x` are the same import), reported at the
 * import's line with a message that says where the code belongs. eslint-plugin-boundaries would need
 * the same zones written as element types; dependency-cruiser is a second tool beside ESLint that
 * reports modules, not lines, and its current release needs Node 22.
 */
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The folders of code, and what each may import (besides itself and packages). */
const layers = {
  content: [],
  lib: ['content'],
  components: ['lib', 'content'],
  renderer: ['components', 'lib', 'content'],
  pages: ['renderer', 'components', 'lib', 'content'],
  admin: ['components', 'lib', 'content', 'renderer'],
  functions: ['lib'],
  editor: ['lib'],
  generator: ['lib', 'content', 'admin'],
  tools: ['generator', 'lib', 'content'],
}
const folders = [...Object.keys(layers), 'tests']

/** Where each kind of code belongs, said in the message of a backward import. */
const advice = {
  content: 'content/ is what writers edit and holds only the schemas: it imports zod and nothing of the code.',
  lib: 'lib/ holds pure modules every layer may import: pass what the module needs as an argument, or move the code out of lib/.',
  components: 'components/ is shared UI: it may import lib/ and content/ types only. Pass route data as props, and move a helper both need into lib/.',
  renderer: 'renderer/ is the HTML shell and head: it may import components/, lib/ and content/, never a route.',
  pages: 'pages/ are the routes: they may import renderer/, components/, lib/ and content/, never the generator or the tools.',
  admin: "admin/ is the writers' editor: it may draw with components/ and renderer/ styles, and read lib/ and content/.",
  functions: 'functions/ is deployed to the host: it may import lib/ only, never build code.',
  editor: "editor/ is the editor's own Pages project, deployed to its own origin: it may import lib/ only, never build code or the public site's functions/.",
  generator: 'generator/ builds the site: it may import lib/, content/ and the editor (admin/), never the tools or the tests.',
  tools: "tools/ are a developer's commands: they may use the generator, lib/ and content/, never the tests.",
}

/**
 * Every word a visitor reads is content: a page's words are in its blocks (content/pages/), the
 * interface's in content/ui.json, the menus in content/navigation.json. The code of what a visitor
 * sees (components/, pages/, renderer/) writes no words of its own: no text in JSX, and no words in
 * the attributes a visitor or a screen reader meets. Typographic marks between words stay in code.
 */
const wordsAdvice = 'A visitor reads this: put the words in content (a block field of the page, content/ui.json or content/navigation.json) and pass them in as props. CONTENT.md, "Where things are", says which file.'
const letters = '/\\p{L}/u'
const readAttribute = 'JSXAttribute[name.name=/^(alt|title|placeholder|label|aria-label|aria-description|aria-placeholder|aria-roledescription|aria-valuetext)$/]'
const child = ':matches(JSXElement, JSXFragment) > JSXExpressionContainer'
/** Where words can be written in JSX: text, a string or template as a child, the same in a read attribute (also as either side of a condition). */
const wordSelectors = [
  `JSXText[value=${letters}]`,
  ...[child, `${readAttribute} > JSXExpressionContainer`].flatMap((at) => [
    `${at} > Literal[value=${letters}]`,
    `${at} > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${letters}]`,
    `${at} > TemplateLiteral > TemplateElement[value.raw=${letters}]`,
  ]),
  `${readAttribute} > Literal[value=${letters}]`,
]

const zones = Object.entries(layers).map(([target, allowed]) => ({
  target: `./${target}`,
  from: folders.filter((f) => f !== target && !allowed.includes(f)).map((f) => `./${f}`),
  message: advice[/** @type {keyof typeof advice} */ (target)],
}))

export default tseslint.config(
  { ignores: ['node_modules', 'dist*', '**/.wrangler', 'test-results', 'playwright-report', '.bench', 'public', 'tests/fixtures', 'admin/**/*.html'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json', '.d.ts'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `declare global { namespace Vike { … } }` is how Vike's settings are typed (vike.dev/meta#typescript).
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    // React's two rules of hooks, where React runs. The compiler-era rules of the plugin's recommended
    // set are left out: reading browser-only state in an effect after hydration (a stored choice, the
    // address bar) is how a prerendered page must start from the HTML it was given.
    files: ['components/**', 'pages/**', 'renderer/**', 'admin/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['components/**/*.tsx', 'pages/**/*.tsx', 'renderer/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...wordSelectors.map((selector) => ({ selector, message: wordsAdvice }))] },
  },
  {
    // Playwright fixtures that need none of the others are written `async ({}, use) =>`.
    files: ['tests/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // What runs in the browser takes content/config.ts for its types only: its values would bring zod
    // (and every schema) into the page's JavaScript. Server hooks (+data.ts) read content values freely.
    files: ['components/**', 'renderer/**', 'admin/**', 'lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/content/config', '**/content/config.ts'], allowTypeImports: true, message: 'Import content/config.ts with `import type`; values reach the browser through virtual:content or the page\'s data.' }] }],
    },
  },
  {
    // Modules no layer may reach through a package name either: lib/ and content/ stay free of the
    // build's virtual modules and of React, so the generator can run them in Node.
    files: ['lib/**', 'content/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(virtual:|react($|/)|react-dom)', message: 'lib/ and content/ run in Node as well as in the browser: take content and React from the caller.' }] }],
    },
  },
)
