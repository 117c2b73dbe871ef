/**
 * Serves a build with the production host's own local runtime (workerd, fully local, metrics off):
 *
 * - the public site (`serveSite`): the Worker of `worker/wrangler.toml` with the build as its static assets
 *   and its engines (D1, R2, the queues) on disk, started through wrangler's documented
 *   `unstable_startWorker` with its DevTools inspector off (the inspector's proxy costs several times
 *   the runtime's own CPU time per request). The host runs the Worker's schedule itself; locally a
 *   timer here calls the same handler (`/__scheduled`, as `wrangler dev --test-scheduled` offers it);
 * - the writers' editor (`serveEditor`), a Pages project of its own: `wrangler pages dev` in `editor/`.
 *
 * Each runs in a process of its own, so a test can kill the runtime as a crash would, and its output
 * (what the host said of `_redirects` and `_headers`) is kept. `npm start`, `npm run preview`, the
 * end-to-end tests and the tools all serve through here.
 *
 * Command line (`npm run preview`): `tsx generator/serveSite.ts [clientDir]`, port from PORT (3000).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { leadCrons } from '../lib/leads/leadCrons'

const root = path.resolve(import.meta.dirname, '..')
const wrangler = path.join(root, 'node_modules/wrangler/bin/wrangler.js')

/** A running local host. */
export interface HostServer {
  url: string
  /** The runtime's process (with `ownGroup`, its group too). */
  pid: number
  /** Everything the runtime printed so far (its rule warnings are printed at start-up). */
  output: () => string
  /** Stops it gracefully. */
  close: () => Promise<void>
  /** Kills the runtime's whole process group at once (SIGKILL), as a crash would: started with `ownGroup` only. */
  kill: () => Promise<void>
}

/** Options of the public site's runtime. */
export interface SiteOptions {
  /** Where D1, R2 and the other engines keep their data; the same folder keeps it across restarts. */
  persistTo?: string
  /**
   * Variables of the Worker (`env.NAME`), as `wrangler.toml`'s `[vars]` and secrets would give them. A
   * FORM_KEY_SECRET is made once per `persistTo` folder and kept there, so keys survive a restart.
   */
  vars?: Record<string, string>
  /** How often the every-minute schedule runs here, in seconds (default 60, as on the host). */
  scheduleSeconds?: number
  /**
   * Runs the runtime in a process group of its own, which `kill` ends at once, workerd included. Off by
   * default: a group of its own outlives the process that started it, should that one be killed.
   */
  ownGroup?: boolean
}

const quietEnv = { WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', FORCE_COLOR: '0', CI: 'true' }

/** Starts a server process and resolves once `url` answers any HTTP request. */
function startProcess(
  args: string[],
  cwd: string,
  url: string,
  env: NodeJS.ProcessEnv,
  ownGroup = false,
): Promise<HostServer> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...quietEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroup,
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) process.kill(ownGroup ? -child.pid! : child.pid!, name)
    return exited
  }
  const server: HostServer = {
    url,
    pid: child.pid!,
    output: () => output,
    close: () => signal('SIGTERM'),
    kill: () =>
      ownGroup ? signal('SIGKILL') : Promise.reject(new Error('kill needs a runtime started with ownGroup')),
  }
  return new Promise((resolve, reject) => {
    let ready = false
    void exited.then(() => {
      if (!ready) reject(new Error(`The local host exited before it answered at ${url}:\n${output}`))
    })
    const poll = async () => {
      while (child.exitCode === null && child.signalCode === null) {
        try {
          await fetch(url, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(5_000) })
          ready = true
          return resolve(server)
        } catch {
          await new Promise((wait) => setTimeout(wait, 250))
        }
      }
    }
    void poll()
  })
}

/** Starts the public site's Worker on 127.0.0.1:`port` with `clientDir` as its static assets. */
export function serveSite(clientDir: string, port: number, options: SiteOptions = {}): Promise<HostServer> {
  const persistTo = options.persistTo ?? path.join(root, '.wrangler', `state-${port}`)
  return startProcess(
    ['--import', 'tsx', path.join(root, 'generator/serveSite.ts'), path.resolve(clientDir)],
    root,
    `http://127.0.0.1:${port}`,
    {
      PORT: String(port),
      SITE_PERSIST_TO: persistTo,
      SITE_VARS: JSON.stringify(options.vars ?? {}),
      SITE_SCHEDULE_SECONDS: String(options.scheduleSeconds ?? 60),
    },
    options.ownGroup,
  )
}

/** Starts the writers' editor (its own Pages project, `editor/`) on 127.0.0.1:`port` for `editorDir`. */
export function serveEditor(
  editorDir: string,
  port: number,
  bindings: Record<string, string> = {},
): Promise<HostServer> {
  const args = [wrangler, 'pages', 'dev', path.resolve(editorDir), '--ip', '127.0.0.1', '--port', String(port)]
  // Its own inspector port, so several can run at once without contending for the default 9229.
  args.push('--inspector-port', String(port + 10_000), '--show-interactive-dev-session=false')
  args.push('--persist-to', path.join(root, '.wrangler', `state-${port}`))
  for (const [key, value] of Object.entries(bindings)) args.push('--binding', `${key}=${value}`)
  return startProcess(args, path.join(root, 'editor'), `http://127.0.0.1:${port}`, {})
}

/** The local FORM_KEY_SECRET of a state folder: made once, then read. */
function localSecret(persistTo: string): string {
  const file = path.join(persistTo, 'form-key-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(persistTo, { recursive: true })
    fs.writeFileSync(file, randomBytes(32).toString('base64url'))
  }
  return fs.readFileSync(file, 'utf8')
}

/** Runs the Worker in this process until SIGTERM or SIGINT. */
async function runSite(clientDir: string, port: number): Promise<void> {
  const { unstable_startWorker } = await import('wrangler')
  const persistTo = process.env.SITE_PERSIST_TO || path.join(root, '.wrangler', 'state')
  const vars = {
    FORM_KEY_SECRET: localSecret(persistTo),
    // Mail to the shop is written to a file here (wrangler prints its path).
    MAIL_FROM: 'leads@example.com',
    ...(JSON.parse(process.env.SITE_VARS || '{}') as Record<string, string>),
  }
  const worker = await unstable_startWorker({
    config: path.join(root, 'worker/wrangler.toml'),
    assets: clientDir,
    bindings: Object.fromEntries(Object.entries(vars).map(([key, value]) => [key, { type: 'plain_text', value }])),
    dev: {
      inspector: false,
      server: { hostname: '127.0.0.1', port },
      persist: persistTo,
      testScheduled: true,
      watch: false,
    },
  })
  await worker.ready
  console.log(`\n  Site ready: http://localhost:${port} (the host's runtime, ${path.relative(root, clientDir)})\n`)
  // The host's Cron Triggers (worker/wrangler.toml): every minute, and the daily clean-up at start.
  const run = (cron: string) =>
    fetch(`http://127.0.0.1:${port}/__scheduled?cron=${encodeURIComponent(cron)}`).then(
      (response) => response.body?.cancel(),
      (error: unknown) => console.error(`The schedule did not run: ${String(error)}`),
    )
  void run(leadCrons.daily)
  const timer = setInterval(
    () => void run(leadCrons.everyMinute),
    Number(process.env.SITE_SCHEDULE_SECONDS || 60) * 1000,
  )
  const stop = () => (clearInterval(timer), void worker.dispose().then(() => process.exit(0)))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  await runSite(
    path.resolve(process.argv[2] ?? path.join(root, process.env.OUT_DIR ?? 'dist', 'client')),
    Number(process.env.PORT ?? 3000),
  )
}
