/**
 * The boot script: the one script written into every prerendered page (generator/output/bootScript.ts
 * bundles and minifies this module into an inline classic script, and the Content-Security-Policy
 * allows it by its hash; generator/output/deferScripts.ts puts it in place of Vike's entry script).
 *
 * - It requests the page's JavaScript only once the page has loaded (its eager images, the largest
 *   one included) and been painted, so the first and largest paint never share the network or the
 *   main thread with the page's scripts. At most 3 s after the document is parsed it starts anyway,
 *   should an image hang.
 * - The files are requested at once (modulepreload) and run one per task, chunks first and the entry
 *   last, so that no single task runs them all (a long task delays a tap: Total Blocking Time,
 *   Interaction to Next Paint).
 * - A tap on a button of an island that has not started yet asks for the island at once, and is kept
 *   and replayed once the island has started (renderer/islands.ts announces it); typing or picking in
 *   such an island asks for it too (what was entered is handed over, renderer/restoreInputs.ts).
 *
 * Inline and at the end of `<body>`, it runs as soon as the document is parsed: taps are kept from the
 * first paint on, and it costs no request (the first view requests exactly what the page's
 * zero-JavaScript twin requests). It reads its own data attributes: `data-entry`, the page's client
 * entry (renderer/+client.ts), and `data-preload`, the chunks the entry imports, space-separated,
 * dependencies first. It imports nothing at run time: what it shares with the islands loader is
 * bundled in (islandSignals.ts).
 */
import { islandEvents, islandMarks } from './islandSignals'

/** A form's submit is never held longer: after this the form goes as it does without JavaScript. */
const SUBMIT_WAIT_MS = 5000
/** Start even if the load event has not come by then (an image that hangs). */
const START_ANYWAY_MS = 3000

/** A tap kept for an island that has not started. */
interface Held {
  button: HTMLButtonElement
  island: Element
  timer?: ReturnType<typeof setTimeout>
}

const script = document.currentScript as HTMLScriptElement
const entry = script.getAttribute('data-entry') ?? ''
const preload = (script.getAttribute('data-preload') ?? '').split(' ').filter(Boolean)
let started = false
const queued: Held[] = []

/** Requests every file at once, then runs them one per task, the entry last. */
function start(): void {
  if (started) return
  started = true
  for (const href of preload) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.appendChild(link)
  }
  const queue = [...preload, entry]
  const next = (): void => {
    const href = queue.shift()!
    // A chunk that fails to load does not stop the rest; the entry's own failure stays unhandled, so
    // it reaches the console.
    if (queue.length) import(href).then(later, later)
    else import(href)
  }
  const later = () => setTimeout(next, 0)
  next()
}

/** Clicks a kept button again, marked so that this click is not kept once more. */
function replay(button: HTMLButtonElement): void {
  button.setAttribute('data-replayed', '')
  button.click()
  button.removeAttribute('data-replayed')
}

/** The island an event happened in, if it has not started (and has not failed). */
function unstarted(event: Event): Element | null {
  const target = event.target as Element
  return target.closest?.(`[data-island]:not([${islandMarks.hydrated}]):not([${islandMarks.failed}])`) ?? null
}

/** Asks for an island at once (renderer/islands.ts starts it on the event, or on the mark if it is not running yet). */
function wakeUp(island: Element): void {
  island.setAttribute(islandMarks.wake, '')
  island.dispatchEvent(new Event(islandEvents.wake, { bubbles: true }))
  start()
}

/**
 * A tap on a button of an island that has not started (only its script makes such a button work, and
 * a form's own checks run only once it has): kept, and the island asked for at once.
 */
function keep(event: Event): void {
  const island = unstarted(event)
  const button = island && (event.target as Element).closest<HTMLButtonElement>('button:not([data-replayed])')
  if (!island || !button) return
  event.preventDefault()
  event.stopPropagation()
  const held: Held = { button, island }
  if (button.type === 'submit') held.timer = setTimeout(() => release(held), SUBMIT_WAIT_MS)
  queued.push(held)
  wakeUp(island)
}

/** Lets a kept tap go: replayed once its island has started; a submit goes even if it never does. */
function release(held: Held): void {
  const i = queued.indexOf(held)
  if (i < 0) return
  queued.splice(i, 1)
  clearTimeout(held.timer)
  if (held.island.hasAttribute(islandMarks.hydrated) || held.button.type === 'submit') replay(held.button)
}

/** An island has started or failed: its kept taps go. */
function settled(event: Event): void {
  queued.filter((held) => held.island === event.target).forEach(release)
}

/** Typing or picking in an island that has not started: ask for it at once. */
function wake(event: Event): void {
  const island = unstarted(event)
  if (island) wakeUp(island)
}

document.addEventListener('click', keep, true)
document.addEventListener('input', wake, true)
document.addEventListener('change', wake, true)
document.addEventListener(islandEvents.hydrated, settled)
document.addEventListener(islandEvents.failed, settled)

// After the load event and the next paint (the frame after the next animation frame); a hidden tab
// paints nothing, so it starts at load.
const afterPaint = () =>
  document.visibilityState === 'hidden' ? start() : requestAnimationFrame(() => setTimeout(start, 0))
if (document.readyState === 'complete') afterPaint()
else window.addEventListener('load', afterPaint)
setTimeout(start, START_ANYWAY_MS)
