/**
 * The spec's small-image layout (point 9: 500 px). Up to 500 px the galleries show two small
 * pictures a row with compact captions (portfolio, a service page's recent projects) and the
 * service-type list is one column; from 501 px the
 * portfolio shows three a row with full captions and the list two columns. The breakpoint is
 * written once (renderer/breakpoints.css, lib/breakpoints.ts).
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** How many pictures share the first row of a list: the distinct left edges of its first items. */
function columns(page: Page, list: string): Promise<number> {
  return page
    .locator(list)
    .evaluate(
      (el) => new Set([...el.children].slice(0, 6).map((item) => Math.round(item.getBoundingClientRect().left))).size,
    )
}
const fontSize = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
const rem = 16

for (const { width, small } of [
  { width: 499, small: true },
  { width: 500, small: true },
  { width: 501, small: false },
]) {
  test(`at ${width} px the small-image layout is ${small ? 'on' : 'off'}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })

    await page.goto('/portfolio')
    expect(await columns(page, '.gallery')).toBe(small ? 2 : 3)
    expect(await fontSize(page, '.gallery .project-grid__caption')).toBeCloseTo((small ? 0.78 : 0.9) * rem, 1)

    await page.goto('/services/embroidery-digitizing')
    expect(await columns(page, 'main .project-grid:not(.gallery)')).toBe(2)
    expect(await fontSize(page, 'main .project-grid__caption')).toBeCloseTo((small ? 0.78 : 0.9) * rem, 1)
    expect(await columns(page, '.service__type-list')).toBe(small ? 1 : 2)
  })
}
