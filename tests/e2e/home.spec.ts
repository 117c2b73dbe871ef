/**
 * Home (spec points 1, 2 and 9): hero with the portal link, about, counters, core features, services
 * with the links to more service pages, project showcase, why choose us, the steps, the video dialog
 * and the quote form; the same content without JavaScript. Every word comes from the page's blocks.
 */
import { leadActions } from '../../lib/leads/leadActions'
import type { Page } from '@playwright/test'
import { blockOf, headingOf, openingWords, portfolio, services, site, ui } from '../support/siteContent'
import { urls } from '../../tools/ports'
import { expect, expectFocusStaysInside, expectNoConsoleErrors, sameOnEveryScreen, test } from './fixtures'

const counterTexts = site.counters.map((c) => `${c.value}${c.suffix}`)
// The home page's blocks: every word the tests expect comes from them.
const heroBlock = blockOf('/', 'hero')
const [start, quote] = heroBlock.actions
const about = blockOf('/', 'split')
const features = blockOf('/', 'feature-grid')
const cards = blockOf('/', 'service-cards')
const showcase = blockOf('/', 'portfolio-grid')
const why = blockOf('/', 'split', 1)
const steps = blockOf('/', 'steps')
const stepList = services[steps.steps]
const videoBlock = blockOf('/', 'video')
const form = ui.quoteForm
const videoHost = new URL(site.video.embedUrl).hostname
const hero = (page: Page) => page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
const sectionOf = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })

/** The video host answers with an empty page: tests never wait for the real player. */
async function stubVideoHost(page: Page) {
  await page.route(
    (url) => url.hostname === videoHost,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  )
}

// Every section's words in one visit: each is drawn once, and reading one changes none of the others.
test('each section, in marketing order, from content/', sameOnEveryScreen, async ({ page, consoleErrors }) => {
  await page.goto('/')

  await test.step('hero: the value proposition, the order link to the portal and the quote button', async () => {
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveText(headingOf('/'))
    const link = hero(page).getByRole('link', { name: start.label })
    await expect(link).toHaveText(start.label)
    await expect(link).toHaveAttribute('href', `${urls.portal}${start.href.replace(/^portal:/, '')}`)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(hero(page).getByRole('link', { name: quote.label })).toHaveAttribute('href', quote.href)
    for (const fact of heroBlock.facts) await expect(hero(page)).toContainText(fact)
  })

  await test.step('sections come in marketing order, with one h1', async () => {
    await expect(page.locator('h1')).toHaveCount(1)
    // The headings a visitor sees: the video's dialog, closed, keeps its own title out of sight.
    const headings = await page.locator('main h2').filter({ visible: true }).allTextContents()
    const order = [
      about.heading,
      blockOf('/', 'counters').heading,
      features.heading,
      cards.heading,
      showcase.heading,
      why.heading,
      steps.heading,
      site.video.title,
    ]
    expect(headings.filter((h) => order.includes(h))).toEqual(order)
  })

  await test.step('about: the home-about text and a link to /about', async () => {
    const section = sectionOf(page, about.heading)
    await expect(section).toContainText(about.eyebrow!)
    await expect(section).toContainText(openingWords(about.text!))
    await expect(section.getByRole('link', { name: about.action!.label })).toHaveAttribute('href', about.action!.href)
  })

  await test.step('core features: turnaround, the team, free edits and formats', async () => {
    const section = sectionOf(page, features.heading)
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(features.items.map((f) => f.title))
    for (const item of features.items) await expect(section).toContainText(item.text)
  })

  await test.step('project showcase: portfolio items with their categories and a link to /portfolio', async () => {
    const section = sectionOf(page, showcase.heading)
    const items = showcase.items.map((id) => portfolio.find((p) => p.id === id)!)
    await expect(section.locator('figure')).toHaveCount(items.length)
    await expect(section.locator('figcaption')).toHaveText(items.map((i) => i.category_name))
    for (const item of items) await expect(section.getByRole('img', { name: item.alt })).toBeAttached()
    if (showcase.action)
      await expect(section.getByRole('link', { name: showcase.action.label })).toHaveAttribute(
        'href',
        showcase.action.href,
      )
  })

  await test.step('why choose us: its eyebrow, heading and points', async () => {
    const section = sectionOf(page, why.heading)
    await expect(section).toContainText(why.eyebrow!)
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(why.heading)
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(why.points.map((p) => p.title))
  })

  await test.step('the steps in order', async () => {
    const how = sectionOf(page, steps.heading)
    await expect(how.getByRole('listitem')).toHaveCount(stepList.length)
    await expect(how.getByRole('heading', { level: 3 })).toHaveText(stepList.map((step) => step.title))
  })

  await test.step('video section: the poster and the quote form with Custom Patches', async () => {
    const video = sectionOf(page, site.video.title)
    const poster = video.locator('img[src^="/assets/images/services/video-poster."]')
    await expect(poster).toBeAttached()
    const quoteForm = video.getByRole('form', { name: videoBlock.formHeading })
    await expect(quoteForm.getByLabel(form.name)).toBeVisible()
    await expect(quoteForm.getByLabel(form.service).locator('option')).toHaveText([
      form.selectService,
      ...services.quoteServices.map((s) => s.label),
    ])
  })

  expectNoConsoleErrors(consoleErrors)
})

