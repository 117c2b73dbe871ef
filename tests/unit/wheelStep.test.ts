import { describe, expect, it } from 'vitest'
import {
  canStep,
  extendLock,
  nextSection,
  STEP_SETTLE_MS,
  stepOrigin,
  WHEEL_LOCK_MS,
  type SectionSpan,
} from '../../lib/wheelStep'

// Five neighbouring sections of 600 px, starting 1000 px down the page; the screen shows 800 px.
const sections: SectionSpan[] = [0, 1, 2, 3, 4].map((i) => ({ top: 1000 + i * 600, bottom: 1600 + i * 600 }))
const view = (scrollY: number, list = sections) => ({ scrollY, viewportHeight: 800, sections: list })

describe('nextSection', () => {
  it('goes to the next section down from a section aligned at the top', () => {
    expect(nextSection(view(1000), 1)).toBe(1)
    expect(nextSection(view(1600), 1)).toBe(2)
  })

  it('goes to the previous section up from a section aligned at the top', () => {
    expect(nextSection(view(1600), -1)).toBe(0)
    expect(nextSection(view(3400), -1)).toBe(3)
  })

  it('goes back to the top of the current section when it is partly scrolled past', () => {
    expect(nextSection(view(1800), -1)).toBe(1)
  })

  it('goes down to the next section from part way through the current one', () => {
    expect(nextSection(view(1100), 1)).toBe(1)
  })

  it('reaches the first section from above it', () => {
    expect(nextSection(view(300), 1)).toBe(0)
  })

  it('leaves the wheel to the browser past the last section, above the first, and up from the first', () => {
    expect(nextSection(view(3400), 1)).toBeNull()
    expect(nextSection(view(300), -1)).toBeNull()
    expect(nextSection(view(1000), -1)).toBeNull()
    expect(nextSection(view(0, []), 1)).toBeNull()
  })

  it('tolerates a few pixels of rounding', () => {
    expect(nextSection(view(1598), 1)).toBe(2)
    expect(nextSection(view(1602), -1)).toBe(0)
  })

  it('scrolls normally inside a section taller than the screen until its end is in view', () => {
    const tall = [
      { top: 1000, bottom: 3000 },
      { top: 3000, bottom: 3600 },
    ]
    expect(nextSection(view(1000, tall), 1)).toBeNull()
    expect(nextSection(view(2100, tall), 1)).toBeNull()
    expect(nextSection(view(2200, tall), 1)).toBe(1)
    // Going up from deep inside it (more than a screen below its top) also scrolls normally.
    expect(nextSection(view(2200, tall), -1)).toBeNull()
    expect(nextSection(view(1500, tall), -1)).toBe(0)
  })
})

describe('stepOrigin', () => {
  // A step from section 0 (at 1000) to section 1 (at 1600), started at t = 1000 ms.
  const step = { index: 1, at: 1000, from: 1000 }

  it('counts from the target of a step that is still scrolling', () => {
    expect(stepOrigin(1250, sections, step, 1000 + 300)).toBe(1600)
    expect(stepOrigin(1000, sections, step, 1000 + 10)).toBe(1600)
  })

  it('counts from the real position once the step has settled, or with no step', () => {
    expect(stepOrigin(1250, sections, step, 1000 + STEP_SETTLE_MS)).toBe(1250)
    expect(stepOrigin(1250, sections, null, 5000)).toBe(1250)
    expect(stepOrigin(1250, sections, { index: 9, at: 1000, from: 1000 }, 1001)).toBe(1250)
  })

  it('counts from the real position when the view left the way of the step', () => {
    expect(stepOrigin(400, sections, step, 1000 + 300)).toBe(400)
    expect(stepOrigin(2500, sections, step, 1000 + 300)).toBe(2500)
  })

  it('makes a second gesture during a step go one section further, not repeat it', () => {
    const origin = stepOrigin(1250, sections, { index: 1, at: 0, from: 1000 }, 200)
    expect(nextSection(view(origin), 1)).toBe(2)
  })
})

describe('the wheel lock', () => {
  it('lets the first wheel event step', () => {
    expect(canStep({ lockedUntil: 0 }, 0)).toBe(true)
  })

  it('locks for 100 ms after a step', () => {
    expect(WHEEL_LOCK_MS).toBe(100)
    const lock = extendLock(1000)
    expect(canStep(lock, 1000)).toBe(false)
    expect(canStep(lock, 1099)).toBe(false)
    expect(canStep(lock, 1100)).toBe(true)
  })

  // Ledger: the wheel lock renewed by every swallowed event.
  it('keeps one gesture to one step: each swallowed event extends the lock', () => {
    let lock = extendLock(0)
    // A touchpad gesture: an event every 16 ms for half a second.
    for (let t = 16; t < 500; t += 16) {
      expect(canStep(lock, t)).toBe(false)
      lock = extendLock(t)
    }
    expect(canStep(lock, 496 + 99)).toBe(false)
    expect(canStep(lock, 496 + 100)).toBe(true)
  })
})
