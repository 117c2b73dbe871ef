/**
 * The tables of `npm run bench`: medians of every variant and size, the marginal cost per page
 * ((t_N − t_0) / N) and its ratio to the anchor's, linearity and memory, and what the client receives.
 */
import path from 'node:path'
import { measureClientDir } from '../check-budgets'
import { kb } from '../budgets/budgets'
import type { clientJs } from './copyRepo'
import type { Measured } from './runMeasured'

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
export const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`
const s = (ms: number) => (ms / 1000).toFixed(1)
const per = (x: number | undefined) => (x === undefined ? '–' : x.toFixed(1))

/** One variant at one size: its runs, medians and marginal cost per page. */
export interface Row {
  variant: string
  n: number
  runs: number
  ms: number[]
  medianMs: number
  marginalMs?: number
  cpuMs: number[]
  medianCpuMs: number
  marginalCpuMs?: number
  peakTreeRss: number
  maxProcessRss?: number
  load: number
  gates?: string
}

/** A variant's rows, one per size (the first size is 0, the base the marginal costs are taken from). */
export function rowsOf(
  variant: string,
  sizes: number[],
  runsAt: (n: number) => Measured[],
  gates: (n: number) => string | undefined,
): Row[] {
  const base = runsAt(0)
  const t0 = median(base.map((m) => m.ms))
  const c0 = median(base.map((m) => m.cpuMs))
  return sizes.map((n) => {
    const runs = runsAt(n)
    const t = median(runs.map((m) => m.ms))
    const c = median(runs.map((m) => m.cpuMs))
    return {
      variant,
      n,
      runs: runs.length,
      ms: runs.map((m) => Math.round(m.ms)),
      medianMs: Math.round(t),
      marginalMs: n ? (t - t0) / n : undefined,
      cpuMs: runs.map((m) => Math.round(m.cpuMs)),
      medianCpuMs: Math.round(c),
      marginalCpuMs: n ? (c - c0) / n : undefined,
      peakTreeRss: Math.max(...runs.map((m) => m.peakTreeRss)),
      maxProcessRss: runs.some((m) => m.maxProcessRss) ? Math.max(...runs.map((m) => m.maxProcessRss ?? 0)) : undefined,
      load: median(runs.map((m) => m.load[0])),
      gates: gates(n),
    }
  })
}

export function printTimes(table: Row[][], labels: { name: string; label: string }[]): void {
  console.log(`\n## Build time and memory (medians; marginal = (t_N − t_0) / N)\n`)
  for (const v of labels) console.log(`- ${v.name}: ${v.label}`)
  console.log(
    '\n| variant | extra pages | runs | wall times (s) | wall median (s) | wall ms/page | CPU times (s) | CPU median (s) | CPU ms/page | peak memory, process tree | largest process | load (1 min) | gates |',
  )
  console.log('|---|---:|---:|---|---:|---:|---|---:|---:|---:|---:|---:|---|')
  for (const r of table.flat()) {
    console.log(
      `| ${r.variant} | ${r.n} | ${r.runs} | ${r.ms.map(s).join(', ')} | ${s(r.medianMs)} | ${per(r.marginalMs)} | ${r.cpuMs.map(s).join(', ')} | ${s(r.medianCpuMs)} | ${per(r.marginalCpuMs)} | ${mb(r.peakTreeRss)} | ${r.maxProcessRss ? mb(r.maxProcessRss) : '–'} | ${r.load.toFixed(1)} | ${r.gates ?? '–'} |`,
    )
  }
}

export interface Ratio {
  variant: string
  n: number
  cpu: number
  wall: number
}

/** The ratio of each variant's marginal cost per page to the anchor's, printed and returned. */
export function printRatios(table: Row[][], anchor: Row[], anchorName: string): Ratio[] {
  const ratios: Ratio[] = []
  console.log(`\n## Marginal cost per page, ratio to the anchor (${anchorName}); goal ≤ 0.50×\n`)
  console.log(
    '| variant | extra pages | CPU ms/page | anchor CPU ms/page | CPU ratio | wall ms/page | anchor wall ms/page | wall ratio |',
  )
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
  for (const r of table.flat().filter((x) => x.n > 0 && x.variant !== anchor[0].variant)) {
    const a = anchor.find((x) => x.n === r.n)!
    const ratio = {
      variant: r.variant,
      n: r.n,
      cpu: r.marginalCpuMs! / a.marginalCpuMs!,
      wall: r.marginalMs! / a.marginalMs!,
    }
    ratios.push(ratio)
    console.log(
      `| ${r.variant} | ${r.n} | ${per(r.marginalCpuMs)} | ${per(a.marginalCpuMs)} | ${ratio.cpu.toFixed(2)}× | ${per(r.marginalMs)} | ${per(a.marginalMs)} | ${ratio.wall.toFixed(2)}× |`,
    )
  }
  return ratios
}

/** Linearity and peak memory of the cold build. */
export function printScaling(cold: Row[]): void {
  const marginal = cold.filter((r) => r.n > 0)
  const verdict = (x: number) => `${x.toFixed(2)}× (${x <= 1.3 ? 'linear' : 'NOT linear'}: limit 1.30×)`
  if (marginal.length >= 2) {
    const ratioOf = (k: 'marginalMs' | 'marginalCpuMs') => marginal.at(-1)![k]! / marginal[0][k]!
    console.log(
      `\nCold build, marginal cost per page at ${marginal.at(-1)!.n} vs ${marginal[0].n} pages: CPU ${verdict(ratioOf('marginalCpuMs'))}; wall ${verdict(ratioOf('marginalMs'))}.`,
    )
  }
  const largest = cold.at(-1)!
  console.log(
    `Peak memory of the cold build at ${largest.n} pages: ${mb(largest.peakTreeRss)} (limit 1024 MB) — ${largest.peakTreeRss < 2 ** 30 ? 'within' : 'OVER'}.`,
  )
}

/** The client's JavaScript at every size (it must not grow with pages) and the bytes per route of the base build. */
export function printClient(
  sizes: number[],
  bundles: Map<number, ReturnType<typeof clientJs> & { pages: number }>,
  baseDir: string,
): void {
  console.log(`\n## Client JavaScript by number of pages (bytes, not gzipped)\n`)
  console.log(
    '| extra pages | prerendered HTML pages | JS files | all client JS | Vike client entry | MDX page entry |',
  )
  console.log('|---:|---:|---:|---:|---:|---:|')
  for (const n of sizes) {
    const b = bundles.get(n)!
    console.log(`| ${n} | ${b.pages} | ${b.files} | ${b.total} | ${b.entry} | ${b.contentPage} |`)
  }
  const base = bundles.get(0)!
  const same = sizes.every((n) =>
    (['total', 'entry', 'contentPage'] as const).every((k) => bundles.get(n)![k] === base[k]),
  )
  console.log(
    `\nClient bundle ${same ? 'identical in size for every N: it does not grow with the number of MDX pages' : 'CHANGES with the number of pages'}.`,
  )

  const routes = measureClientDir(path.join(baseDir, 'client'))
  console.log(`\n## Bytes per route (base build; KB = 1024 bytes, JS and CSS gzip)\n`)
  console.log('| route | HTML | HTML gzip | JS gzip named by the HTML | JS gzip it may import | CSS gzip |')
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const r of routes)
    console.log(
      `| ${r.route} | ${kb(r.html.bytes)} | ${kb(r.html.gzip)} | ${kb(r.jsGzip)} | ${kb(r.lazyJsGzip)} | ${kb(r.cssGzip)} |`,
    )
}