test('hero artwork: the desktop or the phone crop, loaded eagerly as the largest image', async ({ page }, testInfo) => {
  await page.goto('/')
  const img = hero(page).locator('img')
  await expect(img).toHaveAttribute('fetchpriority', 'high')
  await expect(img).toHaveAttribute('loading', 'eager')
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)
  // Chromium decodes AVIF: it takes the AVIF variant of its own crop.
  const expected =
    testInfo.project.name === 'phone'
      ? /^\/assets\/images\/hero-mobile\.[0-9a-f]{10}-\d+\.avif$/
      : /^\/assets\/images\/hero\.[0-9a-f]{10}-\d+\.avif$/
  expect(await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)).toMatch(expected)
})

test(
  'counters run up from 0 to their values when they scroll into view',
  sameOnEveryScreen,
  async ({ page, consoleErrors }) => {
    await page.goto('/')
    const values = page.locator('.counters__value')
    // Sample the numbers every frame while the strip scrolls into view.
    const samples = await values.first().evaluate(async (el) => {
      const seen: string[] = []
      el.scrollIntoView({ block: 'center' })
      const final = seen.length === 0 ? (el.textContent ?? '') : ''
      const until = performance.now() + 3_000
      // Until the run-up has been seen and has landed again (or 3 s, on a very slow machine).
      while (performance.now() < until && !(seen.some((s) => s !== final) && seen.at(-1) === final)) {
        seen.push(el.textContent ?? '')
        await new Promise(requestAnimationFrame)
      }
      return seen
    })
    expect(
      samples.some((s) => s !== counterTexts[0]),
      'some frames show a number below the final value',
    ).toBe(true)
    expect(
      samples
        .filter((s) => s !== counterTexts[0])
        .map((s) => parseInt(s, 10))
        .every((n) => n < site.counters[0].value),
    ).toBe(true)
    await expect(values).toHaveText(counterTexts)
    for (const counter of site.counters) await expect(page.locator('.counters')).toContainText(counter.label)
    expectNoConsoleErrors(consoleErrors)
  },
)

// Ledger: reduced motion, no counting.
test(
  'counters stay on their final values for visitors who prefer reduced motion',
  sameOnEveryScreen,
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const first = page.locator('.counters__value').first()
    const samples = await first.evaluate(async (el) => {
      const seen: string[] = []
      el.scrollIntoView({ block: 'center' })
      for (let i = 0; i < 30; i++) {
        seen.push(el.textContent ?? '')
        await new Promise(requestAnimationFrame)
      }
      return seen
    })
    expect(new Set(samples)).toEqual(new Set([counterTexts[0]]))
  },
)

