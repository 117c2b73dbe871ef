/**
 * A plain file server for `npm run lighthouse -- --host files`: the same built files, gzipped as a
 * static host sends them, with nothing running per request (lib/node/staticFiles.ts). Only for
 * attributing lab figures: it tells the site's own cost from the cost of running Cloudflare's runtime
 * (wrangler's Node process and workerd) on the same cores as the browser. Every other local visit uses
 * generator/serveSite.ts.
 */
import http from 'node:http'
import { staticFiles } from '../../lib/node/staticFiles'

/** Serves `dir` on 127.0.0.1:`port`, resolving `/about` to `about.html` as the host does. */
export function serveFiles(dir: string, port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(staticFiles(dir))
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) }),
    ),
  )
}
