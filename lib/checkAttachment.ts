/**
 * The quote form's attachment rules (spec points 5, 8 and 9): PNG, JPG, JPEG or PDF, at most 10 MB.
 * A pure function, so the rules are unit-tested without a browser; the form shows the spec's alert for
 * what it returns (content/ui.json).
 */

/** Largest accepted attachment: 10 MB, counted in bytes (10 × 1024 × 1024). */
export const maxAttachmentBytes = 10_485_760

/** Accepted extensions (lower case) and the one MIME type a browser reports for each. */
export const allowedAttachmentTypes: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
}

/** The `accept` attribute of the file input: every extension and MIME type above. */
export const attachmentAccept = [
  ...Object.keys(allowedAttachmentTypes).map((ext) => `.${ext}`),
  ...new Set(Object.values(allowedAttachmentTypes)),
].join(',')

/** What is wrong with a refused file: its type, or its size. The alerts' words are content/ui.json's `quoteForm.alerts`. */
export type AttachmentProblem = 'type' | 'size'

/** What the check needs of a `File` (a plain object in tests). */
export interface AttachmentLike {
  name: string
  type: string
  size: number
}

/**
 * What is wrong with a chosen file, or null when it may be sent. The type is checked first: the
 * extension (any case, e.g. LOGO.PNG) must be allowed AND the reported MIME type must match it, so a
 * renamed file is refused. Then the size: exactly 10485760 bytes passes, one byte more does not.
 */
export function checkAttachment(file: AttachmentLike): AttachmentProblem | null {
  const dot = file.name.lastIndexOf('.')
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : ''
  const expectedType = Object.hasOwn(allowedAttachmentTypes, extension) ? allowedAttachmentTypes[extension] : undefined
  if (!expectedType || file.type.toLowerCase() !== expectedType) return 'type'
  if (file.size > maxAttachmentBytes) return 'size'
  return null
}
