import { describe, expect, it } from 'vitest'
import { toggleOpenIndex } from '../../lib/toggleOpenIndex'

describe('toggleOpenIndex (FAQ accordion)', () => {
  it('opens a closed question and closes the one that was open', () => {
    expect(toggleOpenIndex(0, 3)).toBe(3)
  })

  it('closes every question when the open one is clicked', () => {
    expect(toggleOpenIndex(2, 2)).toBeNull()
  })

  it('opens a question when all are closed', () => {
    expect(toggleOpenIndex(null, 0)).toBe(0)
  })
})
