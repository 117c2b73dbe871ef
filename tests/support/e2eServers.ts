/**
 * Started by Playwright before the end-to-end tests: the sample blog API and the portal stand-in, then
 * the production build that uses them (e2eBuild.ts; skipped with `E2E_PREBUILT=1`, as `npm test` sets
 * once it has built it in an earlier phase), then the servers `npm start` uses (the production host's runtime,
 * generator/serveSite.ts) on the built site, and on the built editor (its own project and origin,
 * `editor/`). Their start-up output is kept in `${e2eOutDir}/wrangler.log` (and
 * `wrangler-editor.log`), where a test reads what the host said about the rules.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startSampleApi } from '../../tools/sample-api'
import { serveEditor, serveSite } from '../../generator/serveSite'
import { startPortalStandIn } from '../../tools/portal-stand-in'
import { buildForE2e } from './e2eBuild'
import { e2eLeadVars } from './leadTiming'
import { e2eOutDir, ports, urls } from '../../tools/ports'

const root = path.resolve(import.meta.dirname, '../..')
await startSampleApi({ port: ports.api })
await startPortalStandIn(ports.portal)
if (process.env.E2E_PREBUILT === '1') {
  if (!fs.existsSync(path.join(root, e2eOutDir, 'client/index.html'))) {
    console.error(`E2E_PREBUILT=1, but ${e2eOutDir}/ holds no build: run \`npm run build:e2e\` first, or unset it.`)
    process.exit(1)
  }
} else {
  const status = await buildForE2e()
  if (status !== 0) process.exit(status ?? 1)
}
// The editor's sign-in runs on its own origin only; no GitHub OAuth app is set up here. (The site's
// /admin redirects to the build's EDITOR_URL, the production editor: the host redirects to https only.)
const [site, editor] = await Promise.all([
  serveSite(path.join(root, e2eOutDir, 'client'), ports.site, {
    persistTo: fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-state-')),
    vars: { PORTAL_URL: urls.portal, ...e2eLeadVars },
  }),
  serveEditor(path.join(root, e2eOutDir, 'editor'), ports.editor, { EDITOR_ORIGIN: urls.editor }),
])
fs.writeFileSync(path.join(root, e2eOutDir, 'wrangler.log'), site.output())
fs.writeFileSync(path.join(root, e2eOutDir, 'wrangler-editor.log'), editor.output())
console.log(`End-to-end site at ${urls.site}, the editor at ${urls.editor}/admin/`)
// Playwright stops this process when the tests end; wrangler goes with it.
const stop = () => Promise.all([site.close(), editor.close()]).then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
