/**
 * The number a counter shows `elapsed` ms into its run-up from 0 to `target` over `duration` ms:
 * eased out (fast start, gentle landing) and whole, so it never shows "11.7K+"; exactly `target`
 * once the time is up.
 */
export function countAt(target: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return target
  if (elapsed <= 0) return 0
  const t = elapsed / duration
  return Math.round(target * (1 - (1 - t) ** 3))
}
