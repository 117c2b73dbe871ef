/**
 * Sends the Core Web Vitals and their companions (LCP, INP, CLS, FCP, TTFB) from the `web-vitals`
 * package to the configured endpoint with `navigator.sendBeacon`. The values are collected as they
 * are reported and sent together, in one beacon, when the page is hidden (tab switched, page left,
 * app closed), which is also when web-vitals reports the final LCP, CLS and INP (see the package's
 * "batch reports" example). Loaded lazily by startVitals.ts.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'

/** What one beacon carries: the page and each metric once, with its latest value. */
export interface VitalsBeacon {
  page: string
  metrics: Pick<Metric, 'name' | 'value' | 'rating' | 'id' | 'navigationType'>[]
}

export function reportVitals(url: string): void {
  const pending = new Map<Metric['name'], Metric>()
  const collect = (metric: Metric) => pending.set(metric.name, metric)
  onLCP(collect)
  onINP(collect)
  onCLS(collect)
  onFCP(collect)
  onTTFB(collect)

  const send = () => {
    if (pending.size === 0) return
    const beacon: VitalsBeacon = {
      page: location.pathname,
      metrics: [...pending.values()].map(({ name, value, rating, id, navigationType }) => ({
        name,
        value,
        rating,
        id,
        navigationType,
      })),
    }
    pending.clear()
    navigator.sendBeacon(url, JSON.stringify(beacon))
  }
  // Registered after web-vitals' own listeners, so the final values are in before the beacon goes.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send())
  // Safari does not always fire visibilitychange when a page is left (web-vitals' README).
  addEventListener('pagehide', send)
}
