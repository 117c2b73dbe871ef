/**
 * Started by Playwright before the end-to-end tests: the sample blog API and the portal stand-in,
 * then a production build that uses them, then the static server `npm start` uses, on the built site.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { startSampleApi } from '../../scripts/sample-api'
import { serveStatic } from '../../scripts/serve'
import { startCapturePortal } from './capturePortal'
import { e2eOutDir, ports, urls } from './ports'

const root = path.resolve(import.meta.dirname, '../..')
await startSampleApi({ port: ports.api })
await startCapturePortal(ports.portal)
const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, OUT_DIR: e2eOutDir, BLOG_API_URL: urls.api, PORTAL_URL: urls.portal },
})
if (build.status !== 0) process.exit(build.status ?? 1)
await serveStatic(path.join(root, e2eOutDir, 'client'), ports.site)
console.log(`End-to-end site at ${urls.site}`)
