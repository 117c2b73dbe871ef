import os from 'node:os'
import path from 'node:path'

/**
 * Local ports of the end-to-end test servers: the site, the sample blog API, the portal stand-in, the
 * site built with VITALS_URL, and the writers' editor (its own Pages project, on its own origin).
 * E2E_PORT_BASE moves them all (and the build folder), so two test runs on one machine do not collide.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4173)
/** `vitalsSite` is the first of two: one per Playwright project. `editorDev` is the writers' editor of `npm run editor` (its decap-server on editorDev + 1), for tests/playwright.editor.config.ts. */
export const ports = {
  site: base,
  api: base + 1,
  portal: base + 2,
  vitalsSite: base + 3,
  editor: base + 5,
  turnstileSite: base + 7,
  turnstileVerify: base + 8,
  editorDev: base + 20,
  editorDevBlogApi: base + 22,
} as const
export const urls = {
  site: `http://127.0.0.1:${ports.site}`,
  api: `http://127.0.0.1:${ports.api}`,
  portal: `http://127.0.0.1:${ports.portal}`,
  editor: `http://127.0.0.1:${ports.editor}`,
  editorDev: `http://127.0.0.1:${ports.editorDev}`,
} as const
/** Where the end-to-end build is written, apart from `dist/`. */
export const e2eOutDir = `dist-e2e-${base}`
/** Copies of that build given a VITALS_URL (tests/e2e/vitals.spec.ts, `-desktop`, `-phone`), served from `ports.vitalsSite`. */
export const e2eVitalsOutDir = `${e2eOutDir}-vitals`

/** The temporary copy of the repository the editor's tests edit (never the real content/). */
export const editorDevRoot = path.join(os.tmpdir(), `site-editor-e2e-${base}`)
