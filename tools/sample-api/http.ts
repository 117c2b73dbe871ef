/*
 * Small node:http helpers of the sample shop API: CORS, answers, request bodies.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

/** CORS on every answer: the site fetches the API from another origin, in the browser and in tests. */
export function cors(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept')
}

/** Ends the answer; `no-store` so a re-fetch after `/__admin/posts` never sees a cached list. */
export function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, body === '' ? {} : { 'Content-Type': type, 'Cache-Control': 'no-store' })
  res.end(body)
}

/** Ends the answer with a JSON body. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, JSON.stringify(body), 'application/json; charset=utf-8')
}

/** Reads a request body as UTF-8 text. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Banner URLs follow the Host the client used, so they work through any port or hostname. */
export function requestOrigin(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host
  return host && /^[a-z0-9.\-[\]:]+$/i.test(host) ? `http://${host}` : fallback
}
