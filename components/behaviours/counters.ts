/**
 * The counters' run-up (components/Counters.tsx): once the strip is 40 % in view, each number
 * (`data-count`) runs from 0 to its value in 0.5 s, eased out (lib/countAt.ts), then rests on it.
 * Visitors who prefer reduced motion keep the final numbers.
 */
import { countAt } from '../../lib/countAt'

/** Spec point 9: the counter animation takes 0.5 s. */
export const COUNT_UP_MS = 500

export function mount(list: HTMLElement): void {
  if (!('IntersectionObserver' in window) || matchMedia('(prefers-reduced-motion: reduce)').matches) return
  const numbers = [...list.querySelectorAll<HTMLElement>('[data-count]')].map((el) => ({
    el,
    target: Number(el.dataset.count),
  }))
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      const start = performance.now()
      const tick = (now: number) => {
        const elapsed = now - start
        for (const { el, target } of numbers) el.textContent = String(countAt(target, elapsed, COUNT_UP_MS))
        if (elapsed < COUNT_UP_MS) requestAnimationFrame(tick)
      }
      for (const { el } of numbers) el.textContent = '0'
      requestAnimationFrame(tick)
    },
    { threshold: 0.4 },
  )
  observer.observe(list)
}
