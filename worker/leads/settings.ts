/** A setting of the Worker in seconds (a variable, worker/leads/env.ts), as milliseconds: `fallback` when it is unset or not a number of seconds. */
export function settingMs(seconds: string | undefined, fallback: number): number {
  const value = seconds?.trim() ? Number(seconds) : NaN
  return Number.isFinite(value) && value >= 0 ? value * 1000 : fallback
}
