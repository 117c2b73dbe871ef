/**
 * `npm start`: builds the site and serves it on http://localhost:${PORT:-3000} with the production
 * host's own runtime (generator/serveSite.ts), and the writers' editor, a project of its own, on its own
 * origin as in production: http://localhost:${PORT+2}/admin/, with its sign-in Functions (they answer
 * that the GitHub OAuth app is not set up, unless `editor/.dev.vars` names one). Without BLOG_API_URL it
 * first starts the sample blog API of the developer tools (tools/sample-api.ts, on PORT+1) in a process
 * of its own, so the blog works out of the box; without PORTAL_URL, the customer portal's stand-in
 * (tools/portal-stand-in.ts, on PORT+3), where the site's intake delivers the leads sent here. A
 * deployment always names the real ones, and never runs either. The site's data (leads, attachments)
 * is kept in .wrangler/state between runs (`npm run leads` lists it).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { serveEditor, serveSite } from './serveSite'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 3000)
const editorPort = port + 2
const env = { ...process.env }
// The editor's sign-in runs on this origin only (EDITOR_ORIGIN). The site's /admin keeps redirecting
// to EDITOR_URL, the production editor, as the host refuses redirects to plain http addresses.
const editorOrigin = `http://localhost:${editorPort}`

/**
 * Starts a stand-in of the developer tools (the sample blog API, the portal's stand-in) as a process of
 * its own; resolves with its origin once it says it listens.
 */
function startStandIn(script: string, standInPort: number): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script), '--port', String(standInPort)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (url) resolve({ url, child })
    })
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output.trim()}`)))
  })
}

const standIns: ChildProcess[] = []
if (!env.BLOG_API_URL) {
  const sample = await startStandIn('tools/sample-api.ts', port + 1)
  standIns.push(sample.child)
  env.BLOG_API_URL = sample.url
  console.log(`Sample blog API at ${sample.url} (set BLOG_API_URL to use a real shop API).`)
}
if (!env.PORTAL_URL) {
  const portal = await startStandIn('tools/portal-stand-in.ts', port + 3)
  standIns.push(portal.child)
  env.PORTAL_URL = portal.url
  console.log(
    `Customer portal stand-in at ${portal.url}: the leads sent here are delivered there (set PORTAL_URL for a real portal).`,
  )
}

// The build runs in its own process; the API answers its blog requests from another.
const status = await new Promise<number | null>((resolve) => {
  spawn(process.execPath, ['--import', 'tsx', path.join(root, 'generator/build.ts')], {
    cwd: root,
    stdio: 'inherit',
    env,
  }).on('close', resolve)
})
if (status !== 0) {
  for (const child of standIns) child.kill()
  process.exit(status ?? 1)
}

const outDir = path.join(root, env.OUT_DIR ?? 'dist')
const [server, editor] = await Promise.all([
  serveSite(path.join(outDir, 'client'), port, {
    persistTo: path.join(root, '.wrangler', 'state'),
    vars: { PORTAL_URL: env.PORTAL_URL },
  }),
  serveEditor(path.join(outDir, 'editor'), editorPort, { EDITOR_ORIGIN: editorOrigin }),
])
console.log(`\n  Site ready: ${server.url.replace('127.0.0.1', 'localhost')} (the host's own runtime, workerd)`)
console.log(
  `  Writers' editor: ${editorOrigin}/admin/ (its own origin, as in production; for editing content/ on this machine, use npm run editor)\n`,
)
const stop = () => {
  for (const child of standIns) child.kill()
  void Promise.all([server.close(), editor.close()]).then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
