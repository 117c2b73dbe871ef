/**
 * The attachment's bytes checked against its name: the intake's check of every post, and the page's once
 * a file is chosen (loaded then, components/AttachmentField.tsx). The name, type and size are checked
 * first, by lib/checkAttachment.ts.
 */
import type { AttachmentProblem } from './checkAttachment'

/** How each accepted kind of file begins (its signature), keyed by extension. */
const signatures: Readonly<Record<string, readonly number[]>> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // "%PDF-"
}

/**
 * Markup a browser or a server would run, found in a file that claims to be a picture or a PDF: the mark
 * of a polyglot (a file that is also a web page). Long enough not to turn up by chance in compressed data.
 */
const activeContent = ['<script', '<!doctype html', '<?php', '<iframe', '<html>', '<html ', '<html\n', '<html\t'].map(
  (mark) => [...mark].map((c) => c.charCodeAt(0)),
)

/** The marks by their second character, in lower case: a `<` followed by none of them is passed over at once. */
const marksBySecond = new Map<number, number[][]>()
for (const mark of activeContent) marksBySecond.set(mark[1], [...(marksBySecond.get(mark[1]) ?? []), mark])

/** Whether `bytes` hold one of the marks of active content, in any case, at a `<` (found by the platform's own search). */
function holdsActiveContent(bytes: Uint8Array): boolean {
  for (let at = bytes.indexOf(0x3c); at !== -1; at = bytes.indexOf(0x3c, at + 1)) {
    const marks = marksBySecond.get(bytes[at + 1] | 0x20)
    if (marks?.some((mark) => mark.every((c, i) => (bytes[at + i] | (c >= 0x61 ? 0x20 : 0)) === c))) return true
  }
  return false
}

/** Whether a PNG ends with its IEND chunk, with nothing after it (data after IEND is a second file). */
function pngEndsAtIend(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let at = 8
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
    at += 12 + length
    if (type === 'IEND') return at === bytes.length
  }
  return false
}

/**
 * Whether a file's bytes are what its name says: a PNG, JPEG or PDF by its signature, a PNG whole to its
 * last chunk, and no web page hidden in it. `'type'` when they are not (the same alert as a wrong name),
 * null when they are. Run on the whole file: the intake on every post, the page once a file is chosen.
 */
export function checkAttachmentBytes(name: string, bytes: Uint8Array): AttachmentProblem | null {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase()
  const signature = Object.hasOwn(signatures, extension) ? signatures[extension] : undefined
  if (!signature || bytes.length < signature.length || signature.some((byte, i) => bytes[i] !== byte)) return 'type'
  if (extension === 'png' && !pngEndsAtIend(bytes)) return 'type'
  if (holdsActiveContent(bytes)) return 'type'
  return null
}
