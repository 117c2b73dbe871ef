/**
 * The one browser setup of the tests and tools (tools/chromium.ts): Chromium keeps only the last
 * `--disable-features`, so the flags repeat the features Playwright disables; a Playwright upgrade
 * that changes its list fails here instead of quietly turning those features back on in every test's
 * browser. (That the flags also keep the address bar's popup renderer away, which cost each browser
 * context about 1.5 s of CPU, was a one-off check in Chromium: the history of PERFORMANCE.md in git.)
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mergeDisabledFeatures, playwrightDisabledFeatures } from '../../tools/chromium'

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
    const bundle = fs.readFileSync(
      path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'),
      'utf8',
    )
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1]
    expect(
      list,
      "playwright-core's disabledFeatures list was not found: update tests/unit/chromium.test.ts",
    ).toBeDefined()
    const theirs = [...list!.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1])
    expect(playwrightDisabledFeatures, "copy playwright-core's list into tools/chromium.ts").toEqual(theirs)
  })
})
