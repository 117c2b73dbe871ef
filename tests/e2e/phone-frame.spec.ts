/**
 * What a phone (390 px) shows of the frame on every route: the first view has no WhatsApp button over
 * it (the button comes in as the visitor scrolls), the end of the page scrolls clear of the button (no
 * text, link or field is left under it), and a breadcrumb that wraps opens no line with its "/"
 * separator.
 */
import { expect, phoneOnly, test } from './fixtures'
import { routesToVisit } from './siteRoutes'
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

test(
  'every page ends clear of the WhatsApp button, and no breadcrumb line opens with a separator',
  phoneOnly,
  async ({ page, request }) => {
    test.setTimeout(240_000)
    const covered: string[] = []
    const openers: string[] = []
    for (const route of await routesToVisit(request)) {
      await page.goto(route)
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
      // What of the page is under the button once the page is scrolled to its end: texts and controls.
      const under = await page.evaluate(() => {
        const button = document.querySelector('.whatsapp')!.getBoundingClientRect()
        const meets = (r: DOMRect) =>
          r.width > 0 &&
          r.height > 0 &&
          r.right > button.left &&
          r.left < button.right &&
          r.bottom > button.top &&
          r.top < button.bottom
        const found: string[] = []
        const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest('.whatsapp, [hidden], .visually-hidden, script'))
            continue
          const range = document.createRange()
          range.selectNodeContents(node)
          if ([...range.getClientRects()].some(meets)) found.push(JSON.stringify(node.textContent.trim().slice(0, 40)))
        }
        for (const control of document.querySelectorAll('input, select, textarea, button, a')) {
          if (!control.closest('.whatsapp') && meets(control.getBoundingClientRect()))
            found.push(`<${control.tagName.toLowerCase()}>`)
        }
        return found
      })
      if (under.length) covered.push(`${route}: ${under.join(', ')}`)
      // A step that starts a line of the trail (the first, or one the line wrapped to) shows no separator before its words.
      const opening = await page.locator('.breadcrumb li').evaluateAll((items) =>
        items
          .filter((li, i) => i === 0 || li.getBoundingClientRect().top > items[i - 1].getBoundingClientRect().top + 2)
          .filter((li) => getComputedStyle(li, '::before').content.includes('/'))
          .map((li) => li.textContent ?? ''),
      )
      if (opening.length) openers.push(`${route}: ${opening.join(', ')}`)
    }
    expect.soft(covered, 'under the WhatsApp button at the end of the page').toEqual([])
    expect(openers, 'breadcrumb lines opened by "/"').toEqual([])
  },
)