test(
  'services: the main services and the links to more service pages',
  sameOnEveryScreen,
  async ({ page, request }) => {
    await page.goto('/')
    const section = sectionOf(page, cards.heading)
    for (const service of services.mainServices) {
      await expect(section.getByRole('link', { name: service.title, exact: true })).toHaveAttribute(
        'href',
        service.href,
      )
    }
    const more = section.getByRole('navigation', { name: cards.pagesTitle }).getByRole('link')
    await expect(more).toHaveCount(cards.pages.length)
    const hrefs = await more.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(cards.pages)
    for (const href of hrefs) expect((await request.get(href!)).status(), href!).toBe(200)
    const last = cards.pages.at(-1)!
    await more.last().click()
    await expect(page).toHaveURL(new RegExp(`${last}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(last))
  },
)

test.describe('Play Video', () => {
  test.beforeEach(async ({ page }) => {
    await stubVideoHost(page)
  })

  test('opens a modal dialog, keeps focus inside, closes on Escape and returns focus', async ({
    page,
    consoleErrors,
  }) => {
    // The scripts that hold the dialog's code (they call showModal), in the order they arrive.
    const dialogCode: string[] = []
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') && /showModal/.test(await response.text().catch(() => '')))
        dialogCode.push(response.url())
    })
    await page.goto('/')
    const play = page.getByRole('button', { name: videoBlock.play })
    await play.scrollIntoViewIfNeeded()
    // Before Play Video: no player and no dialog code.
    await expect(page.locator('iframe')).toHaveCount(0)
    // The dialog's code arrives before the press (a few lines, no framework).
    await expect
      .poll(() => dialogCode.length, { message: "the dialog's code is loaded before the press" })
      .toBeGreaterThan(0)
    const loadedBefore = dialogCode.length

    await play.click()
    const dialog = page.getByRole('dialog', { name: site.video.title })
    await expect(dialog).toBeVisible()
    // The platform's own modal dialog from the task after the frame that drew it: the page behind is inert.
    await expect.poll(() => dialog.evaluate((el) => el.matches('dialog:modal'))).toBe(true)
    // And the page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await expect(dialog.getByRole('button', { name: ui.video.close })).toBeFocused()
    const frame = dialog.locator('iframe')
    await expect(frame).toHaveAttribute('src', site.video.embedUrl)
    await expect(frame).toHaveAttribute('title', site.video.title)
    // The press asks for none of it again.
    expect(dialogCode).toHaveLength(loadedBefore)

    // Tab and Shift+Tab never leave the dialog.
    await expectFocusStaysInside(page, dialog, ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab'])
    // The page behind cannot be reached: a link of it takes no focus.
    expect(
      await page.evaluate(() => {
        const link = document.querySelector<HTMLElement>('main a')!
        link.focus()
        return document.activeElement === link
      }),
    ).toBe(false)

    await dialog.getByRole('button', { name: ui.video.close }).focus()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(play).toBeFocused()
    expectNoConsoleErrors(consoleErrors)
  })

  test('the Close button closes it and focus returns to Play Video', async ({ page, consoleErrors }) => {
    await page.goto('/')
    const play = page.getByRole('button', { name: videoBlock.play })
    await play.click()
    const dialog = page.getByRole('dialog', { name: site.video.title })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: ui.video.close }).click()
    await expect(dialog).toHaveCount(0)
    await expect(play).toBeFocused()
    // It opens again.
    await play.click()
    await expect(dialog).toBeVisible()
    expectNoConsoleErrors(consoleErrors)
  })
})

test(
  'the prerendered HTML carries the final counter values, every section and the form',
  sameOnEveryScreen,
  async ({ request }) => {
    const html = await (await request.get('/')).text()
    // The number and its suffix are in elements of their own; the visitor reads "12K+".
    const values = [...html.matchAll(/<span class="counters__value">(.*?)<\/span><span class="counters__label">/g)].map(
      (m) => m[1].replace(/<[^>]+>/g, ''),
    )
    expect(values).toEqual(counterTexts)
    const text = html.replace(/<!-- -->/g, '')
    for (const step of services.howItWorks) expect(text).toContain(step.title)
    // The player waits in an inert <template> (nothing of it loads) until Play Video.
    expect(text.replace(/<template>[\s\S]*?<\/template>/g, '')).not.toContain('<iframe')
  },
)

test.describe('without JavaScript', sameOnEveryScreen, () => {
  test.use({ javaScriptEnabled: false })

  test('shows every section, the links, the final counters and a working quote form', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(hero(page).getByRole('link', { name: start.label })).toHaveAttribute(
      'href',
      `${urls.portal}${start.href.replace(/^portal:/, '')}`,
    )
    await expect(hero(page).getByRole('link', { name: quote.label })).toBeVisible()
    await expect(page.locator('.counters__value')).toHaveText(counterTexts)
    await expect(sectionOf(page, steps.heading).getByRole('heading', { level: 3 })).toHaveText(
      stepList.map((s) => s.title),
    )
    await expect(sectionOf(page, why.heading).getByRole('heading', { level: 3 })).toHaveText(
      why.points.map((p) => p.title),
    )
    await expect(page.getByRole('link', { name: headingOf(cards.pages.at(-1)!) })).toBeVisible()
    // Play Video is a plain link to the video in a new tab.
    const play = page.getByRole('link', { name: videoBlock.play })
    await expect(play).toHaveAttribute('href', site.video.embedUrl)
    await expect(play).toHaveAttribute('target', '_blank')
    const quoteForm = page.getByRole('form', { name: videoBlock.formHeading })
    await expect(quoteForm).toHaveAttribute('action', leadActions.quote)
    for (const label of [form.name, form.email, form.phone, form.service, form.message])
      await expect(quoteForm.getByLabel(label)).toBeVisible()
  })
})
