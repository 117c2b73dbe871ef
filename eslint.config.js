// @ts-check
/**
 * `npm run lint`: ESLint on every folder of code, with typescript-eslint, React's hook rules, the
 * import boundaries that keep the layout honest (docs/architecture.md, "What may import what") and the rules of
 * what may run where (Node's modules and globals, the browser's globals).
 *
 * The boundaries use import-x's `no-restricted-paths`: one rule, zones written as folders, checked on
 * each import's resolved file (so `../../lib/x` and `../lib/x` are the same import), reported at the
 * import's line with a message that says where the code belongs. eslint-plugin-boundaries would need
 * the same zones written as element types; dependency-cruiser is a second tool beside ESLint that
 * reports modules, not lines, and its current release needs Node 22.
 */
import { builtinModules } from 'node:module'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier/flat'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The folders of code, and what each may import (besides itself and packages). lib/browser/ and
 * lib/node/ are lib/'s modules that need one environment; the rest of lib/ runs anywhere. The
 * writers' editor is one folder: its app (editor/app/, in writers' browsers), its build
 * (editor/build/, Node) and its Pages Functions (editor/functions/, on the host).
 */
const layers = {
  content: [],
  lib: ['content'],
  'lib/browser': ['lib', 'content'],
  'lib/node': ['lib', 'content'],
  components: ['lib', 'lib/browser', 'content'],
  renderer: ['components', 'lib', 'lib/browser', 'content'],
  pages: ['renderer', 'components', 'lib', 'lib/browser', 'content'],
  worker: ['lib', 'content'],
  'editor/app': ['components', 'renderer', 'lib', 'lib/browser', 'content'],
  'editor/functions': ['lib'],
  'editor/build': ['generator', 'editor/app', 'lib', 'lib/node', 'content'],
  generator: ['editor/build', 'lib', 'lib/node', 'content'],
  tools: ['generator', 'editor/build', 'lib', 'lib/node', 'content'],
}
const folders = [...Object.keys(layers), 'tests']

/** Where each kind of code belongs, said in the message of a backward import. */
const advice = {
  content: 'content/ is what writers edit and holds only the schemas: it imports zod and nothing of the code.',
  lib: 'lib/ holds pure modules every layer may import, in the browser and in Node: pass what the module needs as an argument, or move the code out of lib/ (a module that needs the browser or Node goes to lib/browser/ or lib/node/).',
  'lib/browser':
    'lib/browser/ holds the shared modules that need a browser: they may import lib/ and content/, never Node code (lib/node/).',
  'lib/node':
    'lib/node/ holds the shared modules that need Node (the build, the prerender): they may import lib/ and content/, never browser code (lib/browser/).',
  components:
    'components/ is shared UI: it may import lib/ (and lib/browser/) and content/ types only. Pass route data as props, and move a helper both need into lib/.',
  renderer:
    'renderer/ is the HTML shell and head: it may import components/, lib/ (and lib/browser/) and content/, never a route.',
  pages:
    'pages/ are the routes: they may import renderer/, components/, lib/ and content/, never the generator or the tools; only their server hooks (+data, +onBeforeRender, +onBeforePrerenderStart) may use lib/node/.',
  worker: 'worker/ runs on the host: it may import lib/ and content/ only, never build code.',
  'editor/app':
    "editor/app/ is the writers' editor in the browser: it may draw with components/ and renderer/ styles, and read lib/ and content/.",
  'editor/functions':
    "editor/functions/ runs on the editor's own Pages project, on its own origin: it may import lib/ only, never build code or the public site's worker/.",
  'editor/build':
    "editor/build/ builds and serves the writers' editor: it may use the generator, the editor's app, lib/ and content/, never the tools or the tests.",
  generator:
    "generator/ builds the site: it may import lib/, content/ and the editor's build (editor/build/), never the tools or the tests.",
  tools:
    "tools/ are a developer's commands: they may use the generator, the editor's build, lib/ and content/, never the tests.",
}

/** Vike runs these hooks on the server only (vike.dev/data): the one part of pages/ that may use lib/node/. */
const hooks = ['+data', '+onBeforeRender', '+onBeforePrerenderStart']
const serverHooks = hooks.map((hook) => `pages/**/${hook}.ts`)

/** A zone's files: lib/ without its environment folders, pages/ without its server hooks. */
const filesOf = (/** @type {string} */ folder) => {
  if (folder === 'lib') return ['./lib/*.*', './lib/!(browser|node)/**']
  if (folder === 'pages') return [`./pages/**/!(${hooks.join('|')}).*`]
  return [`./${folder}`]
}
const forbidden = (/** @type {string} */ target, /** @type {string[]} */ allowed) =>
  folders.filter((f) => f !== target && !allowed.includes(f)).map((f) => `./${f}`)
const zones = [
  ...Object.entries(layers).map(([target, allowed]) => ({
    target: filesOf(target),
    from: forbidden(target, allowed),
    message: advice[/** @type {keyof typeof advice} */ (target)],
  })),
  {
    target: serverHooks.map((hook) => `./${hook}`),
    from: forbidden('pages', [...layers.pages, 'lib/node']),
    message: advice.pages,
  },
]

/**
 * What may run where. Browser code (components, pages, the renderer, the editor's app, lib/browser/)
 * and code of the host (the site's Worker, the editor's Pages Functions) import no Node module, and neither does lib/ outside
 * lib/node/: Vite would bundle a stub or fail in the visitor's browser, and workerd has no such
 * module. jsdom and sharp are Node-only packages. Globals are held the same way, as far as a global
 * can be: lib/ and the host's code use none that only a browser or only Node has.
 */
