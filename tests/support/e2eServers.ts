/**
 * Started by Playwright before the end-to-end tests: the sample blog API and the portal stand-in,
 * then a production build that uses them, then the server `npm start` uses (`wrangler pages dev`, the
 * production host's runtime) on the built site, and on the built editor (its own project and origin,
 * `editor/`). Wrangler's start-up output is kept in `${e2eOutDir}/wrangler.log` (and
 * `wrangler-editor.log`), where a test reads what the host said about the rules.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startSampleApi } from '../../tools/sample-api'
import { servePages } from '../../generator/servePages'
import { startCapturePortal } from './capturePortal'
import { e2eOutDir, ports, urls } from '../../tools/ports'

const root = path.resolve(import.meta.dirname, '../..')
await startSampleApi({ port: ports.api })
await startCapturePortal(ports.portal)
// Asynchronous on purpose: the build fetches the blog snapshot from the sample API running in this
// process, which could not answer while a synchronous spawn blocked the event loop.
const status = await new Promise<number | null>((resolve) => {
  spawn(process.execPath, ['--import', 'tsx', 'generator/build.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: e2eOutDir, BLOG_API_URL: urls.api, PORTAL_URL: urls.portal },
  }).on('close', resolve)
})
if (status !== 0) process.exit(status ?? 1)
// The editor's sign-in runs on its own origin only; no GitHub OAuth app is set up here. (The site's
// /admin redirects to the build's EDITOR_URL, the production editor: the host redirects to https only.)
const [site, editor] = await Promise.all([
  servePages(path.join(root, e2eOutDir, 'client'), ports.site),
  servePages(path.join(root, e2eOutDir, 'editor'), ports.editor, {
    project: 'editor',
    bindings: { EDITOR_ORIGIN: urls.editor },
  }),
])
fs.writeFileSync(path.join(root, e2eOutDir, 'wrangler.log'), site.output())
fs.writeFileSync(path.join(root, e2eOutDir, 'wrangler-editor.log'), editor.output())
console.log(`End-to-end site at ${urls.site}, the editor at ${urls.editor}/admin/`)
// Playwright stops this process when the tests end; wrangler goes with it.
const stop = () => Promise.all([site.close(), editor.close()]).then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
