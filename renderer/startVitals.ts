/**
 * The optional web-vitals reporter (spec point 7): started once the page has hydrated. Only a page
 * that names an endpoint (`<meta name="vitals-url">`, written by the build when VITALS_URL is set)
 * loads it; without one nothing more is requested.
 */
import { loadChunk } from '../lib/loadChunk'

export function startVitals(): void {
  const url = document.querySelector<HTMLMetaElement>('meta[name="vitals-url"]')?.content
  if (!url) return
  // Measuring must never disturb the visit: a reporter that does not load is only noted.
  loadChunk(() => import('./reportVitals')).then(
    ({ reportVitals }) => reportVitals(url),
    (error: Error) => console.warn(`[vitals] ${error.message}`),
  )
}
