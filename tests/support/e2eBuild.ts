/**
 * The end-to-end tests' build (`npm run build:e2e`): a production build into `e2eOutDir`, with the
 * sample blog API running for its blog snapshot and the portal stand-in's address. The end-to-end
 * servers (e2eServers.ts) run it before they serve, unless `E2E_PREBUILT=1` says it already ran: `npm
 * test` runs it beside the unit tests, where a core is otherwise idle part of the time, and the
 * pull-request workflow as a step of its own.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startSampleApi } from '../../tools/sample-api'
import { e2eOutDir, ports, urls } from '../../tools/ports'

const root = path.resolve(import.meta.dirname, '../..')

/** Builds the site for the end-to-end tests, against the sample blog API at `urls.api` (the caller runs it). */
export function buildForE2e(): Promise<number | null> {
  // Asynchronous on purpose: the build fetches the blog snapshot from the sample API, which may run in this
  // process and could not answer while a synchronous spawn blocked the event loop.
  return new Promise((resolve) => {
    spawn(process.execPath, ['--import', 'tsx', 'generator/build.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, OUT_DIR: e2eOutDir, BLOG_API_URL: urls.api, PORTAL_URL: urls.portal },
    }).on('close', resolve)
  })
}

/** The end-to-end build's site folder, built first if it is missing (a test run on its own). */
export async function e2eClientDir(): Promise<string> {
  const client = path.join(root, e2eOutDir, 'client')
  if (!fs.existsSync(path.join(client, 'index.html'))) {
    const api = await startSampleApi({ port: ports.api })
    const status = await buildForE2e()
    await api.close()
    if (status !== 0) throw new Error('The end-to-end build failed: run `npm run build:e2e` to see why.')
  }
  return client
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const api = await startSampleApi({ port: ports.api })
  const status = await buildForE2e()
  await api.close()
  process.exit(status ?? 1)
}
