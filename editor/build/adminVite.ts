/**
 * The writers' editor (/admin/) as its own Vite entry: `editor/app/index.html` and `editor/app/main.tsx`,
 * built by `npm run build` after the site into the editor's own deployable, `<out>/editor/admin/`
 * (generator/build.ts, editorSite.ts, through the cache of adminBundle.ts). `npm run editor` serves the
 * same bundle, from the same cache, with Vite's preview server (dev.ts). It is not a Vike page, so none
 * of its code reaches another route's bundle, and the site's pages are built exactly as without it.
 *
 * The configuration is not in the bundle: the editor fetches `config.json` from its own folder
 * (editor/app/config.ts), which the build and `npm run editor` write there (adminConfig.ts).
 */
import path from 'node:path'
import react from '@vitejs/plugin-react'
import type { InlineConfig, Plugin } from 'vite'
import { cssOptions } from '../../generator/cssOptions.ts'
import { staticFiles } from '../../lib/node/staticFiles.ts'
import { uncoveredInputs } from './adminBundleKey.ts'

const root = path.resolve(import.meta.dirname, '../..')
const base = '/admin/'

/**
 * Fails the build when the bundle reads a file of the project that the cache key does not cover
 * (adminBundleKey.ts): a later change to that file would otherwise reuse a stale bundle.
 */
function keyedInputsOnly(): Plugin {
  return {
    name: 'admin-keyed-inputs',
    apply: 'build',
    buildEnd(error) {
      if (error) return
      const uncovered = uncoveredInputs(root, this.getModuleIds())
      if (uncovered.length)
        this.error(
          `the editor's bundle reads ${uncovered.join(', ')}, which its cache key does not cover (isKeyedSource in editor/build/adminBundleKey.ts)`,
        )
    },
  }
}

/**
 * A module of the site that the editor's bundle takes from editor/app/ instead: every import of `site` in
 * the bundle gets `preview` (which may itself import the site's module). The site's own build is
 * untouched.
 *
 * - lib/imageSlots.ts → editor/app/previewImageSlots.ts: the preview pane draws an entry's pictures from
 *   their originals, which the site's components (Picture, the hero) name by the build's variants.
 */
export function standIn(sitePath: string, previewPath: string): Plugin {
  const site = path.join(root, sitePath)
  const preview = path.join(root, previewPath)
  const name = path.basename(sitePath).replace(/\.tsx?$/, '')
  return {
    name: `admin-stand-in-${name}`,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.split('?')[0] === preview || !new RegExp(`${name}(\\.tsx?)?$`).test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id.split('?')[0] === site ? preview : null
    },
  }
}

/**
 * A module of a package, given to the editor's bundle in place of its own: each of `specifiers`, as a
 * file of the package `importer` writes it (any package's file when `importer` is left out), resolved to
 * `replacement` (from the project's root). Each use below replaces a module that would run code the
 * editor's policy forbids (`eval`, `new Function`: no 'unsafe-eval', generator/output/securityHeaders.ts);
 * the editor's tests run it under that policy and fail on any violation (tests/editor/), so a release of
 * a package that moves the module fails them.
 */
export function packageStandIn(specifiers: string[], replacement: string, importer?: string): Plugin {
  const file = path.join(root, replacement)
  const from = `/node_modules/${importer ? `${importer}/` : ''}`
  return {
    name: `admin-stand-in-${path.basename(replacement, path.extname(replacement))}`,
    enforce: 'pre',
    resolveId(source, by) {
      return specifiers.includes(source) && by?.split(path.sep).join('/').includes(from) ? file : null
    },
  }
}

/**
 * Front matter is data in the editor too: Decap reads every page's front matter with gray-matter, whose
 * list of engines (`lib/engines.js` of gray-matter, which it also exposes as `matter.engines`) runs
 * `---js` front matter with eval. The bundle gets lib/frontmatterEngines.ts in its place, whose one engine
 * refuses; Decap adds its YAML, TOML and JSON parsers to it, so nothing else changes.
 */
