import { describe, expect, it } from 'vitest'
import { countAt } from '../../lib/countAt'

describe('countAt', () => {
  it('starts at 0 and ends exactly on the target', () => {
    expect(countAt(230, 0, 500)).toBe(0)
    expect(countAt(230, 500, 500)).toBe(230)
    expect(countAt(230, 10_000, 500)).toBe(230)
  })

  it('climbs in whole numbers without passing the target', () => {
    const values = Array.from({ length: 51 }, (_, i) => countAt(230, i * 10, 500))
    expect(values.every(Number.isInteger)).toBe(true)
    expect(values).toEqual([...values].sort((a, b) => a - b))
    expect(Math.max(...values)).toBe(230)
  })

  it('eases out: more than half way at the half time', () => {
    expect(countAt(100, 250, 500)).toBeGreaterThan(50)
    expect(countAt(100, 250, 500)).toBeLessThan(100)
  })

  it('shows the target at once when there is no duration (reduced motion)', () => {
    expect(countAt(12, 0, 0)).toBe(12)
  })
})
