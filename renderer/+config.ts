// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Every route is written to static HTML at build. `about.html`, not `about/index.html`: the host
  // (worker/wrangler.toml, `auto-trailing-slash`) serves `about.html` at `/about`, the URL of every link,
  // canonical and sitemap entry, while a folder index answers `/about` with a redirect to `/about/`.
  prerender: { noExtraDir: true },
  // Server routing: links are ordinary page loads of prerendered HTML.
  clientRouting: false,
  // Legacy addresses (content/redirects.json) are 301s in the host's `_redirects`, written by the
  // build: the host answers them before any page, so no redirect page is prerendered.
  meta: {
    // Every page is HTML-only (https://vike.dev/render-modes): its Page and head are drawn on the
    // server, so the browser gets neither Vike's client runtime, nor React, nor the page's data. What
    // acts in the browser is an island (components/Island.tsx), started by +client.ts, the one
    // script of every page.
    Page: { env: { server: true, client: false } },
    /** Head tags of a page: an object, or a function of the page context for data-driven pages. */
    head: { env: { server: true, client: false } },
  },
} satisfies Config
