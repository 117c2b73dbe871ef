/**
 * Reads a form post as a browser sends it (multipart, or urlencoded for the newsletter), and refuses
 * what no form of this site sends, before anything is parsed further or stored: a body larger than the
 * largest attachment allows, a cut-off or malformed body, more parts than a form has, a file where text
 * belongs, a field sent twice, bytes that are not UTF-8.
 */
import { maxAttachmentBytes } from '../../lib/checkAttachment'

/** Room for the text fields and the multipart framing beside the largest attachment. */
const MAX_BODY_BYTES = maxAttachmentBytes + 256 * 1024
/** More parts than any form of the site posts (its fields, the key, the trap, a challenge's answer). */
const MAX_PARTS = 24

/** A field the post is refused for, and why; `form` when the post as a whole cannot be read. */
export interface Refusal {
  status: 400 | 413 | 415
  field: string
  problem: 'unreadable' | 'tooLarge' | 'invalid'
}

/** What a readable post holds: its text fields, and its one file (the attachment) if it has one. */
export interface Post {
  fields: Record<string, string>
  file?: File
}

/** Reads a body up to `limit` bytes; null when it is longer. */
async function readBody(request: Request, limit: number): Promise<Uint8Array | null> {
  const reader = request.body?.getReader()
  if (!reader) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let length = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    length += value.byteLength
    if (length > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(length)
  let at = 0
  for (const chunk of chunks) body.set(chunk, (at += chunk.byteLength) - chunk.byteLength)
  return body
}

/** A post's fields and file, or why it is refused. `fileField` is the one field that may hold a file. */
export async function readPost(request: Request, fileField?: string): Promise<Post | Refusal> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!/^multipart\/form-data;\s*boundary=/i.test(type) && !/^application\/x-www-form-urlencoded\b/i.test(type))
    return { status: 415, field: 'form', problem: 'unreadable' }
  let form: FormData
  try {
    // A browser says how long its form is: within the limit, the platform reads it as it is; a body of
    // unsaid length is read up to the limit first.
    const length = Number(request.headers.get('Content-Length') ?? NaN)
    if (length > MAX_BODY_BYTES) return { status: 413, field: fileField ?? 'form', problem: 'tooLarge' }
    if (length >= 0) form = await request.formData()
    else {
      const body = await readBody(request, MAX_BODY_BYTES)
      if (!body) return { status: 413, field: fileField ?? 'form', problem: 'tooLarge' }
      form = await new Response(body, { headers: { 'Content-Type': type } }).formData()
    }
  } catch {
    return { status: 400, field: 'form', problem: 'unreadable' }
  }
  const fields: Record<string, string> = {}
  let file: File | undefined
  let parts = 0
  for (const [name, value] of form) {
    if (++parts > MAX_PARTS) return { status: 400, field: 'form', problem: 'unreadable' }
    if (Object.hasOwn(fields, name) || (name === fileField && file))
      return { status: 400, field: name, problem: 'invalid' }
    if (typeof value === 'string') {
      // The platform decodes text as UTF-8 and puts U+FFFD where bytes were not; no form sends that.
      if (value.includes('\uFFFD')) return { status: 400, field: name, problem: 'invalid' }
      // An empty file field (no file chosen) arrives as an empty text value in some clients.
      if (name === fileField && value === '') continue
      if (name === fileField) return { status: 400, field: name, problem: 'invalid' }
      fields[name] = value
    } else if (name !== fileField) {
      return { status: 400, field: name, problem: 'invalid' }
    } else if (value.size > 0 || value.name) {
      // A browser sends a file field left empty as a part with no name and no bytes: no attachment.
      file = value
    }
  }
  return { fields, file }
}

export const isRefusal = (read: Post | Refusal): read is Refusal => 'status' in read
