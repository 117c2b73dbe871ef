/**
 * The writers' editor (/admin/) as its own Vite entry: `admin/index.html` and `admin/main.tsx`,
 * built by `npm run build` after the site into `<client>/admin/` (scripts/build.ts) and served by
 * `npm run cms` in development. It is not a Vike page, so none of its code reaches another route's
 * bundle, and the site's pages are built exactly as without it.
 *
 * The configuration is generated here, in Node, from content/config.ts (scripts/cms/decapConfig.ts)
 * and handed to the browser as the module `virtual:decap-config`.
 */
import path from 'node:path'
import react from '@vitejs/plugin-react'
import sirv from 'sirv'
import type { InlineConfig, Plugin } from 'vite'
import { decapConfig, jsonFormats, type DecapConfigOptions } from './decapConfig.ts'

const root = path.resolve(import.meta.dirname, '../..')
const ID = 'virtual:decap-config'

/** Where the site is published from, for the GitHub backend: build variables, documented in the README. */
export function publishTarget(env: NodeJS.ProcessEnv = process.env): Pick<DecapConfigOptions, 'repo' | 'branch'> {
  // CMS_REPO is "owner/name"; on GitHub Actions GITHUB_REPOSITORY names the repository being built.
  const repo = env.CMS_REPO?.trim() || env.GITHUB_REPOSITORY?.trim() || ''
  const branch = env.CMS_BRANCH?.trim() || 'main'
  if (repo && !/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`CMS_REPO must be "owner/name" of the GitHub repository, found ${JSON.stringify(repo)}`)
  return { repo: repo || 'OWNER/REPOSITORY', branch }
}

/** Serves the generated configuration as `virtual:decap-config`. */
function decapConfigPlugin(options: DecapConfigOptions & { localBackend: boolean }): Plugin {
  return {
    name: 'decap-config',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return
      const { localBackend, ...rest } = options
      return [
        `export const config = ${JSON.stringify(decapConfig(rest))};`,
        `export const jsonFormats = ${JSON.stringify(jsonFormats())};`,
        `export const localBackend = ${JSON.stringify(localBackend)};`,
      ].join('\n')
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

export interface AdminViteOptions extends DecapConfigOptions {
  /** Build output folder (the site's `<client>/admin`); not used by the dev server. */
  outDir?: string
  /** The dev server of `npm run cms`: Decap's local backend, proxied to decap-server on `proxyPort`. */
  dev?: { port: number; proxyPort: number }
  /** Decap's local backend at this origin's /api/v1; on with `dev`, off in the site's build. */
  localBackend?: boolean
}

/** The Vite configuration of the editor, for `vite.build` or `vite.createServer`. */
export function adminViteConfig(options: AdminViteOptions): InlineConfig {
  const { outDir, dev, localBackend = Boolean(dev), ...configOptions } = options
  return {
    configFile: false,
    root: path.join(root, 'admin'),
    base: '/admin/',
    // Nothing of public/ is copied into admin/: the preview pane uses the site's own files at their
    // usual addresses (/icons.svg, /images/…), which the dev server serves too (sitePublicFiles).
    publicDir: false,
    logLevel: dev ? 'info' : 'warn',
    plugins: [react(), decapConfigPlugin({ ...configOptions, localBackend }), sitePublicFiles()],
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    build: {
      outDir,
      emptyOutDir: true,
      // The editor is large (about 1.6 MB gzip, loaded by writers only); no warning for its size.
      chunkSizeWarningLimit: 10_000,
      reportCompressedSize: false,
      // Decap's dependencies (gray-matter, a TOML parser) call eval for formats this site does not use.
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

