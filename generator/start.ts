/**
 * `npm start`: builds the site and serves it on http://localhost:${PORT:-3000} with the production
 * host's own runtime (`wrangler pages dev`, see scripts/servePages.ts). Without BLOG_API_URL it first
 * starts the bundled sample blog API (on PORT+1), so the blog works out of the box.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { startSampleApi } from './sample-api'
import { servePages } from './servePages'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 3000)
const env = { ...process.env }

if (!env.BLOG_API_URL) {
  const api = await startSampleApi({ port: port + 1 })
  env.BLOG_API_URL = api.url
  console.log(`Sample blog API at ${api.url} (set BLOG_API_URL to use a real shop API).`)
}

// Asynchronous: the build fetches the blog snapshot from the sample API in this process, which
// cannot answer while a synchronous spawn blocks the event loop.
const status = await new Promise<number | null>((resolve) => {
  spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit', env }).on('close', resolve)
})
if (status !== 0) process.exit(status ?? 1)

const server = await servePages(path.join(root, env.OUT_DIR ?? 'dist', 'client'), port)
console.log(`\n  Site ready: ${server.url.replace('127.0.0.1', 'localhost')} (served by wrangler pages dev, the Cloudflare Pages runtime)\n`)
const stop = () => server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
