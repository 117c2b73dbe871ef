import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentPlugin } from './generator/content/contentPlugin.ts'
import { rehypeExportHtml } from './generator/content/rehypeExportHtml.ts'
import { remarkContentImages } from './generator/content/remarkContentImages.ts'
import { cssOptions } from './generator/cssOptions.ts'

export default defineConfig(({ command }) => ({
  plugins: [
    contentPlugin(),
    // MDX first (its Vite plugin is @mdx-js/rollup's; Rollup itself is only that package's declared
    // peer); frontmatter is read by the content check (readFrontmatter.ts), not rendered. A page's text
    // compiles to its HTML (rehypeExportHtml.ts: its pictures are its only components). Source maps for
    // the dev server only: a build writes none.
    {
      enforce: 'pre',
      ...mdx({
        remarkPlugins: [remarkGfm, remarkFrontmatter, [remarkContentImages, { root: import.meta.dirname }]],
        rehypePlugins: [rehypeExportHtml],
        ...(command === 'build' ? { SourceMapGenerator: undefined } : {}),
      }),
    },
    react({ include: /\.(mdx|[jt]sx?)$/ }),
    vike(),
  ],
  css: cssOptions,
  build: {
    // OUT_DIR lets a test or benchmark build into its own folder without touching dist/.
    outDir: process.env.OUT_DIR ?? 'dist',
    // One stylesheet for the whole site (about 11 KB gzip): one render-blocking request per page on
    // the page's own connection, instead of up to six that each open a new one on a slow phone, and
    // cached for every page after the first.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // V8's explicit compile hint (v8.dev/blog/explicit-compile-hints) on React DOM's file: its
        // functions are compiled as the file loads, which Chromium does off the main thread, instead of
        // one by one as a first tap first runs them (a new element's first creation, most of a form's
        // first answer).
        postBanner: (chunk) => (chunk.name === 'react-dom' ? '//# allFunctionsCalledOnLoad' : ''),
        // React, React DOM and the site's code that starts a React island arrive together wherever one
        // starts: in one file, one request and one compression window instead of four. The JSX runtime
        // stays apart (the group takes only what it names), as the blog's pages draw with it and never
        // load React DOM.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react-dom',
              test: /node_modules[\\/](?:react-dom|scheduler)[\\/]|node_modules[\\/]react[\\/](?:index\.js|cjs[\\/]react\.production\.js)|renderer[\\/](?:hydrateIsland|restoreInputs)\.tsx?$|components[\\/](?:ErrorBoundary|ErrorScreen|IslandRoot)\.tsx$/,
            },
            {
              // The few small modules every drawn part shares: one file instead of three.
              name: 'drawing',
              test: /node_modules[\\/]react[\\/](?:jsx-runtime\.js|cjs[\\/]react-jsx-runtime\.production\.js)|components[\\/]Icon\.tsx$|lib[\\/]fillWords\.ts$/,
            },
          ],
        },
      },
    },
  },
  environments: {
    // The server's bundle holds every compiled MDX page (about 6.5 KB each); gzipping it only to print
    // its compressed size took about 0.08 ms of CPU per page. The browser's bundle keeps its report.
    ssr: { build: { reportCompressedSize: false } },
  },
}))
