/**
 * A folder served as a static host serves it, for this machine's own servers (the budgets' and
 * Lighthouse's browsers, the editor's preview of the site's public files): `/about` answers with
 * `about.html` (or `about/index.html`), text is sent gzipped as hosts send it, and fingerprinted assets
 * are cached for a year. Hand-written rather than sirv: sirv sends only files compressed beforehand.
 */
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
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

/**
 * A request handler serving `dir`; a path with no file goes to `next` when given (a middleware), else
 * gets a 404.
 */
export function staticFiles(dir: string) {
  const root = path.resolve(dir)
  return (req: IncomingMessage, res: ServerResponse, next?: () => void): void => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname)
    const file = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')]
      .map((candidate) => path.join(root, path.normalize(candidate)))
      .find((candidate) => candidate.startsWith(root) && fs.statSync(candidate, { throwIfNoEntry: false })?.isFile())
    if (!file) {
      if (next) return next()
      res.writeHead(404).end('Not found')
      return
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream'
    const compress = /^(text|application)\/|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))
    const body = compress ? gzipSync(fs.readFileSync(file)) : fs.readFileSync(file)
    res.writeHead(200, {
      'content-type': type,
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}
