/**
 * Image budgets of a built site: the bytes of the images a route's first view costs, at a phone and
 * a desktop width. Measured in Chromium, on the built files served from disk: every image the page
 * requests while it loads, before any scrolling, counts with the size of its file. That is the
 * images in view plus the lazy ones the browser fetches ahead because they are near it (Chromium
 * loads lazy images up to a few screens below the fold); the browser decides which variant of each
 * `srcset` it takes.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { chromium, devices } from '@playwright/test'
import { staticFiles } from '../../lib/node/staticFiles'
import { chromiumArgs, testChromiumPath } from '../chromium'
import { KB, kb } from './budgets'

/** A screen the budgets are measured on. */
interface Screen {
  name: string
  viewport: { width: number; height: number }
  deviceScaleFactor: number
  isMobile: boolean
}

/** The end-to-end tests' screens: a Pixel 7 narrowed to 390 px (2.625×), and a 1366 px desktop (1×). */
export const screens = {
  phone: {
    name: '390 px phone',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: devices['Pixel 7'].deviceScaleFactor,
    isMobile: true,
  },
  desktop: { name: '1366 px desktop', viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1, isMobile: false },
} satisfies Record<string, Screen>

export interface ImageBudget {
  route: string
  screen: keyof typeof screens
  bytes: number
}

/** The budgets: the portfolio's first view at most 150 KB on a phone, 400 KB on a desktop. */
export const imageBudgets: ImageBudget[] = [
  { route: '/portfolio', screen: 'phone', bytes: 150 * KB },
  { route: '/portfolio', screen: 'desktop', bytes: 400 * KB },
]

export interface ImageBudgetReport extends ImageBudget {
  /** Bytes of the images in the first view, and each file. */
  used: number
  files: { url: string; bytes: number }[]
}

/** Measures every budget whose route this build has; routes it lacks are left out. */
export async function measureImageBudgets(
  clientDir: string,
  budgets: ImageBudget[] = imageBudgets,
): Promise<ImageBudgetReport[]> {
  const present = budgets.filter((b) => fs.existsSync(path.join(clientDir, `${b.route}.html`)))
  if (!present.length) return []
  const server = http.createServer(staticFiles(clientDir))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({
    executablePath: testChromiumPath,
    args: chromiumArgs,
  })
  try {
    const reports: ImageBudgetReport[] = []
    for (const budget of present) {
      const { name: _, ...screen } = screens[budget.screen]
      const context = await browser.newContext(screen)
      // The start-up overlay would cover the first view; it is not what this measures.
      await context.addInitScript(() => sessionStorage.setItem('startup-overlay-seen', '1'))
      const page = await context.newPage()
      const urls: string[] = []
      page.on('response', (response) => {
        const url = new URL(response.url())
        if (response.request().resourceType() === 'image' && url.origin === origin) urls.push(url.pathname)
      })
      await page.goto(`${origin}${budget.route}`, { waitUntil: 'networkidle' })
      await context.close()
      const files = [...new Set(urls)].map((url) => ({
        url,
        bytes: fs.statSync(path.join(clientDir, decodeURIComponent(url))).size,
      }))
      reports.push({ ...budget, used: files.reduce((sum, f) => sum + f.bytes, 0), files })
    }
    return reports
  } finally {
    await browser.close()
    server.close()
  }
}

/** One line per budget, and the problems: each over-budget route with its largest files and what to do. */
export function formatImageBudgets(reports: ImageBudgetReport[]): { table: string; failures: string[] } {
  const table = reports
    .map(
      (r) =>
        `${r.route} at ${screens[r.screen].name}: ${r.files.length} images loaded with the first view, ${kb(r.used)} (budget ${kb(r.bytes)})`,
    )
    .join('\n')
  const failures = reports
    .filter((r) => r.used > r.bytes)
    .map((r) => {
      const largest = [...r.files]
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 3)
        .map((f) => `${f.url} ${kb(f.bytes)}`)
      return `${r.route} at ${screens[r.screen].name}: the first view's images weigh ${kb(r.used)}, over the ${kb(r.bytes)} budget. Largest: ${largest.join(', ')}. Lower the quality in encoderSettings (generator/content/encodeImages.ts), or the slot's widths (lib/imageSlots.ts).`
    })
  return { table, failures }
}
