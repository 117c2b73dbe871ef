// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Every route is written to static HTML at build. `about.html`, not `about/index.html`: Cloudflare
  // Pages serves `about.html` at `/about`, the URL of every link, canonical and sitemap entry, while a
  // folder index answers `/about` with a redirect to `/about/`.
  prerender: { noExtraDir: true },
  // Server routing: links are ordinary page loads of prerendered HTML. Client routing (true) makes
  // navigation a fetch of index.pageContext.json instead, but its router costs 12.1 KB gzip on every
  // route (14.4 KB entry instead of 26.5 KB, measured), which puts the home, service, contact and blog
  // pages over the 100 KB JavaScript budget (npm run check:budgets). With client routing, the shell
  // Functions (functions/) would also have to leave missing pageContext.json files a 404.
  clientRouting: false,
  hydrationCanBeAborted: true,
  // Legacy addresses (content/redirects.json) are 301s in the host's `_redirects`, written by the
  // build: the host answers them before any page, so no redirect page is prerendered.
  // With server routing the browser's page context has only what is listed here: the layout and
  // pages read urlPathname (active menu item, breadcrumbs) and routeParams while hydrating.
  passToClient: ['data', 'is404', 'abortReason', 'urlPathname', 'routeParams'],
  meta: {
    /** Head tags of a page: an object, or a function of the page context for data-driven pages. */
    head: { env: { server: true, client: true } },
  },
} satisfies Config
