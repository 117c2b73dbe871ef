/**
 * Sends the Core Web Vitals and their companions (LCP, INP, CLS, FCP, TTFB) from the `web-vitals`
 * package to the configured endpoint with `navigator.sendBeacon`. The values are collected as they
 * are reported and sent together, in one beacon, when the page is hidden (tab switched, page left,
 * app closed), which is also when web-vitals reports the final LCP, CLS and INP (see the package's
 * "batch reports" example). INP comes with its attribution (web-vitals' attribution build): the element
 * and the kind of the slowest interaction, and where its time went (input delay, processing,
 * presentation), so a slow widget on a real phone names itself. Loaded lazily by startVitals.ts.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type INPMetricWithAttribution, type Metric } from 'web-vitals/attribution'

/** Where an interaction's time went, as INP's attribution says it. */
export interface InpAttribution {
  /** A selector of the element interacted with, e.g. "#contact-quote>form>button.btn". */
  target: string | undefined
  type: 'pointer' | 'keyboard' | undefined
  inputDelay: number
  processingDuration: number
  presentationDelay: number
  /** The page's loading state then: 'loading', 'dom-interactive', 'dom-content-loaded' or 'complete'. */
  loadState: string
  /** The script that ran longest in the interaction's frame, where the browser says (Long Animation Frames). */
  longestScript?: { source: string; duration: number }
}

/** What one beacon carries: the page and each metric once, with its latest value. */
export interface VitalsBeacon {
  page: string
  metrics: (Pick<Metric, 'name' | 'value' | 'rating' | 'id' | 'navigationType'> & { attribution?: InpAttribution })[]
}

/** The parts of INP's attribution worth sending: small, and enough to find the slow widget. */
function inpAttribution({ attribution: a }: INPMetricWithAttribution): InpAttribution {
  const script = a.longestScript?.entry
  return {
    target: a.interactionTarget,
    type: a.interactionType,
    inputDelay: a.inputDelay,
    processingDuration: a.processingDuration,
    presentationDelay: a.presentationDelay,
    loadState: a.loadState,
    longestScript: script && {
      source: [script.invoker, script.sourceURL, script.sourceFunctionName].filter(Boolean).join(' '),
      duration: a.longestScript!.intersectingDuration,
    },
  }
}

/** A metric as the beacon carries it. */
const metricOf = ({ name, value, rating, id, navigationType }: Metric) => ({ name, value, rating, id, navigationType })

export function reportVitals(url: string): void {
  const pending = new Map<Metric['name'], VitalsBeacon['metrics'][number]>()
  const collect = (metric: Metric) => pending.set(metric.name, metricOf(metric))
  onLCP(collect)
  onINP((metric) => pending.set('INP', { ...metricOf(metric), attribution: inpAttribution(metric) }))
  onCLS(collect)
  onFCP(collect)
  onTTFB(collect)

  const send = () => {
    if (pending.size === 0) return
    const beacon: VitalsBeacon = { page: location.pathname, metrics: [...pending.values()] }
    pending.clear()
    navigator.sendBeacon(url, JSON.stringify(beacon))
  }
  // Registered after web-vitals' own listeners, so the final values are in before the beacon goes.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send())
  // Safari does not always fire visibilitychange when a page is left (web-vitals' README).
  addEventListener('pagehide', send)
}
