/**
 * Milliseconds since the element first scrolled into view, advancing every frame for `duration` ms
 * and then resting. It starts at Infinity, so the server and the first render show the final
 * numbers (visitors without JavaScript and crawlers see them); the run-up from 0 starts only when
 * the element is seen, and never for visitors who prefer reduced motion.
 */
import { useEffect, useState, type RefObject } from 'react'

export function useCountUp(ref: RefObject<Element | null>, duration: number): number {
  const [elapsed, setElapsed] = useState(Number.POSITIVE_INFINITY)
  useEffect(() => {
    const el = ref.current
    if (!el || !('IntersectionObserver' in window) || matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        const start = performance.now()
        const tick = (now: number) => {
          const t = now - start
          setElapsed(t)
          if (t < duration) frame = requestAnimationFrame(tick)
        }
        setElapsed(0)
        frame = requestAnimationFrame(tick)
      },
      { threshold: 0.4 },
    )
    observer.observe(el)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [ref, duration])
  return elapsed
}
