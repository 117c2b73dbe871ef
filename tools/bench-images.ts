/**
 * `npx tsx tools/bench-images.ts`: the image half of the build on its own. Encodes every variant
 * of the current content into an empty cache (cold), then again from that cache (warm), copies them
 * as the build does into its client folder, and prints the wall time, the CPU time of the process
 * (every libvips thread included) and the load average, for PERFORMANCE.md. The content check (which
 * reads every original) is timed too. The cache is a temporary folder: the build's own is left alone;
 * `--cache DIR` uses DIR instead (e.g. the build's `node_modules/.cache/images`, to time warm runs only).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { slotsByImage } from '../generator/content/checkImages'
import { encodeImages, formatEncodeReport } from '../generator/content/encodeImages'
import { formatProblems } from '../generator/content/formatIssues'
import { loadContent } from '../generator/content/loadContent'

const root = path.resolve(import.meta.dirname, '..')
const checkStarted = performance.now()
const loaded = await loadContent(root)
console.log(`content check, every original read: ${((performance.now() - checkStarted) / 1000).toFixed(1)} s`)
if (!loaded.ok) throw new Error(formatProblems(loaded.problems))
const images = [...slotsByImage(loaded.content.images).values()]
const at = process.argv.indexOf('--cache')
const cache = at > 0 ? path.resolve(process.argv[at + 1]) : fs.mkdtempSync(path.join(os.tmpdir(), 'image-cache-'))

for (const pass of ['cold', 'warm']) {
  const wall = performance.now()
  const cpu = process.cpuUsage()
  const report = await encodeImages(root, images, cache)
  const used = process.cpuUsage(cpu)
  if (pass === 'warm') {
    // What the client build does with them: one hard link (or copy) per variant into assets/images/.
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'image-out-'))
    for (const v of report.variants) {
      fs.mkdirSync(path.dirname(path.join(out, v.url)), { recursive: true })
      try {
        fs.linkSync(v.file, path.join(out, v.url))
      } catch {
        fs.copyFileSync(v.file, path.join(out, v.url))
      }
    }
    fs.rmSync(out, { recursive: true, force: true })
  }
  console.log(
    `${pass}${pass === 'warm' ? ' (and copied into a client folder)' : ''}: ${formatEncodeReport(report)} (${images.length} originals) in ${((performance.now() - wall) / 1000).toFixed(1)} s wall, ` +
      `${((used.user + used.system) / 1e6).toFixed(1)} s CPU, on ${os.availableParallelism()} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  )
}
const files = (fs.readdirSync(cache) as string[]).filter((f) => !f.endsWith('.tmp'))
const bytes = files.reduce((sum, f) => sum + fs.statSync(path.join(cache, f)).size, 0)
console.log(`${files.length} variants in the cache, ${(bytes / 1024 / 1024).toFixed(1)} MB`)
if (at < 0) fs.rmSync(cache, { recursive: true, force: true })
