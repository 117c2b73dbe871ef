/**
 * `npm run screenshots`: full-page screenshots of the designed pages at 1366 px (desktop) and 390 px
 * (phone) in Chromium, from a built site served the way the host serves it, and a comparison of two
 * sets of them, pixel by pixel.
 *
 *   npm run screenshots -- [--dir dist/client] [--out .screenshots/NAME] [--route /about ...]
 *   npm run screenshots -- --compare .screenshots/before .screenshots/after
 *
 * Shots are taken with reduced motion (no autoplay, no counting up) after the page has loaded and its
 * scripts have run, with the start-up badge marked as seen, so two runs of the same site agree. The
 * comparison prints, per shot, the share of pixels that differ and writes a picture of the differences
 * (`diff-*.png`, changed pixels in red over a faded copy) beside the second set. The shooting and the
 * comparison are tools/shots/, which `npm run pr:report` uses too.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { serveSite } from '../generator/serveSite'
import { compareShots } from './shots/compareShots'
import { shootPages } from './shots/shootPages'

/** The pages whose look the content and code changes must keep. */
export const designedRoutes = [
  '/',
  '/about',
  '/services',
  '/services/embroidery-digitizing',
  '/services/vector-conversion',
  '/custom-patches',
  '/custom-patches/woven-patches',
  '/pricing',
  '/contact',
  '/portfolio',
  '/faq',
  '/blogs',
  '/privacy-policy',
  '/services/line-art',
  '/nope',
]

async function shoot(clientDir: string, out: string, routes: string[], port: number): Promise<void> {
  const server = await serveSite(clientDir, port)
  try {
    await shootPages(server.url, routes, out, (route, screen) => console.log(`${screen} ${route}`))
  } finally {
    await server.close()
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: path.join(process.env.OUT_DIR ?? 'dist', 'client') },
      out: { type: 'string', default: path.join('.screenshots', new Date().toISOString().replace(/[:.]/g, '-')) },
      route: { type: 'string', multiple: true },
      compare: { type: 'string', multiple: true },
      port: { type: 'string', default: '4310' },
    },
    allowPositionals: true,
  })
  if (values.compare) {
    const [before, after] = process.argv.slice(process.argv.indexOf('--compare') + 1)
    if (!before || !after) throw new Error('--compare needs two folders of shots: --compare BEFORE AFTER')
    let changed = 0
    for (const file of fs
      .readdirSync(before)
      .filter((f) => f.endsWith('.png') && !f.startsWith('diff-'))
      .sort()) {
      if (!fs.existsSync(path.join(after, file))) {
        console.log(`${file.padEnd(48)} missing in ${after}`)
        changed++
        continue
      }
      const { share, sizes } = compareShots(
        path.join(before, file),
        path.join(after, file),
        path.join(after, `diff-${file}`),
      )
      if (share > 0 || sizes) changed++
      console.log(
        `${file.padEnd(48)} ${(share * 100).toFixed(3).padStart(7)} % of pixels differ${sizes ? `, size ${sizes}` : ''}`,
      )
    }
    console.log(
      changed
        ? `\n${changed} shot(s) differ: look at the diff-*.png pictures in ${after}.`
        : '\nEvery shot is the same.',
    )
    return
  }
  if (!fs.existsSync(path.join(values.dir, 'index.html')))
    throw new Error(`No built site in ${values.dir}: run \`npm run build\` first, or pass --dir.`)
  await shoot(values.dir, values.out, values.route ?? designedRoutes, Number(values.port))
  console.log(`\nShots in ${values.out}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
