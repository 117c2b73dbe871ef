/**
 * Builds the writers' editor's bundle: `tsx scripts/cms/build-admin.ts <outDir>`. Started by
 * adminBundle.ts when its cache has no bundle for the current sources, in a process of its own, so
 * the memory of Vite's build is returned as soon as it ends (see adminVite.ts).
 */
import { build } from 'vite'
import { adminViteConfig } from './adminVite'

const [outDir] = process.argv.slice(2)
if (!outDir) {
  console.error('Usage: tsx scripts/cms/build-admin.ts <outDir>')
  process.exit(2)
}
try {
  await build(adminViteConfig({ outDir }))
} catch (error) {
  console.error(`The editor (/admin/) did not build: ${(error as Error).message}`)
  process.exit(1)
}
