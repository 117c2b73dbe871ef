/**
 * A plain file server for `npm run lighthouse -- --host files`: the same built files, gzipped as a
 * static host sends them, with nothing running per request. Only for attributing lab figures: it tells
 * the site's own cost from the cost of running Cloudflare's runtime (wrangler's Node process and workerd)
 * on the same cores as the browser. Every other local visit uses generator/serveSite.ts.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/** Serves `dir` on 127.0.0.1:`port`, resolving `/about` to `about.html` as the host does. */
export function serveFiles(dir: string, port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname)
    const file = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')]
      .map((candidate) => path.join(dir, path.normalize(candidate)))
      .find((candidate) => candidate.startsWith(dir) && fs.statSync(candidate, { throwIfNoEntry: false })?.isFile())
    if (!file) return res.writeHead(404).end('Not found')
    const type = types[path.extname(file)] ?? 'application/octet-stream'
    const compress = /^(text|application)\/|svg/.test(type)
    const body = compress ? gzipSync(fs.readFileSync(file)) : fs.readFileSync(file)
    res.writeHead(200, {
      'content-type': type,
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    res.end(body)
  })
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) }),
    ),
  )
}
