import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { describe, expect, it } from 'vitest'
import { chromiumArgs, chromiumPath, mergeDisabledFeatures, playwrightDisabledFeatures } from '../../tools/chromium'

describe('mergeDisabledFeatures', () => {
  it('keeps one --disable-features switch, last, with every listed feature once', () => {
    const flags = mergeDisabledFeatures(['--a', '--disable-features=X,Y', '--b', '--disable-features=Y,Z'], ['Z', 'W'])
    expect(flags).toEqual(['--a', '--b', '--disable-features=X,Y,Z,W'])
  })
})

describe('the Chromium flags', () => {
  it("repeat Playwright's own disabled features (a later --disable-features replaces its list)", () => {
    // playwright-core keeps the list in its bundle as `disabledFeatures = [ "A", // why ... ].filter(Boolean)`.
    const require = createRequire(import.meta.url)
    const bundle = fs.readFileSync(path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'), 'utf8')
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1]
    expect(list, "playwright-core's disabledFeatures list was not found: update tests/unit/chromium.test.ts").toBeDefined()
    const theirs = [...list!.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1])
    expect(playwrightDisabledFeatures, 'copy playwright-core\'s list into tools/chromium.ts').toEqual(theirs)
  })

  it('start no address-bar popup renderer with a new context, and keep the features Playwright disables', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    try {
      const context = await browser.newContext()
      const page = await context.newPage()
      const session = await browser.newBrowserCDPSession()
      const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] })
      expect(targetInfos.map((t) => t.url).filter((url) => url.startsWith('chrome://omnibox'))).toEqual([])
      // chrome://version lists the feature overrides Chromium took from the command line (base64 JSON).
      await page.goto('chrome://version')
      const encoded = /eyJ[A-Za-z0-9+/=]+/.exec(await page.content())?.[0]
      const overrides = JSON.parse(Buffer.from(encoded!, 'base64').toString()) as Record<string, string>
      expect(overrides['disable-features'].split(',')).toEqual(expect.arrayContaining(['PaintHolding', 'ThirdPartyStoragePartitioning', 'WebUIOmniboxPopup']))
    } finally {
      await browser.close()
    }
  }, 30_000)
})
