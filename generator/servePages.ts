/**
 * Serves a built site with Cloudflare Pages' own local runtime: `wrangler pages dev` (workerd), with
 * this repository's `wrangler.toml` and `functions/`, fully local and with metrics off. `npm start`,
 * `npm run preview`, the end-to-end tests and the Lighthouse script all use it, so every local visit
 * sees the production host's redirects, headers, 404 page and Functions. The writers' editor is a
 * project of its own (`project: 'editor'`): its build is served with `editor/wrangler.toml` and
 * `editor/functions/`, as wrangler reads both from the folder it runs in.
 *
 * Command line (`npm run preview`): `tsx generator/servePages.ts [clientDir]`, port from PORT (3000).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** A running `wrangler pages dev`. */
export interface PagesServer {
  url: string
  /** Everything wrangler printed so far (its rule warnings are printed at start-up). */
  output: () => string
  close: () => Promise<void>
}

/** Which Pages project a folder is served as: the public site (the repository's root) or the editor (`editor/`). */
export type PagesProject = 'site' | 'editor'

/** Starts `wrangler pages dev` on 127.0.0.1:`port` for `clientDir`; resolves once it is ready. */
export function servePages(
  clientDir: string,
  port: number,
  options: { bindings?: Record<string, string>; project?: PagesProject } = {},
): Promise<PagesServer> {
  const args = [
    path.join(root, 'node_modules/wrangler/bin/wrangler.js'),
    'pages',
    'dev',
    path.resolve(clientDir),
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
  ]
  // Each server its own inspector port, should wrangler open one (the inspector is off, see below), so
  // several can run at once (tests, Lighthouse, npm start) without contending for its default 9229.
  args.push(
    '--inspector-port',
    String(port + 10_000),
    '--show-interactive-dev-session=false',
    '--persist-to',
    path.join(root, '.wrangler', `state-${port}`),
  )
  for (const [key, value] of Object.entries(options.bindings ?? {})) args.push('--binding', `${key}=${value}`)
  const child = spawn(process.execPath, args, {
    cwd: options.project === 'editor' ? path.join(root, 'editor') : root,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      CI: 'true',
      // No DevTools inspector proxy: `pages dev` has no flag for it, and wrangler leaves it out when this
      // variable is set (as it is in an editor's debug terminal, which attaches its own). The proxy costs
      // about half of the server's CPU time per request (measured: 18.6 against 9.4 ms on 800 requests of
      // pages and assets), and nothing here opens DevTools on the Functions.
      VSCODE_INSPECTOR_OPTIONS: '{}',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = `http://127.0.0.1:${port}`
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Ready on http/.test(output)) {
        child.stdout.off('data', onData)
        child.stdout.on('data', (more: Buffer) => (output += more.toString()))
        resolve({
          url,
          output: () => output,
          close: () =>
            new Promise((done) =>
              child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM')),
            ),
        })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) =>
      reject(new Error(`wrangler pages dev exited with ${code} before it was ready:\n${output}`)),
    )
  })
}

/** The lines of wrangler's start-up output that report a rule of `_redirects` or `_headers` as invalid or ignored. */
export function ruleWarnings(output: string): string[] {
  const lines = output.split('\n')
  const start = lines.findIndex((line) => /invalid (redirect|header) rule|ignored/i.test(line))
  return start === -1
    ? []
    : lines
        .slice(start)
        .filter((line) => /invalid|ignored|loop|Valid status|Expected/i.test(line))
        .map((line) => line.trim())
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? path.join(root, process.env.OUT_DIR ?? 'dist', 'client'))
  const server = await servePages(dir, Number(process.env.PORT ?? 3000))
  console.log(
    `\n  Site ready: ${server.url.replace('127.0.0.1', 'localhost')} (Cloudflare Pages runtime, ${path.relative(root, dir)})\n`,
  )
  const stop = () => server.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
