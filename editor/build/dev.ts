/**
 * `npm run editor`: the writers' editor on this machine. Starts Decap's local backend (decap-server,
 * which reads and writes the files) and a dev server with /admin/, both on 127.0.0.1 only, and prints
 * the address to open. Every save writes the file in `content/` at once; nothing is committed.
 *
 * PORT picks the editor's port (default 8080); decap-server listens on PORT+1 and is reached through
 * the editor's own origin (/api/v1). CONTENT_ROOT edits the `content/` folder of another directory
 * (the editor's end-to-end tests use a temporary copy); by default this repository's.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createServer } from 'vite'
import { adminConfig, publishTarget } from './adminConfig'
import { adminViteConfig } from './adminVite'

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
const config = adminConfig({ ...publishTarget(), localBackend: true })
const server = await createServer(adminViteConfig({ dev: { port, proxyPort, config } }))
await server.listen()
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
