/**
 * Vite plugins that check `content/` before anything is built and serve the checked data as
 * `virtual:content` (collections and configuration, safe for the browser; one module per collection) and
 * `virtual:content-pages` (the list of MDX pages, for server code only), and build its images
 * (generator/content/imagePlugin.ts). Image fields reach the pages completed by the content check (`ContentImage`).
 */
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { checkedContent } from './checkedContent.ts'
import { formatProblems } from './formatIssues.ts'
import { imagePlugin } from './imagePlugin.ts'
import { loadContent, type Content } from './loadContent.ts'
import { fillPlaceholders } from '../../lib/placeholders.ts'
import { placeholdersOf } from './placeholders.ts'
import { quoteFormData } from '../../lib/quoteForm.ts'
import { resolveConfig, type RuntimeConfig } from './resolveConfig.ts'

const HUB = 'virtual:content'
const PAGES = 'virtual:content-pages'
/**
 * Each collection is its own module, so a page's bundle carries only the collections it uses.
 * `quoteForm` is what the quote form needs of services.json (its options, their estimate prices and the
 * brief's lists), not the whole file.
 */
const collectionNames = [
  'site',
  'portfolio',
  'patches',
  'faq',
  'testimonials',
  'services',
  'quoteForm',
  'redirects',
  'navigation',
  'ui',
  'config',
] as const

/**
 * Loads content and configuration or throws the writer-facing report. In Vike's build, run by
 * `npm run build`, the content that command has just checked, unless a file changed since (checkedContent.ts).
 */
export async function loadContentOrThrow(root: string): Promise<{ content: Content; config: RuntimeConfig }> {
  const handed = checkedContent(root)
  const result = handed ? { ok: true as const, content: handed } : await loadContent(root)
  if (!result.ok) throw new Error(formatProblems(result.problems))
  const { config, problems } = resolveConfig(result.content.collections['site.json'])
  if (problems.length) throw new Error(formatProblems(problems))
  return { content: result.content, config }
}

/** The value behind each `virtual:content/{name}` module. */
export function collectionValues({
  content,
  config,
}: Awaited<ReturnType<typeof loadContentOrThrow>>): Record<(typeof collectionNames)[number], unknown> {
  const c = content.collections
  return {
    site: c['site.json'],
    portfolio: c['portfolio.json'],
    patches: c['patches.json'],
    faq: c['faq.json'],
    testimonials: c['testimonials.json'],
    services: c['services.json'],
    quoteForm: quoteFormData(c['services.json']),
    redirects: c['redirects.json'],
    navigation: c['navigation.json'],
    ui: c['ui.json'],
    config,
  }
}

export function contentPlugin(): Plugin[] {
  let root = process.cwd()
  let loaded: Awaited<ReturnType<typeof loadContentOrThrow>>
  const reload = async (server?: ViteDevServer) => {
    loaded = await loadContentOrThrow(root)
    for (const id of [HUB, PAGES, ...collectionNames.map((n) => `${HUB}/${n}`)]) {
      const mod = server?.moduleGraph.getModuleById(`\0${id}`)
      if (mod) server!.moduleGraph.invalidateModule(mod)
    }
  }
  const content: Plugin = {
    name: 'site-content',
    enforce: 'pre',
    async config(userConfig) {
      root = path.resolve(userConfig.root ?? process.cwd())
      // Fails here, before Vite writes a single file, so a bad file never leaves a partial site.
      await reload()
    },
    // The MDX pages, compiled for the server only, in one chunk of the server build: a chunk (and a module
    // the prerender imports) per page costs more than compiling them (one output file per page, each
    // named, written, resolved and loaded on its own). The dev server still compiles a page when asked.
    configEnvironment(name, config) {
      if (name === 'client' || config.consumer === 'client') return
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'content-pages', test: /\/content\/pages\/.+\.mdx$/ }] } },
          },
        },
      }
    },
    configureServer(server) {
      server.watcher.on('all', async (_event, file) => {
        if (!file.startsWith(path.join(root, 'content'))) return
        try {
          await reload(server)
          server.ws.send({ type: 'full-reload' })
        } catch (error) {
          server.config.logger.error((error as Error).message)
          server.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '' } })
        }
      })
    },
    // The placeholders of an MDX text ({site:turnaround}, {price:vector.from}) are filled before MDX
    // reads it: MDX would take their braces for an expression. The content check has refused unknown ones.
    transform(code, id) {
      if (!id.split('?')[0].endsWith('.mdx')) return
      const { site, services } = {
        site: loaded.content.collections['site.json'],
        services: loaded.content.collections['services.json'],
      }
      return { code: fillPlaceholders(code, placeholdersOf(site, services)).text, map: null }
    },
    resolveId(id) {
      if (id === HUB || id === PAGES || id.startsWith(`${HUB}/`)) return `\0${id}`
    },
    load(id) {
      if (!id.startsWith(`\0${HUB}`)) return
      const name = id.slice(HUB.length + 2)
      if (id === `\0${PAGES}`) return `export const pages = ${JSON.stringify(loaded.content.pages)};`
      // The hub only re-exports, so the bundler follows each import to the one module it needs.
      if (id === `\0${HUB}`)
        return {
          code: collectionNames.map((n) => `export { ${n} } from '${HUB}/${n}';`).join('\n'),
          moduleSideEffects: false,
        }
      const values = collectionValues(loaded)
      if (name in values)
        return {
          code: `export const ${name} = ${JSON.stringify(values[name as keyof typeof values])};`,
          moduleSideEffects: false,
        }
    },
  }
  return [content, imagePlugin({ root: () => root, content: () => loaded.content })]
}
