/**
 * The widgets of the first-tap benchmark: where each is, how a visitor first uses it, and what the
 * answer on screen is. Each `prepare` reads what to expect from the page itself (the posts it lists,
 * the pieces it shows), so the benchmark follows the content.
 */
import type { Page } from '@playwright/test'
import type { Answer } from './answer'

export interface Widget {
  name: string
  route: string
  /** The element the visitor acts on; the page is scrolled to it when opened. */
  target: string
  /** What the answer will be, read from the page as it is before the action. */
  prepare: (page: Page) => Promise<Answer>
  /** What comes just before the timed action, untimed (a tap into the search box before typing). */
  before?: (page: Page) => Promise<void>
  /** The first action, timed from its first pointer-down, key, input or change to the answer. */
  act: (page: Page) => Promise<void>
}

/** The visible blog cards' titles and categories. */
const blogCards = (page: Page) =>
  page.locator('main article').evaluateAll((cards) =>
    cards
      .filter((card) => card.checkVisibility())
      .map((card) => ({
        title: card.querySelector('h2')?.textContent ?? '',
        category: card.querySelector('.blog-meta__category')?.textContent ?? '',
      })),
  )

/** The letter in the fewest post titles (but at least one): typing it filters the list visibly. */
async function searchLetter(page: Page): Promise<{ letter: string; count: number }> {
  const titles = (await blogCards(page)).map((card) => card.title.toLowerCase())
  const counts = [...'abcdefghijklmnopqrstuvwxyz'].map((letter) => ({
    letter,
    count: titles.filter((title) => title.includes(letter)).length,
  }))
  return counts.filter((c) => c.count > 0 && c.count < titles.length).sort((a, b) => a.count - b.count)[0]
}

/** The category with the fewest posts on the list. */
async function smallestCategory(page: Page): Promise<{ name: string; count: number }> {
  const names = (await blogCards(page)).map((card) => card.category).filter(Boolean)
  const counts = [...new Set(names)].map((name) => ({ name, count: names.filter((n) => n === name).length }))
  return counts.sort((a, b) => a.count - b.count)[0]
}

const formControls =
  '[data-island="quote-form"] select, [data-island="quote-form"] input, [data-island="quote-form"] textarea'

/** How many elements matching `selector` are visible, counted as the answer is (answer.ts). */
const visibleCount = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.filter((el) => (el as HTMLElement).checkVisibility()).length)

export const widgets: Widget[] = [
  {
    name: 'quote form: service → design kinds',
    route: '/contact',
    target: '[data-island="quote-form"] select',
    // The service's own fields appear beside the form's.
    prepare: async (page) => ({
      selector: formControls,
      count: await visibleCount(page, formControls),
      compare: 'more',
    }),
    act: async (page) => {
      const select = page.locator('[data-island="quote-form"] select').first()
      const services = await select
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean))
      await select.selectOption(services[0])
    },
  },
  {
    name: 'portfolio: Load More → next pieces',
    route: '/portfolio',
    target: '.gallery-more button',
    prepare: async (page) => ({
      selector: '.gallery__item',
      count: await visibleCount(page, '.gallery__item'),
      compare: 'more',
    }),
    act: (page) => page.locator('.gallery-more button').click(),
  },
  {
    name: 'blog: search → filtered list',
    route: '/blogs',
    target: '.blog-search__input',
    prepare: async (page) => ({ selector: 'main article', count: (await searchLetter(page)).count, compare: 'equal' }),
    before: (page) => page.locator('.blog-search__input').first().click(),
    act: async (page) => page.keyboard.type((await searchLetter(page)).letter),
  },
  {
    name: 'blog: category → filtered list',
    route: '/blogs',
    target: '.blog-categories',
    prepare: async (page) => ({
      selector: 'main article',
      count: (await smallestCategory(page)).count,
      compare: 'equal',
    }),
    act: async (page) => {
      const { name } = await smallestCategory(page)
      await page.locator('.blog-categories').getByRole('link', { name, exact: true }).click()
    },
  },
  {
    name: 'home: Play Video → dialog',
    route: '/',
    target: '.video__play',
    prepare: async () => ({ selector: 'dialog[open], [role="dialog"]', count: 0, compare: 'more' }),
    act: (page) => page.locator('.video__play').click(),
  },
]
