/**
 * What a phone (390 px) shows of the frame: the first view has no WhatsApp button over it (the button
 * comes in as the visitor scrolls). That every page ends clear of the button, and that no wrapped
 * breadcrumb line opens with its "/", is checked on every route's phone visit (every-route.spec.ts).
 */
import { expect, phoneOnly, test } from './fixtures'
import { ui } from '../support/siteContent'

test('the WhatsApp button covers nothing of the first view and comes in on scroll', phoneOnly, async ({ page }) => {
  await page.goto('/pricing')
  const button = page.getByRole('link', { name: ui.whatsApp })
  await expect(button).toBeHidden()
  await page.evaluate(() => scrollTo(0, 300))
  await expect(button).toBeVisible()
  await page.evaluate(() => scrollTo(0, 0))
  await expect(button).toBeHidden()
})
