/**
 * `npm run editor`: the writers' editor on this machine. Starts Decap's local backend (decap-server,
 * which reads and writes the files) and a server with /admin/, both on 127.0.0.1 only, and prints the
 * address to open. Every save writes the file in `content/` at once; nothing is committed.
 *
 * /admin/ is the bundle the build deploys, from the build's cache (adminBundle.ts: built only when the
 * editor's sources or packages changed), with a config.json for the local backend beside it. Served as
 * built rather than by Vite's development server, it opens faster and with a fraction of the work, and
 * what a writer uses here is what the deployed editor runs.
 *
 * PORT picks the editor's port (default 8080); decap-server listens on PORT+1 and is reached through
 * the editor's own origin (/api/v1). CONTENT_ROOT edits the `content/` folder of another directory
 * (the editor's end-to-end tests use a temporary copy); by default this repository's.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { preview } from 'vite'
import { defaultAdminCacheDir, prepareAdminBundle } from './adminBundle'
import { publishTarget, writeAdminConfig } from './adminConfig'
import { adminViteConfig } from './adminVite'
import { editorHeaderRules } from '../../generator/output/securityHeaders'

const root = path.resolve(import.meta.dirname, '../..')
const port = Number(process.env.PORT ?? 8080)
const proxyPort = port + 1
const contentRoot = path.resolve(process.env.CONTENT_ROOT ?? root)
if (!fs.existsSync(path.join(contentRoot, 'content'))) {
  console.error(`CONTENT_ROOT ${contentRoot} has no content/ folder.`)
  process.exit(1)
}

/** Starts decap-server on 127.0.0.1:`proxyPort` for `contentRoot`; resolves once it listens. */
function startDecapServer(): Promise<ChildProcess> {
  const entry = createRequire(import.meta.url).resolve('decap-server')
  const child = spawn(process.execPath, [entry], {
    cwd: contentRoot,
    // MODE=fs: files are written as they are, no git commits; BIND_HOST keeps it off the network.
    env: {
      ...process.env,
      PORT: String(proxyPort),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: contentRoot,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/listening on/i.test(output)) resolve(child)
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`decap-server exited with ${code}:\n${output}`)))
  })
}

const decapServer = await startDecapServer()
// One folder per port, so several editors (a writer's, the tests') can run at once.
const outDir = path.join(root, 'node_modules/.cache/editor-local', String(port))
const bundle = await prepareAdminBundle({ root, outDir, cacheDir: defaultAdminCacheDir(root) })
if (bundle.built)
  console.log(`The editor's bundle was built (${(bundle.ms / 1000).toFixed(0)} s); the next start reuses it.`)
writeAdminConfig(outDir, publishTarget(), { localBackend: true })
// The editor's policy and security headers as its deployment sends them (editorSite.ts): what a writer
// uses here, and what the editor's tests drive, runs under the policy of production.
const headers = editorHeaderRules().find((rule) => rule.pattern === '/*')!.headers
const server = await preview(adminViteConfig({ local: { port, proxyPort, outDir, headers } }))
const where = contentRoot === root ? 'content' : path.join(contentRoot, 'content')
console.log(
  `\n  Writers' editor: http://localhost:${port}/admin/  (saves write the files in ${where}/; Ctrl+C stops)\n`,
)

const stop = async () => {
  decapServer.kill('SIGTERM')
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
