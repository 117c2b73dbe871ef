import type { CSSOptions } from 'vite'

/**
 * How the site's stylesheets are compiled: by the site's build (vite.config.ts) and by the editor's
 * (editor/build/adminVite.ts), whose preview pane draws with the same stylesheets. Lightning CSS
 * (already Vite's CSS minifier) also compiles them, so they can share the breakpoints of
 * renderer/breakpoints.css as custom media (`@media (--small-image)`), each written once.
 */
export const cssOptions: CSSOptions = {
  transformer: 'lightningcss',
  lightningcss: { drafts: { customMedia: true } },
}
