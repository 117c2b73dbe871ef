/**
 * Starts the islands of the page (components/islands.ts): every element with `data-island`, each on
 * its own, so that each is ready before the visitor's first tap and none delays the first paint or a
 * tap with a long task:
 *
 * - When: once the browser is idle after the first paint (the boot script loads this after the load
 *   event and the next paint). Behaviours (framework-free, a few KB) all start then, the ones near the
 *   window first, one per idle moment. React islands start when they are near the window (within a
 *   screen of it): at once for those near it at load, the others as the visitor scrolls towards them,
 *   so a page whose island sits far down (the home page's quote form) loads no React for a visitor who
 *   never goes there. Nearness is read from an IntersectionObserver, which never forces a layout.
 * - Any island not started yet starts at once on its first use (a focus, a tap, a key, typing); a tap
 *   is kept by the boot script and replayed once it has started (boot.ts), what was typed or picked is
 *   handed over (restoreInputs.ts).
 * - How: a behaviour's module loads and mounts. A React island loads React and its own chunk (each
 *   evaluated in its own task), yields, then hydrates in a transition, so React works in slices of a
 *   few milliseconds between which the browser answers input (hydrateIsland.tsx).
 *
 * Each island that has started is marked `data-hydrated`; once every island near the window at load
 * has started and the others wait, `<html>` is marked `data-hydrated` too (the end-to-end tests wait
 * for it). An island whose code does not load keeps its prerendered HTML, which works as it does
 * without JavaScript; the error goes to the console as the spec's chunk-load error, the island's own
 * message shows if it draws one (with a retry), and a use of the island tries again.
 */
import type { ErrorWords } from '../components/ErrorScreen'
import { behaviours, reactIslands, type Mount, type ReactIsland } from '../components/islands'
import { loadChunk, offerRetry } from '../lib/loadChunk'
import { islandEvents, islandMarks } from './islandSignals'
import { hasEntered } from './enteredControls'
import { yieldToMain } from './yieldToMain'

type State = 'starting' | 'live' | 'failed'
const states = new WeakMap<HTMLElement, State>()

const idle = (run: () => void) =>
  window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 1)

const has = <T extends object>(registry: T, name: string): name is Extract<keyof T, string> =>
  Object.hasOwn(registry, name)

const propsOf = (element: HTMLElement): unknown =>
  element.dataset.props ? JSON.parse(element.dataset.props) : undefined

const isReact = (element: HTMLElement) => has(reactIslands, element.dataset.island ?? '')

/** Loads and starts one island. */
async function startIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? ''
  if (has(reactIslands, name)) {
    const island: ReactIsland = reactIslands[name]
    const [Component, { hydrateIsland }] = await Promise.all([
      loadChunk(island.load),
      loadChunk(() => import('./hydrateIsland')),
    ])
    // The modules have run; the hydration is a task of its own.
    await yieldToMain()
    const words = JSON.parse(element.dataset.error ?? '{}') as ErrorWords
    await hydrateIsland(element, Component, propsOf(element) as object, element.dataset.prefix ?? '', words)
  } else if (has(behaviours, name)) {
    const load: () => Promise<Mount> = behaviours[name]
    const mount = await loadChunk(load)
    await mount(element, propsOf(element) as never)
  } else {
    throw new Error(`The page names an island "${name}" that components/islands.ts does not list.`)
  }
}

/** The events that count as using an island. */
const USE = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const

/** How near the window an island must be to start: within one screen above or below it. */
const NEAR = '100% 0px'

export function startIslands(): void {
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')]

  // <html data-hydrated> once every island has started, failed, or waits for the visitor.
  let unsettled = islands.length
  const settledOnes = new WeakSet<HTMLElement>()
  const settle = (element: HTMLElement) => {
    if (settledOnes.has(element)) return
    settledOnes.add(element)
    if (--unsettled === 0) document.documentElement.setAttribute(islandMarks.hydrated, '')
  }
  if (!unsettled) document.documentElement.setAttribute(islandMarks.hydrated, '')

  const start = (element: HTMLElement) => {
    const state = states.get(element)
    if (state === 'starting' || state === 'live') return
    states.set(element, 'starting')
    element.removeAttribute(islandMarks.failed)
    startIsland(element)
      .then(
        () => {
          states.set(element, 'live')
          element.setAttribute(islandMarks.hydrated, '')
          element.dispatchEvent(new Event(islandEvents.hydrated, { bubbles: true }))
        },
        (error: unknown) => {
          states.set(element, 'failed')
          element.setAttribute(islandMarks.failed, '')
          element.dispatchEvent(new Event(islandEvents.failed, { bubbles: true }))
          console.error(error instanceof Error && error.name === 'ChunkLoadError' ? `[chunk] ${error.message}` : error)
          // An island that draws its own chunk-load message offers to try again.
          offerRetry(element.querySelector<HTMLElement>(':scope > [data-chunk-error]'), () => start(element))
        },
      )
      .finally(() => settle(element))
  }

  // A use of an island that has not started starts it at once.
  for (const element of islands) {
    const used = () => {
      for (const type of USE) element.removeEventListener(type, used, true)
      start(element)
    }
    for (const type of USE) element.addEventListener(type, used, true)
  }

  // When idle: what is near the window first, in page order, one per idle moment; then the behaviours
  // further away. A React island further away counts as settled: it waits for the visitor to come near.
  const queue: HTMLElement[] = []
  let idling = false
  const next = () => {
    const element = queue.shift()
    idling = element !== undefined
    if (!element) return
    if (!states.has(element)) start(element)
    idle(next)
  }
  const enqueue = (elements: HTMLElement[]) => {
    queue.push(...elements)
    if (!idling) {
      idling = true
      idle(next)
    }
  }
  // An island drawn by <Island> stands in a `display: contents` element, which has no box of its own to
  // intersect: its first child stands for it.
  const islandOf = new Map<Element, HTMLElement>()
  for (const element of islands)
    islandOf.set(element.classList.contains('island') ? (element.firstElementChild ?? element) : element, element)
  let first = true
  const nearby = new IntersectionObserver(
    (entries) => {
      const sorted = (intersecting: boolean) =>
        entries.filter((entry) => entry.isIntersecting === intersecting).map((entry) => entry.target)
      const [near, far] = [sorted(true), sorted(false)]
      near.forEach((target) => nearby.unobserve(target))
      if (!first) return near.forEach((target) => start(islandOf.get(target)!))
      // The first answer covers every island: the near ones, then the behaviours further away.
      first = false
      const farIslands = far.map((target) => islandOf.get(target)!)
      far.filter((target) => !isReact(islandOf.get(target)!)).forEach((target) => nearby.unobserve(target))
      farIslands.filter(isReact).forEach(settle)
      enqueue([...near.map((target) => islandOf.get(target)!), ...farIslands.filter((element) => !isReact(element))])
    },
    { rootMargin: NEAR },
  )
  idle(() => islandOf.forEach((_, target) => nearby.observe(target)))

  // An island used before this script ran: tapped (boot.ts marks it), or typed or picked in, or
  // holding the focus.
  for (const element of islands) if (element.hasAttribute(islandMarks.wake) || hasEntered(element)) start(element)
  // A tap on an island that has not started, from now on.
  document.addEventListener(islandEvents.wake, (event) => {
    const element = (event.target as Element).closest<HTMLElement>('[data-island]')
    if (element) start(element)
  })
}
