/**
 * Scrolls smoothly to the element with the given id `delay` ms after the page shows with that hash,
 * and again whenever the hash changes to it. Visitors who prefer reduced motion jump instead.
 *
 * On a fresh load the browser has already jumped to the anchor (the page is prerendered), so the
 * glide only settles the position. After a client navigation the router has jumped as well; with
 * `fromTop` the page first returns to the top, like every route change, and then glides down.
 */
import { useEffect } from 'react'

export function useScrollToHash(id: string, delay: number, { fromTop = false }: { fromTop?: boolean } = {}): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let frame = 0
    const glide = () => {
      const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches
      document.getElementById(id)?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
    }
    const schedule = () => {
      if (window.location.hash !== `#${id}`) return
      clearTimeout(timer)
      timer = setTimeout(glide, delay)
    }
    if (fromTop && window.location.hash === `#${id}`) {
      // The router scrolls once the page is rendered, possibly after this effect: reset on the next frame.
      frame = requestAnimationFrame(() => {
        window.scrollTo({ top: 0, behavior: 'instant' })
        schedule()
      })
    } else {
      schedule()
    }
    window.addEventListener('hashchange', schedule)
    return () => {
      clearTimeout(timer)
      cancelAnimationFrame(frame)
      window.removeEventListener('hashchange', schedule)
    }
  }, [id, delay, fromTop])
}
