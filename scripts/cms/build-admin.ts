/**
 * Builds the writers' editor's bundle: `tsx scripts/cms/build-admin.ts <outDir>`. Run by
 * scripts/build.ts after the pages, into `<client>/admin` (see adminVite.ts); the build then writes
 * the editor's configuration beside it (adminConfig.ts).
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
