/**
 * The image half of the content check: every image a content file names (JSON fields made with
 * `contentImage`, MDX frontmatter, Markdown images in MDX bodies) must be an original in
 * `content/images/` of a supported type, at most 20 MB, at least as wide as its place needs, and
 * described by an alt text. Each original is read once: its size, transparency and hash complete the
 * image object the pages receive (see `ContentImage`).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { isContentImage } from '../../content/config.ts'
import { defaultCacheDir, encoderSettings } from './encodeImages.ts'
import type { ContentProblem } from './formatIssues.ts'
import { imageExtensions, imageSlots, type ContentImage, type ImageSlotName } from '../../lib/imageSlots.ts'

/** Originals above this size are refused (20 MB). */
export const MAX_ORIGINAL_BYTES = 20 * 1024 * 1024

/** One place a content file shows an image. */
export interface ImageUse {
  file: string
  line?: number
  field: string
  /** The image object of the checked content: completed in place when the original is valid. */
  image: Pick<ContentImage, 'src' | 'slot'> & Partial<ContentImage>
  /** The alt text, for Markdown images (JSON alt fields are checked by their schema). */
  alt?: string
}

/** Every image object in a checked collection or frontmatter, with its field path. */
export function imagesIn(
  value: unknown,
  trail: PropertyKey[] = [],
): { trail: PropertyKey[]; image: ImageUse['image'] }[] {
  if (isContentImage(value)) return [{ trail, image: value }]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([k, v]) => imagesIn(v, [...trail, Array.isArray(value) ? Number(k) : k]))
}

/**
 * The Markdown images of an MDX body (`![alt](../images/x.jpg "title")`), their paths made relative
 * to `content/` from the MDX file's folder. Remote images (http:, /public paths) are left alone.
 */
export function markdownImages(rel: string, text: string): { line: number; alt: string; src: string; url: string }[] {
  const found: { line: number; alt: string; src: string; url: string }[] = []
  for (const m of text.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const url = m[2]
    if (!isLocalImageUrl(url)) continue
    found.push({ line: text.slice(0, m.index).split('\n').length, alt: m[1].trim(), src: contentPathOf(rel, url), url })
  }
  return found
}

/** true for a Markdown image URL that names a file beside the MDX file (not a web address or a /path). */
export const isLocalImageUrl = (url: string) => !/^([a-z]+:|\/|#)/i.test(url)

/** The path from `content/` of an image a Markdown file names relative to itself. */
export const contentPathOf = (rel: string, url: string) =>
  path.posix.relative('content', path.posix.join(path.posix.dirname(rel), decodeURI(url)))

/** What the build needs of one original, or why it cannot be used. */
type Original =
  | { ok: true; width: number; height: number; hash: string; fallback: ContentImage['fallback']; buffer: Buffer }
  | { ok: false; expected: string; found: string }

/** Reads one original: where it is, its type and size, then its pixels' size and transparency. */
export async function readOriginal(root: string, src: string): Promise<Original> {
  const imagesDir = path.resolve(root, 'content/images')
  const abs = path.resolve(root, 'content', src)
  if (!abs.startsWith(`${imagesDir}${path.sep}`)) {
    return {
      ok: false,
      expected: 'a path inside content/images/, written from content/, e.g. "images/portfolio/12.jpg"',
      found: JSON.stringify(src),
    }
  }
  const ext = path.extname(src).slice(1).toLowerCase()
  if (!(imageExtensions as readonly string[]).includes(ext)) {
    return {
      ok: false,
      expected: `an image of a supported type (${imageExtensions.join(', ')})`,
      found: JSON.stringify(src),
    }
  }
  if (!fs.existsSync(abs)) {
    return {
      ok: false,
      expected: `an original at content/${src} (put the file there, or fix the path)`,
      found: `no such file: content/${src}`,
    }
  }
  const bytes = fs.statSync(abs).size
  if (bytes > MAX_ORIGINAL_BYTES) {
    return {
      ok: false,
      expected:
        'an original of at most 20 MB: larger files slow every build and no page shows that much detail (export it as a JPEG about 3000 px wide, quality 85)',
      found: `content/${src} is ${(bytes / 1024 / 1024).toFixed(1)} MB`,
    }
  }
  const buffer = fs.readFileSync(abs)
  const hash = createHash('sha256').update(buffer).update(JSON.stringify(encoderSettings)).digest('hex').slice(0, 10)
  try {
    const facts = await pixelFacts(root, hash, ext, buffer)
    return { ok: true, ...facts, hash, buffer }
  } catch (error) {
    return {
      ok: false,
      expected: `an image file that can be read (${imageExtensions.join(', ')})`,
      found: `content/${src}: ${(error as Error).message}`,
    }
  }
}

/**
 * A value computed from an original's pixels, once per process and once per image cache: kept in
 * `node_modules/.cache/images/` beside the original's variants (encodeImages.ts), by its hash. Vike's
 * builds, the dev server and the tests load the content many times, and decoding a photo costs far
 * more in time and memory than reading and hashing it: with every original's facts in the cache, the
 * content check decodes none.
 */
function fromPixels<T>(root: string, name: string, compute: () => Promise<T>): Promise<T> {
  if (!pixelValues.has(name)) {
    const file = path.join(defaultCacheDir(root), name)
    const value = (async () => {
      try {
        return JSON.parse(fs.readFileSync(file, 'utf8')) as T
      } catch {
        // Not cached yet (or unreadable): computed, and written whole or not at all.
      }
      const computed = await compute()
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true })
        fs.writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(computed))
        fs.renameSync(`${file}.${process.pid}.tmp`, file)
      } catch {
        // A cache that cannot be written (a read-only node_modules) only costs the next process the decode.
      }
      return computed
    })()
    pixelValues.set(name, value)
    // A file that cannot be read is read again next time (the writer may have fixed it).
    value.catch(() => pixelValues.delete(name))
  }
  return pixelValues.get(name) as Promise<T>
}
const pixelValues = new Map<string, Promise<unknown>>()

