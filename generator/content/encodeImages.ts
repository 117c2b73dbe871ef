/**
 * Encodes the variants of the site's images with sharp, through a cache that outlives the build
 * folder: `node_modules/.cache/images/`, one file per variant, named by the original's hash (its
 * bytes and `encoderSettings`), the width and the format. A build whose images did not change reads
 * every variant from there and encodes nothing; builds into other OUT_DIRs share it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { planVariants, type ContentImage, type ImageSlotName } from '../../lib/imageSlots.ts'

/**
 * How each format is encoded. Part of every image's hash, so a change here renames (and re-encodes)
 * every variant. Chosen for encoding time:
 *
 * - AVIF and WebP at low efforts: far faster to encode than sharp's defaults, for files a few percent
 *   larger;
 * - JPEG without mozjpeg, at quality 70 (the same PSNR as mozjpeg's 76): faster, for larger files.
 *   Every current browser takes the AVIF or WebP source of a <picture>; the JPEGs are the fallback of
 *   older ones, and the share image social sites fetch.
 */
export const encoderSettings = {
  avif: { quality: 52, effort: 1 },
  webp: { quality: 74, effort: 2 },
  jpeg: { quality: 70, progressive: true, optimiseCoding: true },
  png: { compressionLevel: 9, palette: false },
} as const

/** Where encoded variants are kept between builds (git ignores node_modules/). */
export const defaultCacheDir = (root: string) => path.join(root, 'node_modules/.cache/images')

/** A variant's format: an encoder of `encoderSettings`, or `svg` (the original, copied). */
type Format = ReturnType<typeof planVariants>[number]['format']

/** One file of the built site: its URL and where its bytes are cached. */
export interface EncodedVariant {
  url: string
  file: string
}

export interface EncodeReport {
  variants: EncodedVariant[]
  encoded: number
  fromCache: number
}

/** Encodes (or finds in the cache) every variant of every image; `slots` are the places each is shown. */
export async function encodeImages(
  root: string,
  images: Iterable<{ image: ContentImage; slots: readonly ImageSlotName[] }>,
  cacheDir = defaultCacheDir(root),
): Promise<EncodeReport> {
  fs.mkdirSync(cacheDir, { recursive: true })
  /** The variants to encode, by original and width: each original is decoded and resized once per width. */
  const pending = new Map<string, { original: string; width?: number; outputs: { format: Format; file: string }[] }>()
  const variants: EncodedVariant[] = []
  let encoded = 0
  let fromCache = 0
  for (const { image, slots } of images) {
    const original = path.join(root, 'content', image.src)
    for (const variant of planVariants(image, slots)) {
      const file = path.join(
        cacheDir,
        `${image.hash}${variant.width ? `-${variant.width}` : ''}.${variant.url.split('.').pop()}`,
      )
      variants.push({ url: variant.url, file })
      if (fs.existsSync(file)) {
        fromCache++
        continue
      }
      const key = `${original} ${variant.width ?? ''}`
      if (!pending.has(key)) pending.set(key, { original, width: variant.width, outputs: [] })
      pending.get(key)!.outputs.push({ format: variant.format, file })
    }
  }
  const jobs = [...pending.values()].map(({ original, width, outputs }) => async () => {
    // The original's pixels at this width, once for all its formats: the files are byte for byte those
    // of a pipeline per format, without decoding and resizing again for each.
    const resized =
      width === undefined
        ? undefined
        : await sharp(original)
            .rotate()
            .resize({ width, withoutEnlargement: true })
            .raw({ depth: 'uchar' })
            .toBuffer({ resolveWithObject: true })
    for (const { format, file } of outputs) {
      const out =
        format === 'svg' || !resized
          ? fs.readFileSync(original)
          : await sharp(resized.data, {
              raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels },
            })
              [format](encoderSettings[format])
              .toBuffer()
      // Written under a temporary name first, so an interrupted build never leaves half a file in the cache.
      const tmp = `${file}.${process.pid}.tmp`
      fs.writeFileSync(tmp, out)
      fs.renameSync(tmp, file)
      encoded++
    }
  })
  // One encode per core at a time, each on one libvips thread: on a small machine that keeps every
  // core busy without the threads of parallel encodes fighting over them.
  sharp.concurrency(1)
  let next = 0
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]()
  }
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker))
  return { variants, encoded, fromCache }
}

/** The one line the build prints about images. */
export const formatEncodeReport = (report: EncodeReport) =>
  `images: ${report.encoded} encoded, ${report.fromCache} from cache`
