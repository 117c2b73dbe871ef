/**
 * Every part of a page that acts in the browser, by the name the built page gives it
 * (`data-island="…"`). Each entry is an `import()`, so each island is a chunk of its own that only
 * pages showing it load; renderer/islands.ts loads and starts them, each before the visitor's first
 * tap: behaviours once the browser is idle after the first paint, React islands as they come near the
 * window (at once for those near it at load).
 *
 * - `reactIslands`: components drawn with `<Island component={…} props={…} />` and hydrated alone
 *   with React: the part whose state drives what it shows (the quote form).
 * - `behaviours`: small framework-free modules for markup drawn like the rest of the page, whose root
 *   carries `data-island` (and `data-props` when it needs words or settings), written with
 *   `behaviourRoot(name, props)`: the count-up, wheel stepping, the review carousel, the patch page's
 *   address, the video's dialog, the blog, the portfolio gallery. They export `mount(element, props)`.
 */
import type { FunctionComponent } from 'react'

/** A behaviour's entry point: sets up `element` (its props from `data-props`, or undefined). */
export type Mount = (element: HTMLElement, props: never) => void | Promise<void>

export interface ReactIsland {
  load: () => Promise<FunctionComponent<never>>
}

/** A React island's entry: the component's own props type is kept, so `<Island>` checks what it is given. */
const reactIsland = <C extends FunctionComponent<never>>(load: () => Promise<C>) => ({ load })

/** A behaviour's entry: its `mount`'s own props type is kept, so `behaviourRoot` checks what it is given. */
const behaviour = <M extends Mount>(load: () => Promise<M>) => load

export const reactIslands = {
  // The form works without its script (it posts natively); the script adds the estimate, the brief,
  // the checks and the remembered service.
  'quote-form': reactIsland(() => import('./QuoteForm').then((m) => m.QuoteForm)),
}

export const behaviours = {
  counters: behaviour(() => import('./behaviours/counters').then((m) => m.mount)),
  'wheel-steps': behaviour(() => import('./behaviours/wheelSteps').then((m) => m.mount)),
  testimonials: behaviour(() => import('./behaviours/testimonials').then((m) => m.mount)),
  'patch-address': behaviour(() => import('./behaviours/patchAddress').then((m) => m.mount)),
  'video-dialog': behaviour(() => import('./behaviours/videoDialog').then((m) => m.mount)),
  'blog-list': behaviour(() => import('./behaviours/blogList').then((m) => m.mount)),
  'blog-post': behaviour(() => import('./behaviours/blogPost').then((m) => m.mount)),
  // Every piece is in the HTML, the first 24 shown; the script adds the filters and Load More.
  'portfolio-gallery': behaviour(() => import('./behaviours/portfolioGallery').then((m) => m.mount)),
}

export type ReactIslandName = keyof typeof reactIslands
export type BehaviourName = keyof typeof behaviours

/** The components the registry lists: the only ones `<Island component={…}>` takes (components/Island.tsx). */
export type IslandComponent = Awaited<ReturnType<(typeof reactIslands)[ReactIslandName]['load']>>

/** The props a behaviour's `mount` takes, from its module; undefined for one that takes none. */
export type BehaviourProps<N extends BehaviourName> = Parameters<Awaited<ReturnType<(typeof behaviours)[N]>>>[1]
