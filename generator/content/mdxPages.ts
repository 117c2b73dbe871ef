/**
 * The MDX pages as modules for Vite: each `.mdx` file compiled by @mdx-js/mdx's processor with the
 * site's plugins. It is what @mdx-js/rollup does, without the Rollup that package requires beside it
 * (Vite builds with Rolldown), and without source maps: a page's text compiles to one HTML string
 * (rehypeExportHtml.ts), which a map would only point into.
 */
import { createProcessor, type ProcessorOptions } from '@mdx-js/mdx'
import type { Plugin } from 'vite'

export function mdxPages(options: Readonly<ProcessorOptions>): Plugin {
  let processor: ReturnType<typeof createProcessor> | undefined
  return {
    name: 'mdx-pages',
    // Before the other plugins, React's among them, read the file.
    enforce: 'pre',
    config(_, env) {
      // The dev server compiles for React's development runtime.
      processor = createProcessor({ development: env.mode === 'development', ...options })
    },
    async transform(value, id) {
      const [file] = id.split('?')
      if (!file.endsWith('.mdx')) return null
      processor ??= createProcessor(options)
      return { code: String(await processor.process({ path: file, value })), map: null }
    },
  }
}
