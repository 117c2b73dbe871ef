/**
 * Builds the writers' editor: `tsx scripts/cms/build-admin.ts <outDir> <siteUrl>`. Run by
 * scripts/build.ts after the pages, into `<client>/admin` (see adminVite.ts).
 */
import { build } from 'vite'
import { adminViteConfig, publishTarget } from './adminVite'

const [outDir, siteUrl] = process.argv.slice(2)
if (!outDir || !siteUrl) {
  console.error('Usage: tsx scripts/cms/build-admin.ts <outDir> <siteUrl>')
  process.exit(2)
}
try {
  await build(adminViteConfig({ ...publishTarget(), siteUrl, outDir }))
} catch (error) {
  console.error(`The editor (/admin/) did not build: ${(error as Error).message}`)
  process.exit(1)
}
