/**
 * On screens 768 px wide or less, scrolls smoothly to an element 100 ms after the page shows and after
 * each navigation (spec: the patch page scrolls to its detail image, which sits below the sidebar there).
 */
import { useEffect, type RefObject } from 'react'
import { media } from '../lib/breakpoints'

/** Spec point 9: smooth-scroll delay. */
const DELAY_MS = 100

export function usePhoneScrollTo(ref: RefObject<HTMLElement | null>, key: string): void {
  useEffect(() => {
    if (!window.matchMedia(media.phone).matches) return
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      ref.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    }, DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [ref, key])
}
