/**
 * Started by Playwright before the end-to-end tests: the sample blog API and the portal stand-in,
 * then a production build that uses them, then the static server `npm start` uses, on the built site.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { startSampleApi } from '../../scripts/sample-api'
import { serveStatic } from '../../scripts/serve'
import { startCapturePortal } from './capturePortal'
import { e2eOutDir, ports, urls } from './ports'

const root = path.resolve(import.meta.dirname, '../..')
await startSampleApi({ port: ports.api })
await startCapturePortal(ports.portal)
// Asynchronous on purpose: the build fetches the blog snapshot from the sample API running in this
// process, which could not answer while a synchronous spawn blocked the event loop.
const status = await new Promise<number | null>((resolve) => {
  spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: e2eOutDir, BLOG_API_URL: urls.api, PORTAL_URL: urls.portal },
  }).on('close', resolve)
})
if (status !== 0) process.exit(status ?? 1)
await serveStatic(path.join(root, e2eOutDir, 'client'), ports.site)
console.log(`End-to-end site at ${urls.site}`)
