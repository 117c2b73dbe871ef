/*
 * A stand-in for the customer portal, where the site's intake delivers leads: what `npm start` and the
 * tests deliver to, and what they break on purpose.
 *
 *   npx tsx tools/portal-stand-in.ts [--port 3003] [--mode up|down|hang|slow]
 *
 * Every POST is recorded (method, path, encoding, fields, files with their size and SHA-256, the
 * Idempotency-Key header) and answered like the portal: a small thank-you page. A repeat of a key it
 * has taken is answered the same and recorded as a repeat, as a portal that honours idempotency keys
 * does (Stripe's API); `arrivals` counts every request that reached it.
 *
 *   GET    /__submissions   -> { submissions: Submission[], arrivals: number, repeats: number }
 *   POST   /__mode          -> body { "mode": "up" | "down" | "hang" | "slow" }
 *
 * Modes: `up` takes every post; `down` answers 503; `hang` never answers (the connection stays open
 * until the client gives up); `slow` answers after 20 s.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'

/** A file's SHA-256 in hex, as the stand-in records each file it takes (`Submission.files[].sha256`). */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

export const PORTAL_MODES = ['up', 'down', 'hang', 'slow'] as const
export type PortalMode = (typeof PORTAL_MODES)[number]

/** A post the portal took. */
export interface Submission {
  method: string
  path: string
  contentType: string
  idempotencyKey: string | null
  fields: Record<string, string>
  files: { field: string; name: string; size: number; type: string; sha256: string }[]
  receivedAt: number
}

/** What `GET /__submissions` answers. */
export interface PortalRecord {
  submissions: Submission[]
  /** Every POST that reached the portal, in every mode, repeats included. */
  arrivals: number
  /** Posts it took whose idempotency key it had already taken. */
  repeats: number
}

export interface PortalStandIn {
  url: string
  setMode(mode: PortalMode): void
  close(): Promise<void>
}

/** Starts the stand-in on 127.0.0.1:`port` (0 for any free port). */
export function startPortalStandIn(port: number, mode: PortalMode = 'up'): Promise<PortalStandIn> {
  const record: PortalRecord = { submissions: [], arrivals: 0, repeats: 0 }
  const taken = new Set<string>()
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://portal')
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    if (req.method === 'GET' && url.pathname === '/__submissions') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' })
      return res.end(JSON.stringify(record))
    }
    if (req.method === 'POST' && url.pathname === '/__mode') {
      const asked = (JSON.parse(body.toString() || '{}') as { mode?: PortalMode }).mode
      if (!asked || !PORTAL_MODES.includes(asked)) return res.writeHead(400).end(`mode is one of ${PORTAL_MODES}`)
      mode = asked
      return res.writeHead(204).end()
    }
    if (req.method !== 'POST') {
      res.writeHead(200, { 'Content-Type': 'text/html' })
      return res.end('<!doctype html><title>Portal</title><h1>Customer portal</h1>')
    }
    record.arrivals++
    if (mode === 'down') return res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Service Unavailable')
    if (mode === 'hang') return
    if (mode === 'slow') await new Promise((done) => setTimeout(done, 20_000))
    const contentType = req.headers['content-type'] ?? ''
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null
    if (key && taken.has(key)) record.repeats++
    else {
      if (key) taken.add(key)
      const submission: Submission = {
        method: req.method,
        path: url.pathname,
        contentType,
        idempotencyKey: key,
        fields: {},
        files: [],
        receivedAt: Date.now(),
      }
      // The platform's own parser reads both urlencoded and multipart bodies.
      const form = await new Request(url, { method: 'POST', headers: { 'content-type': contentType }, body }).formData()
      for (const [field, value] of form) {
        if (typeof value === 'string') submission.fields[field] = value
        else {
          const bytes = Buffer.from(await value.arrayBuffer())
          submission.files.push({ field, name: value.name, size: value.size, type: value.type, sha256: sha256(bytes) })
        }
      }
      record.submissions.push(submission)
    }
    res.writeHead(200, { 'Content-Type': 'text/html' })
    res.end('<!doctype html><title>Thank you</title><h1>Thank you! We received your message.</h1>')
  })
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        setMode: (next) => (mode = next),
        close: () => new Promise((done) => (server.closeAllConnections(), server.close(() => done()))),
      }),
    ),
  )
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '3003' }, mode: { type: 'string' } } })
  const portal = await startPortalStandIn(Number(values.port), (values.mode as PortalMode | undefined) ?? 'up')
  console.log(`Portal stand-in listening on ${portal.url}`)
}