/** What an original's pixels say: its size upright and its fallback format. */
function pixelFacts(root: string, hash: string, ext: string, buffer: Buffer) {
  return fromPixels(root, `${hash}.${ext}.facts.json`, async () => {
    const meta = await sharp(buffer).metadata()
    if (!meta.width || !meta.height) throw new Error('no size in its header')
    // Photos taken sideways carry an EXIF orientation; the variants are rotated upright, so is the size.
    const turned = (meta.orientation ?? 1) >= 5
    const fallback: ContentImage['fallback'] =
      ext === 'svg' ? 'svg' : meta.hasAlpha && !(await sharp(buffer).stats()).isOpaque ? 'png' : 'jpeg'
    return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height, fallback }
  })
}

/** A tiny blurred preview as a data URL: about 200 bytes, shown under the picture while it loads. */
function placeholderOf(root: string, hash: string, buffer: Buffer): Promise<string> {
  return fromPixels(root, `${hash}.preview.json`, async () => {
    const tiny = await sharp(buffer).rotate().resize(16).blur(0.6).webp({ quality: 40 }).toBuffer()
    return `data:image/webp;base64,${tiny.toString('base64')}`
  })
}

/**
 * Checks every use of an image and completes its image object; returns the problems. Each original
 * is read once however many places show it.
 */
export async function checkImageUses(root: string, uses: readonly ImageUse[]): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = []
  const originals = new Map<string, Promise<Original>>()
  const read = (src: string) => {
    if (!originals.has(src)) originals.set(src, readOriginal(root, src))
    return originals.get(src)!
  }
  for (const use of uses) {
    const where = { file: use.file, line: use.line, field: use.field }
    if (use.alt !== undefined && !use.alt) {
      problems.push({
        ...where,
        expected: `a description of the image for visitors who cannot see it: ![what it shows](${use.image.src.replace(/^images\//, '…/images/')})`,
        found: 'an image without alt text',
      })
    }
    const original = await read(use.image.src)
    if (!original.ok) {
      problems.push({ ...where, expected: original.expected, found: original.found })
      continue
    }
    const needed = Math.max(...imageSlots[use.image.slot].widths)
    if (original.fallback !== 'svg' && original.width < needed) {
      problems.push({
        ...where,
        expected: `an original at least ${needed} px wide: this place (${use.image.slot}) shows it up to ${needed} px wide on sharp screens. Use a larger photo`,
        found: `content/${use.image.src} is ${original.width} px wide`,
      })
      continue
    }
    Object.assign(use.image, {
      width: original.width,
      height: original.height,
      hash: original.hash,
      fallback: original.fallback,
    })
    if (imageSlots[use.image.slot].placeholder && original.fallback === 'jpeg') {
      use.image.placeholder = await placeholderOf(root, original.hash, original.buffer)
    }
  }
  return problems
}

/** The slots each original is shown in, for the variant plan. */
export function slotsByImage(uses: readonly ImageUse[]): Map<string, { image: ContentImage; slots: ImageSlotName[] }> {
  const bySrc = new Map<string, { image: ContentImage; slots: ImageSlotName[] }>()
  for (const { image } of uses) {
    const entry = bySrc.get(image.src) ?? { image: image as ContentImage, slots: [] }
    if (!entry.slots.includes(image.slot)) entry.slots.push(image.slot)
    bySrc.set(image.src, entry)
  }
  return bySrc
}
