/**
 * Medians of Lighthouse runs per route, checked against the site's targets, and the audits that cost
 * points: pure functions over Lighthouse results (only the fields used here are typed).
 */

/** The part of a Lighthouse result (LHR) this file reads. */
export interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>
  audits: Record<
    string,
    {
      title: string
      score: number | null
      scoreDisplayMode?: string
      numericValue?: number
      displayValue?: string
      details?: unknown
      metricSavings?: Partial<Record<string, number>>
    }
  >
}

export interface RunResult {
  route: string
  round: number
  /** 1-minute load average when the run started. */
  load: number
  lhr: Lhr
}

/** Targets of the issue. */
export const targets = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbtMs: 50,
  cls: 0.01,
  lcpMs: 1500,
}

export interface RouteSummary {
  route: string
  runs: number
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  tbtMs: number
  cls: number
  lcpMs: number
  fcpMs: number
  speedIndexMs: number
  /** The LCP element of the median run (a short HTML snippet). */
  lcpElement?: string
  /** Audits that failed in at least one run: "title (n/runs)". */
  issues: string[]
  load: number
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

/** The snippet of the LCP element, from the audit that names it. */
function lcpElement(lhr: Lhr): string | undefined {
  const find = (value: unknown): string | undefined => {
    if (!value || typeof value !== 'object') return undefined
    const node = value as { type?: string; snippet?: string }
    if (node.type === 'node' && node.snippet) return node.snippet
    for (const v of Object.values(value)) {
      const found = find(v)
      if (found) return found
    }
    return undefined
  }
  return (
    find(lhr.audits['largest-contentful-paint-element']?.details) ?? find(lhr.audits['lcp-breakdown-insight']?.details)
  )
}

/** Failed audits of one run: weighted audits of the scored categories, and performance insights with savings. */
function failedAudits(lhr: Lhr): string[] {
  const out: string[] = []
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) out.push(`${id}: ${audit.title}`)
    }
  }
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id]
    const savings = audit?.metricSavings ?? {}
    const worth =
      (savings.LCP ?? 0) >= 50 || (savings.FCP ?? 0) >= 50 || (savings.TBT ?? 0) >= 50 || (savings.CLS ?? 0) >= 0.005
    if (ref.weight === 0 && audit && audit.score !== null && audit.score < 0.9 && worth)
      out.push(`performance: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
  }
  return out
}

/** Median per route of every score and metric, in the order the routes were first run. */
export function summarize(results: RunResult[]): RouteSummary[] {
  const routes = [...new Set(results.map((r) => r.route))]
  return routes.map((route) => {
    const runs = results.filter((r) => r.route === route)
    const perf = runs.map((r) => score(r.lhr, 'performance'))
    // The run whose performance is the median names the LCP element.
    const medianRun = [...runs].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'))[
      Math.floor((runs.length - 1) / 2)
    ]
    const counts = new Map<string, number>()
    for (const r of runs)
      for (const issue of new Set(failedAudits(r.lhr))) counts.set(issue, (counts.get(issue) ?? 0) + 1)
    return {
      route,
      runs: runs.length,
      performance: median(perf),
      accessibility: median(runs.map((r) => score(r.lhr, 'accessibility'))),
      bestPractices: median(runs.map((r) => score(r.lhr, 'best-practices'))),
      seo: median(runs.map((r) => score(r.lhr, 'seo'))),
      tbtMs: median(runs.map((r) => metric(r.lhr, 'total-blocking-time'))),
      cls: median(runs.map((r) => metric(r.lhr, 'cumulative-layout-shift'))),
      lcpMs: median(runs.map((r) => metric(r.lhr, 'largest-contentful-paint'))),
      fcpMs: median(runs.map((r) => metric(r.lhr, 'first-contentful-paint'))),
      speedIndexMs: median(runs.map((r) => metric(r.lhr, 'speed-index'))),
      lcpElement: lcpElement(medianRun.lhr),
      issues: [...counts].map(([issue, n]) => `${issue} (${n}/${runs.length})`),
      load: median(runs.map((r) => r.load)),
    }
  })
}

/** Which targets a route misses, e.g. ["LCP 1620 ms"]. */
export function missedTargets(s: RouteSummary): string[] {
  const missed: string[] = []
  if (s.performance < targets.performance) missed.push(`performance ${s.performance}`)
  if (s.accessibility < targets.accessibility) missed.push(`accessibility ${s.accessibility}`)
  if (s.bestPractices < targets.bestPractices) missed.push(`best practices ${s.bestPractices}`)
  if (s.seo < targets.seo) missed.push(`SEO ${s.seo}`)
  if (!(s.tbtMs < targets.tbtMs)) missed.push(`TBT ${Math.round(s.tbtMs)} ms`)
  if (!(s.cls < targets.cls)) missed.push(`CLS ${s.cls.toFixed(3)}`)
  if (!(s.lcpMs < targets.lcpMs)) missed.push(`LCP ${Math.round(s.lcpMs)} ms`)
  return missed
}

/** A Markdown table of the medians, then the LCP elements, misses and failed audits per route. */
export function formatLighthouseTable(summary: RouteSummary[]): string {
  const t = targets
  const lines = [
    `| route | Performance | Accessibility | Best Practices | SEO | TBT (ms) | CLS | LCP (ms) | FCP (ms) | Speed Index (ms) |`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
    ...summary.map(
      (s) =>
        `| ${s.route} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${Math.round(s.tbtMs)} | ${s.cls.toFixed(3)} | ${Math.round(s.lcpMs)} | ${Math.round(s.fcpMs)} | ${Math.round(s.speedIndexMs)} |`,
    ),
    '',
    `Targets: Performance ≥ ${t.performance}; Accessibility, Best Practices, SEO ${t.accessibility}; TBT < ${t.tbtMs} ms; CLS < ${t.cls}; LCP < ${t.lcpMs} ms. Medians of ${summary[0]?.runs ?? 0} runs.`,
    '',
  ]
  for (const s of summary) {
    const missed = missedTargets(s)
    lines.push(
      `- ${s.route}: ${missed.length ? `misses ${missed.join(', ')}` : 'meets every target'}; LCP element ${s.lcpElement ? `\`${s.lcpElement.slice(0, 120)}\`` : 'not reported'}`,
    )
    for (const issue of s.issues) lines.push(`  - ${issue}`)
  }
  return lines.join('\n')
}
