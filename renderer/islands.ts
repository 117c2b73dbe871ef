/**
 * Starts the islands of the page (components/islands.ts): every element with `data-island`, each on
 * its own. A React island loads React and its own chunk, then hydrates (hydrateIsland.tsx); a
 * behaviour loads its module and mounts. Pages without islands load none of it.
 *
 * When: `idle` islands and behaviours once the browser is idle, the ones near the window first, the
 * rest one per idle moment, and at once when the visitor scrolls near them. `use` islands when the
 * visitor first uses them (a focus, a tap, a key or typing inside), or when their `ready` check says
 * they have something to show. A tap on an island's button before it has started is kept and replayed
 * (boot.ts); what was typed or picked is handed over (restoreInputs.ts).
 *
 * Each island that has started is marked `data-hydrated`; once every island has started, or waits
 * for the visitor, `<html>` is marked `data-hydrated` too (the end-to-end tests wait for it). An
 * island whose code does not load keeps its prerendered HTML, which works as it does without
 * JavaScript; the error goes to the console as the spec's chunk-load error, the island's own message
 * shows if it draws one (with a retry), and a tap on the island tries again.
 */
import type { ComponentType } from 'react'
import type { ErrorWords } from '../components/ErrorScreen'
import { behaviours, reactIslands, type Mount, type ReactIsland, type Ready } from '../components/islands'
import { loadChunk } from '../lib/loadChunk'
import { islandEvents, islandMarks } from './islandSignals'
import { hasEntered } from './restoreInputs'

type State = 'starting' | 'live' | 'failed'
const states = new WeakMap<HTMLElement, State>()

const idle = (run: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 1))

const has = <T extends object>(registry: T, name: string): name is Extract<keyof T, string> => Object.hasOwn(registry, name)

const propsOf = (element: HTMLElement): unknown => (element.dataset.props ? JSON.parse(element.dataset.props) : undefined)

/** Loads and starts one island. */
async function startIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? ''
  if (has(reactIslands, name)) {
    const island: ReactIsland = reactIslands[name]
    const [Component, { hydrateIsland }] = await Promise.all([loadChunk(island.load), loadChunk(() => import('./hydrateIsland'))])
    const words = JSON.parse(element.dataset.error ?? '{}') as ErrorWords
    await hydrateIsland(element, Component as ComponentType<object>, propsOf(element) as object, element.dataset.prefix ?? '', words)
  } else if (has(behaviours, name)) {
    const mount: Mount = await loadChunk(behaviours[name])
    await mount(element, propsOf(element) as never)
  } else {
    throw new Error(`The page names an island "${name}" that components/islands.ts does not list.`)
  }
}

/**
 * An island that draws its own chunk-load message (a hidden `[data-chunk-error]` child, components/ChunkError.tsx)
 * shows it when its code does not load; its button hides it and tries again.
 */
function offerRetry(element: HTMLElement, retry: () => void): void {
  const message = element.querySelector<HTMLElement>(':scope > [data-chunk-error]')
  if (!message) return
  message.hidden = false
  message.querySelector('button')?.addEventListener(
    'click',
    () => {
      message.hidden = true
      retry()
    },
    { once: true },
  )
}

/** The events that count as using an island. */
const USE = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const

/** The React island of that name, if it is one. */
const reactIsland = (element: HTMLElement): ReactIsland | undefined => {
  const name = element.dataset.island ?? ''
  return has(reactIslands, name) ? reactIslands[name] : undefined
}

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
          offerRetry(element, () => start(element))
        },
      )
      .finally(() => settle(element))
  }

  /** A `use` island waits: started by the visitor, or by its ready check. */
  const waitForUse = (element: HTMLElement, island: ReactIsland) => {
    const used = () => {
      for (const type of USE) element.removeEventListener(type, used, true)
      start(element)
    }
    for (const type of USE) element.addEventListener(type, used, true)
    // Waiting for the visitor counts as settled; a ready check (which may ask the network) runs on.
    settle(element)
    if (!island.ready) return
    loadChunk(island.ready)
      .then((ready: Ready) => ready(element, propsOf(element) as never))
      .then((now) => now && used(), console.error)
  }

  const waits = islands.filter((element) => reactIsland(element)?.start === 'use')
  const soon = islands.filter((element) => !waits.includes(element))

  // `idle` islands and behaviours: near the window first (within half a screen), then the rest in page
  // order, one per idle moment, and at once when the visitor scrolls near one.
  const near = (element: HTMLElement) => {
    const box = element.getBoundingClientRect()
    return box.bottom > -innerHeight / 2 && box.top < innerHeight * 1.5
  }
  const queue = [...soon.filter(near), ...soon]
  const next = () => {
    const element = queue.shift()
    if (!element) return
    if (states.has(element)) return next()
    start(element)
    idle(next)
  }
  idle(() => {
    for (const element of waits) waitForUse(element, reactIsland(element)!)
    next()
  })
  const approaching = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        approaching.unobserve(entry.target)
        start(entry.target as HTMLElement)
      }
    },
    { rootMargin: '50% 0px' },
  )
  soon.forEach((element) => approaching.observe(element))

  // An island used before this script ran: tapped (boot.ts marks it), or typed
  // or picked in, or holding the focus.
  for (const element of islands) if (element.hasAttribute(islandMarks.wake) || hasEntered(element)) start(element)
  // A tap on an island that has not started, from now on.
  document.addEventListener(islandEvents.wake, (event) => {
    const element = (event.target as Element).closest<HTMLElement>('[data-island]')
    if (element) start(element)
  })
}
