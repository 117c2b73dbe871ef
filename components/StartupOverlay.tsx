/**
 * The start-up overlay: spells the brand letter by letter for 3 s on the first page load of a browser
 * session. It is mounted only after hydration, so the page beneath is painted first (the largest
 * paint never waits for it) and visitors without JavaScript never see it. It is hidden from
 * assistive technology, lets clicks through, and is skipped for visitors who prefer reduced motion.
 */
import { useEffect, useState } from 'react'

/** Spec point 9: the overlay shows for 3000 ms. */
export const OVERLAY_MS = 3000
const SEEN_KEY = 'startup-overlay-seen'

export function StartupOverlay({ brand }: { brand: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (sessionStorage.getItem(SEEN_KEY) || matchMedia('(prefers-reduced-motion: reduce)').matches) return
    sessionStorage.setItem(SEEN_KEY, '1')
    setVisible(true)
    const timer = setTimeout(() => setVisible(false), OVERLAY_MS)
    return () => clearTimeout(timer)
  }, [])
  if (!visible) return null
  const letters = [...brand]
  return (
    <div className="startup" aria-hidden="true" data-testid="startup-overlay">
      <p className="startup__word">
        {letters.map((letter, i) => (
          <span key={i} className="startup__letter" style={{ animationDelay: `${(i * 1800) / letters.length}ms` }}>
            {letter}
          </span>
        ))}
      </p>
    </div>
  )
}