export const yamlFrontmatterOnly = () =>
  packageStandIn(['./engines', './lib/engines'], 'lib/frontmatterEngines.ts', 'gray-matter')

/**
 * Decap checks its configuration with ajv, which compiles the schema into a function (`new Function`)
 * each time the editor starts. The configuration is this project's, generated from the content schemas
 * (decapConfig.ts, its tests) and used whole by the editor's tests; the bundle gets a check that accepts it
 * (editor/app/configValidated.ts), and Decap's own defaults and normalisation run as before.
 */
const configFromSchemas = () =>
  packageStandIn(['../constants/configSchema'], 'editor/app/configValidated.ts', 'decap-cms-core')

/**
 * Decap's TOML format, which this site does not use (its files are YAML and JSON; the content check refuses
 * any other front matter), loads @iarna/toml, which calls eval when it loads. The bundle gets a parser
 * that refuses TOML (editor/app/noToml.ts).
 */
const noToml = () => packageStandIn(['@iarna/toml/parse-string'], 'editor/app/noToml.ts', 'decap-cms-core')

/**
 * ts-invariant (Apollo's assertions, in Decap's GitHub backend) tries to define a global `process` with
 * `Function` when it loads. The bundle gets the same `invariant` and `InvariantError` without it
 * (editor/app/invariant.ts).
 */
const invariantWithoutFunction = () => packageStandIn(['ts-invariant'], 'editor/app/invariant.ts')

/**
 * On this machine, what the editor's deployable has beside the bundle (editorSite.ts): the site's public
 * files at the site's addresses, and `/` (and `/admin`) sending the writer to `/admin/`.
 */
function editorSiteFiles(): Plugin {
  return {
    name: 'editor-site-files',
    apply: 'serve',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== '/' && req.url !== base.slice(0, -1)) return next()
        res.writeHead(302, { Location: base }).end()
      })
      server.middlewares.use(staticFiles(path.join(root, 'public')))
    },
  }
}

export interface AdminViteOptions {
  /**
   * The server of `npm run editor`: the built bundle in `outDir` (its config.json beside it, for Decap's
   * local backend), which reaches decap-server on `proxyPort` through its own origin, with `headers` on
   * every response.
   */
  local?: { port: number; proxyPort: number; outDir: string; headers: Record<string, string> }
}

/**
 * The Vite configuration of the editor: its production build (admin.vite.config.ts, which is given
 * the output folder), or with `local` the preview server of `npm run editor`.
 */
export function adminViteConfig({ local }: AdminViteOptions = {}): InlineConfig {
  return {
    configFile: false,
    root: path.join(root, 'editor/app'),
    base,
    // Nothing of public/ is copied into the bundle: the preview pane uses the site's own files at their
    // usual addresses (/icons.svg, /images/…), which the editor's deployable carries (editorSite.ts)
    // and `npm run editor` serves (editorSiteFiles).
    publicDir: false,
    logLevel: local ? 'info' : 'warn',
    plugins: [
      react(),
      standIn('lib/imageSlots.ts', 'editor/app/previewImageSlots.ts'),
      yamlFrontmatterOnly(),
      configFromSchemas(),
      noToml(),
      invariantWithoutFunction(),
      keyedInputsOnly(),
      editorSiteFiles(),
    ],
    // The site's stylesheets compiled as the site compiles them: the preview pane's breakpoints then work.
    css: cssOptions,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ...(local && { outDir: local.outDir }),
      emptyOutDir: true,
      // The editor is large and loaded by writers only: no warning for its size.
      chunkSizeWarningLimit: 10_000,
      reportCompressedSize: false,
      // js-sha256 (Decap's hashing of files) calls eval to require Node's crypto, in Node only; the editor's policy blocks eval.
      rolldownOptions: { checks: { eval: false } },
    },
    preview: local && {
      host: '127.0.0.1',
      port: local.port,
      strictPort: true,
      headers: local.headers,
      proxy: { '/api/v1': { target: `http://127.0.0.1:${local.proxyPort}`, changeOrigin: false } },
    },
  }
}
