// https://vike.dev/config
import type { Config } from 'vike/types'
import redirects from '../content/redirects.json'

export default {
  // Every route is written to static HTML at build; the host serves files only.
  prerender: true,
  clientRouting: true,
  hydrationCanBeAborted: true,
  // Legacy addresses: the host rules answer with a 301; the prerendered pages are the fallback.
  redirects,
  passToClient: ['data', 'is404', 'abortReason'],
  meta: {
    /** Head tags of a page: an object, or a function of the page context for data-driven pages. */
    head: { env: { server: true, client: true } },
  },
} satisfies Config
