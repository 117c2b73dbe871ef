/**
 * Serves a built site exactly as a static host would: files and directory indexes, the rules of the
 * written `_redirects` (301 redirects, 200 rewrites to shell pages, 404 rules) and `_headers`, and
 * `404.html` with status 404 for everything else, compressing text with gzip as hosts do (so lab
 * measurements such as Lighthouse see the bytes a visitor downloads). Usable as a module (tests) or
 * from the command line.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { matchPattern, parseHeaders, parseRedirects, type RedirectRule } from './build/hostRules'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

/** Types worth compressing: text. Images and fonts are compressed already. */
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt'])

/** Gzipped files, compressed once per version of the file (path, size and modification time). */
const gzipCache = new Map<string, { key: string; body: Buffer }>()
function gzipped(file: string): Buffer {
  const stat = fs.statSync(file)
  const key = `${stat.size}:${stat.mtimeMs}`
  const cached = gzipCache.get(file)
  if (cached?.key === key) return cached.body
  const body = gzipSync(fs.readFileSync(file))
  gzipCache.set(file, { key, body })
  return body
}

/** The file for a URL path: the file itself, or the folder's `index.html`; null when there is none. */
function fileFor(dir: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const file = path.join(dir, path.normalize(decoded))
  if (!file.startsWith(dir)) return null
  for (const candidate of [file, path.join(file, 'index.html')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

/** Replaces `:splat` and `:name` in a rule's target. */
const fillTarget = (to: string, params: Record<string, string>) => to.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '')

export interface StaticServer {
  url: string
  close(): Promise<void>
}

/** Starts the server for a built client folder. */
export function serveStatic(clientDir: string, port: number, host = '127.0.0.1'): Promise<StaticServer> {
  const dir = path.resolve(clientDir)
  const read = (name: string) => (fs.existsSync(path.join(dir, name)) ? fs.readFileSync(path.join(dir, name), 'utf8') : '')
  const redirects = parseRedirects(read('_redirects'))
  const headerRules = parseHeaders(read('_headers'))

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const send = (status: number, file: string) => {
      for (const rule of headerRules) if (matchPattern(rule.pattern, url.pathname)) for (const [k, v] of Object.entries(rule.headers)) res.setHeader(k, v)
      const type = types[path.extname(file)] ?? 'application/octet-stream'
      if (compressible.has(path.extname(file))) {
        res.setHeader('Vary', 'Accept-Encoding')
        if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
          const body = gzipped(file)
          res.writeHead(status, { 'Content-Type': type, 'Content-Encoding': 'gzip', 'Content-Length': body.length })
          res.end(req.method === 'HEAD' ? undefined : body)
          return
        }
      }
      res.writeHead(status, { 'Content-Type': type })
      if (req.method === 'HEAD') res.end()
      else fs.createReadStream(file).pipe(res)
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    // Redirect rules come first, like hosts do for exact old addresses.
    const applies = (rule: RedirectRule) => matchPattern(rule.from, url.pathname)
    for (const rule of redirects.filter((r) => r.status === 301 || r.status === 302)) {
      const params = applies(rule)
      if (params) {
        res.writeHead(rule.status, { Location: fillTarget(rule.to, params) }).end()
        return
      }
    }
    const file = fileFor(dir, url.pathname)
    if (file) return send(200, file)
    // Rewrites and 404 rules apply only where no file exists (hosts do not shadow files).
    for (const rule of redirects.filter((r) => r.status === 200 || r.status === 404)) {
      const params = applies(rule)
      const target = params && fileFor(dir, fillTarget(rule.to, params))
      if (target) return send(rule.status, target)
    }
    send(404, path.join(dir, '404.html'))
  })
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address() as { port: number }
      resolve({ url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}`, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}

// Command line: `tsx scripts/serve.ts [clientDir]`, port from PORT (default 3000).
if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const dir = process.argv[2] ?? path.join(process.env.OUT_DIR ?? 'dist', 'client')
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No built site in ${dir}. Run \`npm run build\` first (or \`npm start\`, which builds and serves).`)
    process.exit(1)
  }
  const { url } = await serveStatic(dir, Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1')
  console.log(`Serving ${dir} at ${url}`)
}
