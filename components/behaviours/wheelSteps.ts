/**
 * Wheel stepping (spec "Wheel scrolling"), on the area of neighbouring blocks marked `wheelStep`
 * (components/blocks/Blocks.tsx): on screens wider than 768 px, a mouse-wheel turn over one of the
 * marked sections scrolls smoothly to the next (or previous) marked section, one section per wheel
 * gesture, with a 100 ms lock between steps. The decisions are in lib/wheelStep.ts.
 *
 * Left alone: phones and narrow windows, wheel turns with Ctrl (zoom) or sideways, keyboard scrolling
 * (no key is intercepted), and visitors who ask for reduced motion: for them stepping would be the
 * same jump without the animation, so the wheel simply scrolls as usual.
 */
import { media } from '../../lib/breakpoints'
import {
  canStep,
  extendLock,
  nextSection,
  stepOrigin,
  type PendingStep,
  type SectionSpan,
  type WheelLock,
} from '../../lib/wheelStep'

/** Spec point 9: wheel stepping on screens wider than 768 px. */
const WIDE_SCREEN = `${media.wide} and (prefers-reduced-motion: no-preference)`

/** The marked sections as scroll positions that put each one's top just under the sticky header. */
function measure(container: HTMLElement, headerOffset: number): SectionSpan[] {
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight
  return [...container.querySelectorAll<HTMLElement>('[data-wheel-step]')].map((el) => {
    const rect = el.getBoundingClientRect()
    return {
      top: Math.min(Math.max(rect.top + window.scrollY - headerOffset, 0), maxScroll),
      bottom: rect.bottom + window.scrollY - headerOffset,
    }
  })
}

export function mount(container: HTMLElement): void {
  const wide = window.matchMedia(WIDE_SCREEN)
  let lock: WheelLock = { lockedUntil: 0 }
  let pending: PendingStep | null = null

  const onWheel = (event: WheelEvent) => {
    // 1. Only plain vertical wheel turns over a marked section, on a wide screen.
    if (!wide.matches || event.ctrlKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return
    if (!(event.target instanceof Element) || !event.target.closest('[data-wheel-step]')) return
    // When the wheel turned, not when this handler got to run: a busy page must not split one gesture.
    const now = event.timeStamp
    // 2. The rest of a gesture that already stepped: swallow it and keep the lock.
    if (!canStep(lock, now)) {
      event.preventDefault()
      lock = extendLock(now)
      return
    }
    // 3. Where to go; no target means the browser scrolls as usual.
    const headerOffset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
    const sections = measure(container, headerOffset)
    const origin = stepOrigin(window.scrollY, sections, pending, now)
    const index = nextSection(
      { scrollY: origin, viewportHeight: window.innerHeight - headerOffset, sections },
      event.deltaY > 0 ? 1 : -1,
    )
    if (index === null) {
      pending = null
      return
    }
    // 4. Step.
    event.preventDefault()
    window.scrollTo({ top: sections[index].top, behavior: 'smooth' })
    pending = { index, at: now, from: window.scrollY }
    lock = extendLock(now)
  }

  container.addEventListener('wheel', onWheel, { passive: false })
}
