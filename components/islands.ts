/**
 * Every part of a page that acts in the browser, by the name the built page gives it
 * (`data-island="…"`). Each entry is an `import()`, so each island is a chunk of its own that only
 * pages showing it load; renderer/islands.ts loads and starts them.
 *
 * - `react`: components drawn with `<Island component={…} props={…} />` and hydrated alone with
 *   React: the parts whose state drives what they show (forms, filters, the blog's refresh). Each
 *   says when it starts:
 *   - `idle`: once the page has loaded and the browser is idle, the ones near the window first;
 *   - `use`: when the visitor first uses it (focus, a tap, a key, typing; what they did is kept and
 *     handed over, renderer/restoreInputs.ts and generator/output/bootScript.ts), or as soon as its
 *     `ready` check, a small framework-free module run when idle, says it has something to show.
 *     React then reaches only the visitors who use the part.
 * - `behaviours`: small framework-free modules for markup drawn like the rest of the page, whose root
 *   carries `data-island` (and `data-props` when it needs words or settings): the count-up, wheel
 *   stepping, the review carousel, the patch page's address. They export `mount(element, props)` and
 *   start when the browser is idle.
 */
import type { ComponentType } from 'react'

/** A behaviour's entry point: sets up `element` (its props from `data-props`, or undefined). */
export type Mount = (element: HTMLElement, props: never) => void | Promise<void>

/** Whether a `use` island should start now: true when it has something to show before any use. */
export type Ready = (element: HTMLElement, props: never) => boolean | Promise<boolean>

export interface ReactIsland {
  load: () => Promise<ComponentType<never>>
  start: 'idle' | 'use'
  ready?: () => Promise<Ready>
}

export const reactIslands = {
  // The form works without its script (it posts natively); the script adds the estimate, the brief and
  // the checks once the visitor starts filling it in, or at once to show a remembered service.
  'quote-form': {
    load: () => import('./QuoteForm').then((m) => m.QuoteForm),
    start: 'use',
    ready: () => import('../lib/browser/storedService').then((m) => () => m.storedService() !== null),
  },
  // The first 24 pieces are in the HTML; the filters and Load More start the script on their first tap.
  'portfolio-gallery': { load: () => import('./blocks/PortfolioGallery').then((m) => m.PortfolioGallery), start: 'use' },
  'video-player': { load: () => import('./VideoPlayer').then((m) => m.VideoPlayer), start: 'idle' },
  // The blog is prerendered from the API: the island starts when the API has news (or on use).
  'blog-list': { load: () => import('./blog/BlogList').then((m) => m.BlogList), start: 'use', ready: () => import('./blog/blogReady').then((m) => m.blogReady) },
  'blog-post': { load: () => import('./blog/BlogPost').then((m) => m.BlogPost), start: 'use', ready: () => import('./blog/blogReady').then((m) => m.blogReady) },
} satisfies Record<string, ReactIsland>

export const behaviours = {
  counters: () => import('./behaviours/counters').then((m) => m.mount),
  'wheel-steps': () => import('./behaviours/wheelSteps').then((m) => m.mount),
  testimonials: () => import('./behaviours/testimonials').then((m) => m.mount),
  'patch-address': () => import('./behaviours/patchAddress').then((m) => m.mount),
} satisfies Record<string, () => Promise<Mount>>

export type ReactIslandName = keyof typeof reactIslands
export type BehaviourName = keyof typeof behaviours
