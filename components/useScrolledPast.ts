/** Whether the page is scrolled more than `offset` pixels (the header turns sticky past 100 px). */
import { useEffect, useState } from 'react'

export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [offset])
  return past
}
