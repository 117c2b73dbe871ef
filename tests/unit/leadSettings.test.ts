/**
 * The intake's timing settings (worker/leads/env.ts: LEAD_SETTLE_SECONDS, LEAD_MIN_FILL_SECONDS): a
 * Worker variable in seconds, or the default where it is unset or not a number of seconds.
 */
import { expect, it } from 'vitest'
import { settingMs } from '../../worker/leads/settings'

it('reads seconds, and falls back where the value is unset, empty, not a number or negative', () => {
  expect([settingMs('0', 5_000), settingMs('1', 5_000), settingMs(' 1.5 ', 5_000)]).toEqual([0, 1_000, 1_500])
  for (const bad of [undefined, '', ' ', 'soon', '-1', 'Infinity'])
    expect(settingMs(bad, 5_000), String(bad)).toBe(5_000)
})
