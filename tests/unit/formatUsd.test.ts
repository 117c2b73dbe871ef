import { describe, expect, it } from 'vitest'
import { formatUsd } from '../../lib/formatUsd'

describe('formatUsd', () => {
  it('writes whole dollars without cents', () => {
    expect(formatUsd(15)).toBe('$15')
    expect(formatUsd(0)).toBe('$0')
    expect(formatUsd(100)).toBe('$100')
  })

  it('writes two decimals when there are cents', () => {
    expect(formatUsd(12.5)).toBe('$12.50')
    expect(formatUsd(9.99)).toBe('$9.99')
  })
})
