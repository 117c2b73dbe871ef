/*
 * A sample shop API for the blog: what `npm start` serves to newcomers, and what the
 * end-to-end tests break on purpose.
 *
 *   npx tsx tools/sample-api.ts [--port 3001] [--host 127.0.0.1] [--fault MODE]
 *
 * Endpoints (CORS `*` on every answer):
 *   GET  /api/v2/blogs                     -> { data: Blog[] }, newest first
 *   GET  /api/v2/blogs/details/{slug}      -> { data: Blog } or 404 { message: "Blog not found" }
 *   GET  /images/blog/{slug}.svg           -> the post's generated banner
 *   GET  /images/blog/figures/{name}.svg   -> a generated figure used inside post bodies
 *   POST /__admin/posts                    -> add or replace a post in memory ("published after the build")
 *   POST /__admin/reset                    -> back to the fixtures
 *
 * Faults: prefix any path with /fault/{mode}, e.g. /fault/500/api/v2/blogs, so parallel
 * tests each choose their own failure without a shared switch. `--fault MODE` applies one
 * mode to every request except /__admin. Modes are listed in FAULT_MODES.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { handleAdmin } from './sample-api/admin'
import { freshPosts } from './sample-api/fixtures'
import { cors, requestOrigin, send, sendJson } from './sample-api/http'
import { route } from './sample-api/routes'

/** Failure modes a test can ask for. */
export const FAULT_MODES = ['500', 'invalid-json', 'wrong-shape', 'slow', 'down'] as const
export type FaultMode = (typeof FAULT_MODES)[number]

/** Options of `startSampleApi`. */
export interface SampleApiOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number
  /** Interface to bind. Default 127.0.0.1, so the sample is never exposed on the network by accident. */
  host?: string
  /** Applies one fault mode to every request except /__admin. */
  fault?: FaultMode
}

/** A running sample API. */
export interface SampleApi {
  /** Base URL to use as BLOG_API_URL, e.g. `http://127.0.0.1:3001` (no trailing slash). */
  url: string
  /** Stops listening, drops open connections and cancels pending slow answers. */
  close(): Promise<void>
}

/** Default wait of the `slow` fault: longer than the client's 10 s time-out, on purpose. */
const DEFAULT_SLOW_MS = 15_000

/**
 * Starts the sample API.
 *
 * @param options - port (0 for any free one), host and an optional global fault mode
 * @returns its URL and a `close()` that resolves once the server has stopped
 */
export function startSampleApi({ port, host = '127.0.0.1', fault }: SampleApiOptions): Promise<SampleApi> {
  // Each server has its own post list, so tests running servers in parallel cannot see each other's posts.
  let posts = freshPosts()
  const slowTimers = new Set<NodeJS.Timeout>()
  let baseUrl = ''

  const server = createServer((req, res) => {
    cors(res)
    const url = new URL(req.url ?? '/', 'http://sample.invalid')
    const origin = requestOrigin(req, baseUrl)
    if (req.method === 'OPTIONS') return send(res, 204, '')

    // Admin routes ignore faults: a test must always be able to publish and reset.
    if (url.pathname.startsWith('/__admin/')) {
      return void handleAdmin(req, res, url.pathname, { get: () => posts, set: (next) => (posts = next) })
    }
    // Step 1: which fault, if any: the path prefix wins over the global option.
    const prefixed = /^\/fault\/([^/]+)(\/.*)?$/.exec(url.pathname)
    const mode = prefixed ? prefixed[1] : fault
    const path = prefixed ? (prefixed[2] ?? '/') : url.pathname
    if (mode !== undefined && !isFaultMode(mode)) {
      return sendJson(res, 400, { message: `Unknown fault mode "${mode}". Use one of: ${FAULT_MODES.join(', ')}.` })
    }
    // Step 2: the answer the healthy API would give.
    // HEAD is GET without the body (Node leaves the body out of the answer to a HEAD), as any web server.
    const answer = route(req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET'), path, posts, origin)
    // Step 3: spoil it as the fault mode asks.
    if (mode === 'down') return void req.socket.destroy()
    if (mode === '500') return sendJson(res, 500, { message: 'Internal Server Error', fault: '500' })
    if (mode === 'invalid-json' && answer.json !== undefined) {
      const body = JSON.stringify(answer.json)
      return send(res, 200, body.slice(0, Math.max(1, Math.floor(body.length / 2))), 'application/json')
    }
    if (mode === 'wrong-shape' && answer.kind !== 'other') {
      return sendJson(res, 200, answer.kind === 'list' ? { data: { unexpected: true } } : { data: [] })
    }
    if (mode === 'slow') {
      const delay = Number(url.searchParams.get('delay') ?? DEFAULT_SLOW_MS)
      const timer = setTimeout(
        () => {
          slowTimers.delete(timer)
          answer.write(res)
        },
        Number.isFinite(delay) && delay >= 0 ? delay : DEFAULT_SLOW_MS,
      )
      slowTimers.add(timer)
      // A client that gives up (time-out, abort) must not leave a timer writing to a dead socket.
      res.on('close', () => {
        clearTimeout(timer)
        slowTimers.delete(timer)
      })
      return
    }
    answer.write(res)
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo
      baseUrl = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
      resolve({
        url: baseUrl,
        close: () =>
          new Promise<void>((done, fail) => {
            for (const timer of slowTimers) clearTimeout(timer)
            slowTimers.clear()
            server.close((error) => (error ? fail(error) : done()))
            server.closeAllConnections()
          }),
      })
    })
  })
}

function isFaultMode(mode: string): mode is FaultMode {
  return (FAULT_MODES as readonly string[]).includes(mode)
}

/** CLI entry: parses flags, starts the server, and says how to fix a busy port. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '3001' }, host: { type: 'string' }, fault: { type: 'string' } },
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be 0-65535, got "${values.port}".`)
  if (values.fault !== undefined && !isFaultMode(values.fault)) {
    throw new Error(`--fault must be one of ${FAULT_MODES.join(', ')}, got "${values.fault}".`)
  }
  const api = await startSampleApi({ port, host: values.host, fault: values.fault }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        throw new Error(`Port ${port} is in use. Stop the other process or pass --port ${port + 1}.`)
      throw error
    },
  )
  console.log(`Sample shop API listening on ${api.url}${values.fault ? ` (fault: ${values.fault})` : ''}`)
  console.log(`Blog list: ${api.url}/api/v2/blogs - use ${api.url} as BLOG_API_URL.`)
  const stop = () => void api.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
