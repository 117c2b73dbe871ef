/**
 * What the quote form does with a chosen file once its name, type and size are right (loaded then,
 * components/AttachmentField.tsx): its bytes checked as the intake checks them, then read into base64
 * locally (spec point 5), an image's copy kept for its thumbnail. That copy is never submitted.
 */
import type { AttachmentProblem } from '../checkAttachment'
import { checkAttachmentBytes } from '../checkAttachmentBytes'

/** The file refused for its bytes, or accepted with an image's data: URL. Rejects when `signal` aborts. */
export async function readAttachment(
  file: File,
  signal: AbortSignal,
): Promise<{ problem: AttachmentProblem } | { image?: string }> {
  if (checkAttachmentBytes(file.name, new Uint8Array(await file.arrayBuffer()))) return { problem: 'type' }
  signal.throwIfAborted()
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    signal.addEventListener('abort', () => reader.abort())
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = reader.onabort = () => reject(reader.error ?? signal.reason)
    reader.readAsDataURL(file)
  })
  return { image: dataUrl.startsWith('data:image/') ? dataUrl : undefined }
}
