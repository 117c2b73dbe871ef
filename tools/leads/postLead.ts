/**
 * Posts to the site's intake as a browser would, for the lead tests and the lead benchmark: a page's
 * form key, a quote or a sign-up with its fields and file, sent from an address of the caller's choice
 * (the host names the visitor's address to the Worker in `CF-Connecting-IP`; the local runtime takes
 * the header a request brings).
 */
import { leadActions } from '../../lib/leads/leadActions'
import { sendOnceMoreIfAsked } from '../../lib/leads/sendOnceMore'

/** A page's form key, as the Worker wrote it into the page. */
export async function formKeyOf(siteUrl: string, page = '/contact'): Promise<string> {
  const html = await (await fetch(`${siteUrl}${page}`)).text()
  const key = /name="form_key" value="([^"]+)"/.exec(html)?.[1]
  if (!key) throw new Error(`${page} carries no form key: is the Worker's FORM_KEY_SECRET set?`)
  return key
}

let counter = 0
/** An address of the private range no other post of this process uses. */
export const freshAddress = () => {
  const n = ++counter + (process.pid % 200) * 60_000
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** A quote as a person fills it in. */
export const quoteOf = (email: string, more: Record<string, string> = {}) => ({
  name: 'Dana Whitfield',
  email,
  phone: '+1 (917) 555-0199',
  subject: 'Embroidery Digitizing',
  message: `Left chest logo, 3.5 in wide, on polo shirts.\nRef ${email}`,
  ...more,
})

export interface LeadPost {
  kind: 'quote' | 'newsletter'
  fields: Record<string, string>
  file?: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }
  /** The visitor's address; a fresh one when left out. */
  address?: string
  /** The page the form was on (sent as the Referer), e.g. "/contact?utm_source=mail". */
  page?: string
  /** JSON, as a page's script asks; or the page a browser without script gets. */
  accept?: 'json' | 'html'
  /** A body and its type as they are, for posts no browser sends. */
  raw?: { body: Uint8Array<ArrayBuffer> | string; type: string }
  /** More headers, e.g. an Origin. */
  headers?: Record<string, string>
}

export interface LeadAnswer {
  status: number
  /** The intake's JSON answer, when it gave one. */
  json?: { ok: boolean; id?: string; errors?: Record<string, string> }
  /** The answer's body as text: the page a browser without script gets. */
  body: string
  location: string | null
  /** Milliseconds from sending to the whole answer. */
  ms: number
  /** The intake's phases and their milliseconds, from its `Server-Timing` header. */
  phases: Record<string, number>
}

/** Sends one post to the intake. */
export async function postLead(siteUrl: string, post: LeadPost): Promise<LeadAnswer> {
  const headers: Record<string, string> = {
    'CF-Connecting-IP': post.address ?? freshAddress(),
    Referer: `${siteUrl}${post.page ?? (post.kind === 'quote' ? '/contact' : '/')}`,
    Accept: post.accept === 'html' ? 'text/html' : 'application/json',
    ...post.headers,
  }
  let body: BodyInit
  if (post.raw) {
    body = typeof post.raw.body === 'string' ? post.raw.body : new Blob([post.raw.body])
    headers['Content-Type'] = post.raw.type
  } else if (post.kind === 'newsletter' && !post.file) {
    body = new URLSearchParams(post.fields)
  } else {
    const form = new FormData()
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value)
    if (post.file) form.append('attachment', new Blob([post.file.bytes], { type: post.file.type }), post.file.name)
    body = form
  }
  const started = performance.now()
  // Sent once more when the local runtime asks for it, as the forms do (lib/leads/sendOnceMore.ts).
  const response = await sendOnceMoreIfAsked(() =>
    fetch(`${siteUrl}${leadActions[post.kind]}`, { method: 'POST', headers, body, redirect: 'manual' }),
  )
  const text = await response.text()
  const ms = performance.now() - started
  let json: LeadAnswer['json']
  if (response.headers.get('Content-Type')?.includes('application/json')) json = JSON.parse(text)
  const phases = Object.fromEntries(
    [...(response.headers.get('Server-Timing') ?? '').matchAll(/([\w-]+);dur=([\d.]+)/g)].map(([, name, dur]) => [
      name,
      Number(dur),
    ]),
  )
  return { status: response.status, json, body: text, location: response.headers.get('Location'), ms, phases }
}

/** A 1 × 1 PNG, whole (its IEND chunk last). */
export const tinyPng = () =>
  Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  )

/** A PDF of exactly `size` bytes (its header, filler, its end mark), as artwork of that size stands in. */
export function pdfOfSize(size: number, fill = 0x20): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(fill)
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'))
  bytes.set(new TextEncoder().encode('\n%%EOF\n'), size - 7)
  return bytes
}
