// https://vike.dev/config
import type { Config } from 'vike/types'
import redirects from '../content/redirects.json'

export default {
  // Every route is written to static HTML at build; the host serves files only.
  prerender: true,
  // Server routing: links are ordinary page loads of prerendered HTML. Client routing (true) makes
  // navigation a fetch of index.pageContext.json instead, but its router costs 12.1 KB gzip on every
  // route (14.4 KB entry instead of 26.5 KB, measured), which puts the home, service, contact and blog
  // pages over the 100 KB JavaScript budget (npm run check:budgets). Everything else works with
  // either value: onRenderClient updates the head on client navigation, and the host rules send
  // missing pageContext.json files to a 404 so the client router falls back to a page load.
  clientRouting: false,
  hydrationCanBeAborted: true,
  // Legacy addresses: the host rules answer with a 301; the prerendered pages are the fallback.
  redirects,
  // With server routing the browser's page context has only what is listed here: the layout and
  // pages read urlPathname (active menu item, breadcrumbs) and routeParams while hydrating.
  passToClient: ['data', 'is404', 'abortReason', 'urlPathname', 'routeParams'],
  meta: {
    /** Head tags of a page: an object, or a function of the page context for data-driven pages. */
    head: { env: { server: true, client: true } },
  },
} satisfies Config
