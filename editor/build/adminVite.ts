/**
 * The writers' editor (/admin/) as its own Vite entry: `editor/app/index.html` and `editor/app/main.tsx`,
 * built by `npm run build` after the site into the editor's own deployable, `<out>/editor/admin/`
 * (generator/build.ts, editorSite.ts, through the cache of adminBundle.ts) and served by `npm run editor`
 * in development. It is not a Vike page, so none of its
 * code reaches another route's bundle, and the site's pages are built exactly as without it.
 *
 * The configuration is not in the bundle: the editor fetches `config.json` from its own folder
 * (editor/app/config.ts), which the build writes and the dev server serves (adminConfig.ts).
 */
import path from 'node:path'
import react from '@vitejs/plugin-react'
import sirv from 'sirv'
import type { InlineConfig, Plugin } from 'vite'
import { CONFIG_FILE } from '../app/config.ts'
import { cssOptions } from '../../generator/cssOptions.ts'
import type { AdminConfig } from './adminConfig.ts'
import { uncoveredInputs } from './adminBundleKey.ts'

const root = path.resolve(import.meta.dirname, '../..')
const base = '/admin/'

/** In development, the configuration at the address the built editor has it. */
function serveConfig(config: AdminConfig): Plugin {
  const body = JSON.stringify(config)
  return {
    name: 'admin-config',
    apply: 'serve',
    configureServer(server) {
      // Added directly, so it answers before Vite's own middlewares (which would serve index.html).
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `${base}${CONFIG_FILE}`) return next()
        res.setHeader('Content-Type', 'application/json')
        res.end(body)
      })
    },
  }
}

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
 * Front matter is data in the editor too: Decap reads every page's front matter with gray-matter, whose
 * list of engines (`./engines` of gray-matter) runs `---js` front matter with eval. The bundle gets
 * lib/frontmatterEngines.ts in its place, whose one engine refuses; Decap adds its YAML, TOML and JSON
 * parsers to it, so nothing else changes.
 */
export function yamlFrontmatterOnly(): Plugin {
  const engines = path.join(root, 'lib/frontmatterEngines.ts')
  return {
    name: 'admin-yaml-frontmatter-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './engines' && importer?.split(path.sep).join('/').includes('/node_modules/gray-matter/'))
        return engines
      return null
    },
  }
}

/** In development, the site's public files at the site's addresses, as the built site has them. */
function sitePublicFiles(): Plugin {
  return {
    name: 'site-public-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(sirv(path.join(root, 'public'), { dev: true }))
    },
  }
}

export interface AdminViteOptions {
  /** The dev server of `npm run editor`: Decap's local backend, proxied to decap-server on `proxyPort`; `config` is served as config.json. */
  dev?: { port: number; proxyPort: number; config: AdminConfig }
}

/**
 * The Vite configuration of the editor: its production build (admin.vite.config.ts, which is given
 * the output folder), or with `dev` the dev server of `npm run editor`.
 */
export function adminViteConfig({ dev }: AdminViteOptions = {}): InlineConfig {
  return {
    configFile: false,
    root: path.join(root, 'editor/app'),
    base,
    // Nothing of public/ is copied into the bundle: the preview pane uses the site's own files at their
    // usual addresses (/icons.svg, /images/…), which the editor's deployable carries (editorSite.ts)
    // and the dev server serves (sitePublicFiles).
    publicDir: false,
    logLevel: dev ? 'info' : 'warn',
    plugins: [
      react(),
      standIn('lib/imageSlots.ts', 'editor/app/previewImageSlots.ts'),
      yamlFrontmatterOnly(),
      dev ? serveConfig(dev.config) : keyedInputsOnly(),
      sitePublicFiles(),
    ],
    // The site's stylesheets compiled as the site compiles them: the preview pane's breakpoints then work.
    css: cssOptions,
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    build: {
      emptyOutDir: true,
      // The editor is large (about 1.6 MB gzip, loaded by writers only); no warning for its size.
      chunkSizeWarningLimit: 10_000,
      reportCompressedSize: false,
      // Decap's TOML parser calls eval for a format this site does not use (gray-matter's eval is gone: yamlFrontmatterOnly).
      rolldownOptions: { checks: { eval: false } },
    },
    server: dev && {
      host: '127.0.0.1',
      port: dev.port,
      strictPort: true,
      fs: { allow: [root] },
      proxy: { '/api/v1': { target: `http://127.0.0.1:${dev.proxyPort}`, changeOrigin: false } },
    },
  }
}
