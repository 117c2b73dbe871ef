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
 * (`diff-*.png`, changed pixels in red over a faded copy) beside the second set.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { servePages } from '../generator/servePages'
import { chromiumArgs, chromiumPath } from './chromium'

/** The pages whose look the content and code changes must keep. */
export const designedRoutes = ['/', '/about', '/services', '/services/embroidery-digitizing', '/services/vector-conversion', '/custom-patches', '/custom-patches/woven-patches', '/pricing', '/contact', '/portfolio', '/faq', '/blogs', '/privacy-policy', '/services/line-art', '/nope']

const screens = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const

const fileOf = (route: string, screen: string) => `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${screen}.png`

async function shoot(clientDir: string, out: string, routes: string[], port: number): Promise<void> {
  fs.mkdirSync(out, { recursive: true })
  const server = await servePages(clientDir, port)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    for (const [screen, viewport] of Object.entries(screens)) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce', isMobile: screen === 'phone', hasTouch: screen === 'phone' })
      await context.addInitScript(() => window === window.top && sessionStorage.setItem('startup-overlay-seen', '1'))
      const page = await context.newPage()
      for (const route of routes) {
        await page.goto(`${server.url}${route}`, { waitUntil: 'load' })
        // The page's scripts run after the load event; give them, the fonts and lazy images time to settle.
        await page.waitForLoadState('networkidle')
        await page.evaluate(async () => {
          await document.fonts.ready
          for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
            scrollTo(0, y)
            await new Promise((r) => setTimeout(r, 60))
          }
          scrollTo(0, 0)
        })
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(300)
        await page.screenshot({ path: path.join(out, fileOf(route, screen)), fullPage: true })
        console.log(`${screen} ${route}`)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

/** The share of differing pixels of two shots, and a picture of where they differ; null when sizes differ. */
async function compareShots(a: string, b: string, diffFile: string): Promise<{ share: number; sizes?: string }> {
  const [ia, ib] = await Promise.all([sharp(a).ensureAlpha().raw().toBuffer({ resolveWithObject: true }), sharp(b).ensureAlpha().raw().toBuffer({ resolveWithObject: true })])
  const width = Math.min(ia.info.width, ib.info.width)
  const height = Math.min(ia.info.height, ib.info.height)
  const sizes = ia.info.width === ib.info.width && ia.info.height === ib.info.height ? undefined : `${ia.info.width}×${ia.info.height} → ${ib.info.width}×${ib.info.height}`
  const diff = Buffer.alloc(width * height * 4)
  let differing = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const pa = (y * ia.info.width + x) * 4
      const pb = (y * ib.info.width + x) * 4
      const d = (y * width + x) * 4
      const changed = Math.abs(ia.data[pa] - ib.data[pb]) + Math.abs(ia.data[pa + 1] - ib.data[pb + 1]) + Math.abs(ia.data[pa + 2] - ib.data[pb + 2]) > 24
      if (changed) differing++
      const grey = 255 - (255 - (ib.data[pb] + ib.data[pb + 1] + ib.data[pb + 2]) / 3) / 4
      diff.set(changed ? [230, 20, 20, 255] : [grey, grey, grey, 255], d)
    }
  }
  await sharp(diff, { raw: { width, height, channels: 4 } }).png().toFile(diffFile)
  return { share: differing / (width * height), sizes }
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
    for (const file of fs.readdirSync(before).filter((f) => f.endsWith('.png') && !f.startsWith('diff-')).sort()) {
      if (!fs.existsSync(path.join(after, file))) {
        console.log(`${file.padEnd(48)} missing in ${after}`)
        changed++
        continue
      }
      const { share, sizes } = await compareShots(path.join(before, file), path.join(after, file), path.join(after, `diff-${file}`))
      if (share > 0 || sizes) changed++
      console.log(`${file.padEnd(48)} ${(share * 100).toFixed(3).padStart(7)} % of pixels differ${sizes ? `, size ${sizes}` : ''}`)
    }
    console.log(changed ? `\n${changed} shot(s) differ: look at the diff-*.png pictures in ${after}.` : '\nEvery shot is the same.')
    return
  }
  if (!fs.existsSync(path.join(values.dir, 'index.html'))) throw new Error(`No built site in ${values.dir}: run \`npm run build\` first, or pass --dir.`)
  await shoot(values.dir, values.out, values.route ?? designedRoutes, Number(values.port))
  console.log(`\nShots in ${values.out}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
