/**
 * The static server of this machine's own browsers (lib/node/staticFiles.ts: the budgets, Lighthouse's
 * `--host files`, the editor's preview of the public files) answers as a static host does.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { staticFiles } from '../../lib/node/staticFiles'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'))
let server: http.Server
let origin: string

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'site/assets'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'site/about.html'), '<h1>About</h1>')
  fs.writeFileSync(path.join(dir, 'site/assets/app.js'), 'console.log(1)')
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'outside')
  server = http.createServer(staticFiles(path.join(dir, 'site')))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A raw GET (fetch would decompress): status, headers and the body as sent. */
const get = (urlPath: string, headers: http.OutgoingHttpHeaders = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${origin}${urlPath}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })

it('answers /about with about.html, gzipped for a browser that accepts it, and not cached', async () => {
  const page = await get('/about', { 'accept-encoding': 'gzip, deflate' })
  expect(page.status).toBe(200)
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(page.headers['content-encoding']).toBe('gzip')
  expect(page.headers['cache-control']).toBe('no-cache')
  expect(gunzipSync(page.body).toString()).toBe('<h1>About</h1>')
  expect((await get('/about')).body.toString()).toBe('<h1>About</h1>')
})

it('caches fingerprinted assets for a year, and answers 404 for what is missing or outside the folder', async () => {
  const asset = await get('/assets/app.js')
  expect([asset.status, asset.body.toString()]).toEqual([200, 'console.log(1)'])
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect((await get('/missing')).status).toBe(404)
  expect((await get('/%2e%2e/secret.txt')).status).toBe(404)
  expect((await get('/..%2Fsecret.txt')).status).toBe(404)
})
