import os from 'node:os'
import path from 'node:path'

/**
 * Local ports of the end-to-end test servers: the site, the sample blog API and the portal stand-in.
 * E2E_PORT_BASE moves all three (and the build folder), so two test runs on one machine do not collide.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4173)
/** `cms` is the writers' editor of `npm run cms` (its decap-server on cms + 1), for tests/playwright.cms.config.ts. */
export const ports = { site: base, api: base + 1, portal: base + 2, cms: base + 20, cmsBlogApi: base + 22 } as const
export const urls = {
  site: `http://127.0.0.1:${ports.site}`,
  api: `http://127.0.0.1:${ports.api}`,
  portal: `http://127.0.0.1:${ports.portal}`,
  cms: `http://127.0.0.1:${ports.cms}`,
} as const
/** Where the end-to-end build is written, apart from `dist/`. */
export const e2eOutDir = `dist-e2e-${base}`

/** The temporary copy of the repository the editor's tests edit (never the real content/). */
export const cmsRoot = path.join(os.tmpdir(), `site-editor-e2e-${base}`)
