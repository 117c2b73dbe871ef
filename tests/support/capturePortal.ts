/**
 * Stands in for the customer portal in end-to-end tests: records every form post it receives
 * (method, path, encoding, fields, files) and answers with a small thank-you page.
 * `GET /__submissions` lists what arrived; tests find theirs by a unique field value.
 */
import http from 'node:http'

export interface Submission {
  method: string
  path: string
  contentType: string
  fields: Record<string, string>
  files: { field: string; name: string; size: number; type: string }[]
}

export function startCapturePortal(port: number, host = '127.0.0.1'): Promise<{ url: string; close(): Promise<void> }> {
  const submissions: Submission[] = []
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`)
    if (req.method === 'GET' && url.pathname === '/__submissions') {
      res
        .writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' })
        .end(JSON.stringify(submissions))
      return
    }
    if (req.method !== 'POST') {
      res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end('<!doctype html><title>Portal</title><h1>Customer portal</h1>')
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const contentType = req.headers['content-type'] ?? ''
    const submission: Submission = { method: req.method, path: url.pathname, contentType, fields: {}, files: [] }
    // The platform's own parser reads both urlencoded and multipart bodies.
    const form = await new Request(url, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: Buffer.concat(chunks),
    }).formData()
    for (const [field, value] of form) {
      if (typeof value === 'string') submission.fields[field] = value
      else submission.files.push({ field, name: value.name, size: value.size, type: value.type })
    }
    submissions.push(submission)
    res
      .writeHead(200, { 'Content-Type': 'text/html' })
      .end('<!doctype html><title>Thank you</title><h1>Thank you! We received your message.</h1>')
  })
  return new Promise((resolve) =>
    server.listen(port, host, () =>
      resolve({ url: `http://${host}:${port}`, close: () => new Promise((done) => server.close(() => done())) }),
    ),
  )
}
