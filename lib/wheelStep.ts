/**
 * The pure part of wheel stepping (spec "Wheel scrolling"): which section a wheel turn goes to, and
 * the lock that keeps one wheel gesture from stepping more than one section. `useWheelStepping`
 * measures the page and scrolls; everything it decides is decided here, so it can be unit tested.
 */

/** Lock between steps (spec point 9: "wheel step lock 100 ms"). */
export const WHEEL_LOCK_MS = 100

/** Pixels of slack when comparing positions (sub-pixel layout, rounding of scroll positions). */
const SLACK = 4

/** A stepping section, in page coordinates: `top` is the scroll position that aligns it under the header. */
export interface SectionSpan {
  top: number
  bottom: number
}

/** What the page looks like when a wheel event arrives. */
export interface WheelView {
  /** Current scroll position (`window.scrollY`). */
  scrollY: number
  /** Height of the visible area below the sticky header. */
  viewportHeight: number
  /** The stepping sections, top to bottom, as scroll positions. */
  sections: SectionSpan[]
}

/**
 * The index of the section a wheel turn in `direction` (1 down, -1 up) should scroll to, or null to
 * leave the turn to the browser: past the first or last section, or inside a section taller than the
 * screen whose hidden part lies in that direction (stepping would skip content the visitor has not seen).
 */
export function nextSection(view: WheelView, direction: 1 | -1): number | null {
  const { scrollY, viewportHeight, sections } = view
  if (sections.length === 0) return null
  // The section at the top of the view: the last one whose top has been reached.
  let current = -1
  sections.forEach((s, i) => {
    if (s.top <= scrollY + SLACK) current = i
  })
  if (direction === 1) {
    if (current >= 0 && sections[current].bottom > scrollY + viewportHeight + SLACK) return null
    const next = current + 1
    return next < sections.length ? next : null
  }
  if (current < 0) return null
  const hiddenAbove = scrollY - sections[current].top
  // Partly scrolled past the current section: go back to its top, unless more than a screen is hidden.
  if (hiddenAbove > SLACK) return hiddenAbove > viewportHeight ? null : current
  return current > 0 ? current - 1 : null
}

/** A step whose smooth scroll may still be running. */
export interface PendingStep {
  index: number
  /** When it started (ms). */
  at: number
  /** The scroll position it started from. */
  from: number
}

/** Longer than any smooth scroll between neighbouring sections. */
export const STEP_SETTLE_MS = 800

/**
 * The scroll position the next step counts from: while a step is still scrolling, its target (so a
 * second wheel turn after the lock goes one further instead of repeating the step under way). Once
 * the view has left the way between start and target (the visitor dragged the scroll bar, followed
 * a link), the real position counts again.
 */
export function stepOrigin(scrollY: number, sections: SectionSpan[], pending: PendingStep | null, now: number): number {
  if (!pending || !sections[pending.index] || now - pending.at >= STEP_SETTLE_MS) return scrollY
  const target = sections[pending.index].top
  const onTheWay =
    scrollY >= Math.min(pending.from, target) - SLACK && scrollY <= Math.max(pending.from, target) + SLACK
  return onTheWay ? target : scrollY
}

/**
 * The lock: a wheel event while locked is swallowed and extends the lock, so the many events of one
 * gesture (a notched wheel sends several, a touchpad dozens) step one section; the next step needs
 * `WHEEL_LOCK_MS` of quiet.
 */
export interface WheelLock {
  /** Time (ms, same clock as `now`) until which wheel events do not step. */
  lockedUntil: number
}

/** Whether a wheel event at `now` may step. */
export function canStep(lock: WheelLock, now: number): boolean {
  return now >= lock.lockedUntil
}

/** The lock after a wheel event at `now` that stepped or was swallowed. */
export function extendLock(now: number, lockMs: number = WHEEL_LOCK_MS): WheelLock {
  return { lockedUntil: now + lockMs }
}