const nodeModules = `^(node:.*|jsdom|sharp|${builtinModules.map((name) => name.replace(/[/]/g, '\\/')).join('|')})(/.*)?$`
const browserCode = ['components/**', 'pages/**', 'renderer/**', 'editor/app/**', 'lib/browser/**']
const hostCode = ['worker/**', 'editor/functions/**']
const anywhereCode = ['lib/**', 'content/**']
const notInEnvironmentFolders = ['lib/browser/**', 'lib/node/**']
const sharedGlobals = new Set(Object.keys(globals['shared-node-browser']))
/** The globals only one environment has. Web Storage and `navigator` count as the browser's: Node 20, which builds the site, has neither. */
const onlyIn = {
  browser: [
    ...Object.keys(globals.browser).filter((name) => !sharedGlobals.has(name)),
    'localStorage',
    'sessionStorage',
    'navigator',
  ],
  node: Object.keys(globals.node).filter((name) => !sharedGlobals.has(name)),
}
const restrictedGlobals = (/** @type {'browser' | 'node'} */ environment, /** @type {string} */ message) =>
  onlyIn[environment].map((name) => ({ name, message: `\`${name}\` ${message}` }))
const nodeAdvice =
  'Node runs this only at build time: put the code in generator/, lib/node/ or a server hook (+data.ts), and pass its result in.'
/** The rule for imports, one list per kind of file (ESLint keeps only the last options given to a rule). */
const restrictImports = (
  /** @type {string[]} */ files,
  /** @type {string[]} */ ignores,
  /** @type {object[]} */ patterns,
) => ({ files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } })
const noNodeModules = {
  regex: nodeModules,
  message: `This code runs in a browser or on the host, where Node's modules do not exist. ${nodeAdvice}`,
}
const noReact = {
  regex: '^(virtual:|react($|/)|react-dom)',
  message: 'lib/ and content/ run in Node as well as in the browser: take content and React from the caller.',
}

/**
 * Every word a visitor reads is content: a page's words are in its blocks (content/pages/), the
 * interface's in content/ui.json, the menus in content/navigation.json. The code of what a visitor
 * sees (components/, pages/, renderer/) writes no words of its own: no text in JSX, and no words in
 * the attributes a visitor or a screen reader meets. Typographic marks between words stay in code.
 */
const wordsAdvice =
  'A visitor reads this: put the words in content (a block field of the page, content/ui.json or content/navigation.json) and pass them in as props. CONTENT.md, "Where things are", says which file.'
const letters = '/\\p{L}/u'
const readAttribute =
  'JSXAttribute[name.name=/^(alt|title|placeholder|label|aria-label|aria-description|aria-placeholder|aria-roledescription|aria-valuetext)$/]'
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

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist*',
      '**/.wrangler',
      'test-results',
      'playwright-report',
      '.bench',
      'public',
      'tests/fixtures',
      'editor/app/**/*.html',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json', '.d.ts'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // `declare global { namespace Vike { … } }` is how Vike's settings are typed (vike.dev/meta#typescript).
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    // React's two rules of hooks, where React runs. The compiler-era rules of the plugin's recommended
    // set are left out: reading browser-only state in an effect after hydration (a stored choice, the
    // address bar) is how a prerendered page must start from the HTML it was given.
    files: ['components/**', 'pages/**', 'renderer/**', 'editor/app/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['components/**/*.tsx', 'pages/**/*.tsx', 'renderer/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...wordSelectors.map((selector) => ({ selector, message: wordsAdvice }))],
    },
  },
  {
    // Playwright fixtures that need none of the others are written `async ({}, use) =>`.
    files: ['tests/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // What runs in the browser takes content/config.ts for its types only: its values would bring zod
    // (and every schema) into the page's JavaScript. Server hooks (+data.ts) read content values freely.
    files: ['components/**', 'renderer/**', 'editor/app/**', 'lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/content/config', '**/content/config.ts'],
              allowTypeImports: true,
              message:
                "Import content/config.ts with `import type`; values reach the browser through virtual:content or the page's data.",
            },
          ],
        },
      ],
    },
  },
  // What may run where (above): Node's modules only where Node runs, browser and Node globals only in
  // their own environment. lib/ and content/ besides take neither the build's virtual modules nor React.
  restrictImports([...browserCode.filter((files) => !files.startsWith('lib/')), ...hostCode], serverHooks, [
    noNodeModules,
  ]),
  restrictImports(anywhereCode, ['lib/node/**'], [noNodeModules, noReact]),
  restrictImports(['lib/node/**'], [], [noReact]),
  {
    files: [...anywhereCode, ...hostCode],
    ignores: notInEnvironmentFolders,
    rules: {
      'no-restricted-globals': [
        'error',
        ...restrictedGlobals(
          'browser',
          'exists in browsers only: this code runs in Node or on the host too. Move a module that needs the browser into lib/browser/, or pass the value in.',
        ),
        ...restrictedGlobals(
          'node',
          `exists in Node only: this code runs in browsers or on the host too. ${nodeAdvice}`,
        ),
      ],
    },
  },
  {
    files: browserCode,
    ignores: serverHooks,
    rules: {
      'no-restricted-globals': [
        'error',
        ...restrictedGlobals('node', `exists in Node only, not in the visitor's browser. ${nodeAdvice}`),
      ],
    },
  },
  // Layout is Prettier's (npm run lint checks it first): the few ESLint rules about layout are off.
  prettier,
)
