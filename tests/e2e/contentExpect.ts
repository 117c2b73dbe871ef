/**
 * Expectations shared by the page specs: a designed page's banner and breadcrumb, texts of MDX sections
 * and price cards as a visitor reads them, computed from content/.
 */
import type { Locator, Page } from '@playwright/test'
import { lowestPrice } from '../../content/config'
import { expect } from './fixtures'
import { bannerOf, services, ui } from '../support/siteContent'

type Plan = (typeof services.plans)[keyof typeof services.plans]
type Line = Plan['lines'][number] & { price?: number; minimum?: boolean; note?: string }

/** Checks a page's banner: its title as the one h1, and the breadcrumb's steps, the first linking home and the last the current page. */
export async function expectBanner(page: Page, urlPath: string): Promise<void> {
  const banner = bannerOf(urlPath)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(banner.title)
  const crumbs = page.getByRole('navigation', { name: ui.breadcrumb })
  await expect(crumbs.getByRole('listitem')).toHaveText(banner.crumbs.map((c) => c.label))
  await expect(crumbs.getByRole('link', { name: banner.home.label })).toHaveAttribute('href', '/')
  await expect(crumbs.locator('[aria-current=page]')).toHaveText(banner.crumbs.at(-1)!.label)
}

/** The first sentence of a block's text, as the page must show it. */
export function firstSentence(text: string): string {
  return text.split(/(?<=\.)\s/)[0].trim()
}

/** What a price line shows on the right: "$15", "min. $30", "Free" (or nothing). */
export function shownValue(line: Line): string | undefined {
  if (line.price !== undefined) return `${line.minimum ? `${ui.priceCard.minimum} ` : ''}$${line.price}`
  return line.note
}

/** Checks a price card: name, headline figure (its lowest price) or summary, every line with its value, and its button. */
export async function expectPriceCard(card: Locator, plan: Plan): Promise<void> {
  await expect(card.getByRole('heading', { name: plan.name })).toBeVisible()
  const from = lowestPrice(plan.lines as Line[])
  if (from !== undefined) await expect(card).toContainText(new RegExp(`${ui.priceCard.from}\\s*\\$${from}(?!\\d)`, 'i'))
  else await expect(card).toContainText(plan.summary)
  const lines = card.getByRole('listitem')
  await expect(lines).toHaveCount(plan.lines.length)
  for (const [i, line] of (plan.lines as Line[]).entries()) {
    await expect(lines.nth(i)).toContainText(line.label)
    const value = shownValue(line)
    if (value) await expect(lines.nth(i)).toContainText(value)
  }
  await expect(card.getByRole('link', { name: ui.priceCard.action.label })).toHaveAttribute(
    'href',
    ui.priceCard.action.href,
  )
}
