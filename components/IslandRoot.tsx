/**
 * The root of every React island, the same on the server and in the browser: an error boundary (an
 * island that throws shows the default error screen in its place, and the rest of the page keeps
 * working), and a signal once the island has hydrated.
 */
import { useEffect, type ReactNode } from 'react'
import { ErrorBoundary } from './ErrorBoundary'
import type { ErrorWords } from './ErrorScreen'

export function IslandRoot({
  words,
  onHydrated,
  children,
}: {
  words: ErrorWords
  onHydrated?: () => void
  children: ReactNode
}) {
  // Effects run children first: the island's own effects (a stored choice) have run when this one does.
  useEffect(() => onHydrated?.(), [onHydrated])
  return <ErrorBoundary words={words}>{children}</ErrorBoundary>
}
