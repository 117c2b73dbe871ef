/**
 * Vitest's global setup: every image variant of the site, encoded once into the build's cache before
 * the test files start. Several unit tests run whole builds at the same time (two workers); on a clean
 * clone each of them would otherwise encode the same variants in parallel, doubling the work.
 */
import path from 'node:path'
import { slotsByImage } from '../../generator/content/checkImages'
import { encodeImages, formatEncodeReport } from '../../generator/content/encodeImages'
import { loadContent } from '../../generator/content/loadContent'

export default async function warmImageCache(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..')
  const loaded = await loadContent(root)
  // Bad content is the content tests' and the build's to report; there is nothing to warm then.
  if (!loaded.ok) return
  console.log(`image cache for the unit tests: ${formatEncodeReport(await encodeImages(root, slotsByImage(loaded.content.images).values()))}`)
}
