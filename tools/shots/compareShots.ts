/**
 * Two shots of one page compared pixel by pixel with pixelmatch: the share of pixels that differ and a
 * picture of where (changed pixels in red over a faded copy of the second shot). Shots of different
 * heights are compared on a canvas as tall as the taller one, the shorter padded with white, so a page
 * that grew counts its new part as changed.
 */
import fs from 'node:fs'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** The result of one comparison. */
export interface ShotDifference {
  /** Share of the canvas's pixels that differ, 0 to 1. */
  share: number
  /** "1366×4210 → 1366×4380" when the sizes differ. */
  sizes?: string
  /** The first and last rows with a changed pixel (from the top of the page, in pixels), when any. */
  rows?: [number, number]
}

/** `image` drawn on a white canvas of `width` × `height`. */
function onCanvas(image: PNG, width: number, height: number): Buffer {
  if (image.width === width && image.height === height) return image.data
  const canvas = new PNG({ width, height })
  canvas.data.fill(255)
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0)
  return canvas.data
}

/** Compares the shots `before` and `after` (PNG files) and writes the picture of their differences to `diffFile`. */
export function compareShots(before: string, after: string, diffFile: string): ShotDifference {
  const [a, b] = [before, after].map((file) => PNG.sync.read(fs.readFileSync(file)))
  const width = Math.max(a.width, b.width)
  const height = Math.max(a.height, b.height)
  const diff = new PNG({ width, height })
  // threshold 0.1 is pixelmatch's default: anti-aliasing noise between two renders is not a change.
  const changed = pixelmatch(onCanvas(a, width, height), onCanvas(b, width, height), diff.data, width, height, {
    threshold: 0.1,
    alpha: 0.25,
    diffColor: [230, 20, 20],
  })
  fs.writeFileSync(diffFile, PNG.sync.write(diff))
  const sizes =
    a.width === b.width && a.height === b.height ? undefined : `${a.width}×${a.height} → ${b.width}×${b.height}`
  return { share: changed / (width * height), sizes, rows: changed ? changedRows(diff) : undefined }
}

/** The first and last rows of a pixelmatch picture that hold a changed pixel (its diff colour). */
function changedRows(diff: PNG): [number, number] {
  const isChanged = (y: number) => {
    for (let x = 0; x < diff.width; x++) {
      const i = (y * diff.width + x) * 4
      if (diff.data[i] === 230 && diff.data[i + 1] === 20 && diff.data[i + 2] === 20) return true
    }
    return false
  }
  let top = 0
  while (top < diff.height - 1 && !isChanged(top)) top++
  let bottom = diff.height - 1
  while (bottom > top && !isChanged(bottom)) bottom--
  return [top, bottom]
}
