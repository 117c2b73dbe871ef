/**
 * Full-page screenshots of routes of a served site at 1366 px (desktop) and 390 px (phone) in
 * Chromium, taken so that two runs of the same site agree: reduced motion (no autoplay, no counting
 * up), the start-up badge marked as seen, lazy images scrolled into view, fonts loaded. Used by
 * `npm run screenshots` and `npm run pr:report`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../chromium'

export const screens = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const
export type Screen = keyof typeof screens

/** The file name of a route's shot, e.g. "services_line-art-phone.png". */
export const shotFile = (route: string, screen: Screen) =>
  `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${screen}.png`

/** Shoots each route at each screen into `out`, from the site at `siteUrl`; returns the files written. */
export async function shootPages(
  siteUrl: string,
  routes: readonly string[],
  out: string,
  onShot: (route: string, screen: Screen) => void = () => {},
): Promise<string[]> {
  fs.mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const written: string[] = []
  try {
    for (const [screen, viewport] of Object.entries(screens) as [Screen, (typeof screens)[Screen]][]) {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        isMobile: screen === 'phone',
        hasTouch: screen === 'phone',
      })
      await context.addInitScript(() => window === window.top && sessionStorage.setItem('startup-overlay-seen', '1'))
      const page = await context.newPage()
      for (const route of routes) {
        await page.goto(`${siteUrl}${route}`, { waitUntil: 'load' })
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
        // The pictures the scroll asked for have arrived (networkidle, already reached once, does not wait
        // again); a picture not drawn (a closed dialog's) never loads, and counts as arrived.
        await page
          .waitForFunction(
            () => [...document.images].every((img) => img.complete || img.getClientRects().length === 0),
            undefined,
            {
              timeout: 15_000,
            },
          )
          .catch(() => console.warn(`${route} (${screen}): pictures still loading after 15 s; shot as they are`))
        await page.waitForTimeout(300)
        const file = path.join(out, shotFile(route, screen))
        await page.screenshot({ path: file, fullPage: true })
        written.push(file)
        onShot(route, screen)
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return written
}
