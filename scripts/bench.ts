/**
 * `npm run bench`: how the build scales with content. Builds the site as it is, and with N generated
 * MDX pages of about 400 words added under `content/pages/` (N = 250, 1000, 2000 by default), each in a
 * temporary copy of the repository, with the sample blog API running; repeats each size, interleaving
 * the sizes so a busy machine slows them alike, and prints medians:
 *
 * - total build time (wall clock) and CPU time (user + system of the whole build, which other work on
 *   a busy machine barely changes), and the marginal milliseconds per page (t_N − t_0) / N of each;
 *   growth is linear when the marginal cost at the largest N is within 1.3 times the cost at the smallest;
 * - peak memory of the build's process tree;
 * - the client JavaScript (all chunks, Vike's client entry, the MDX page's entry), which must not change
 *   with the number of pages (they are HTML, rendered at build time);
 * - the bytes per route of the base build (HTML, JS gzip, CSS gzip).
 *
 *   npm run bench -- [--sizes 0,250,1000,2000] [--runs 3,3,2,2] [--json results.json] [--keep]
 */
import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startSampleApi } from './sample-api'
import { measureClientDir } from './check-budgets'
import { jsBudgetOf, kb } from './checks/budgets'
import { clientJs, copyRepo, countPages } from './bench/copyRepo'
import { writeBenchPages } from './bench/generatePages'
import { hasGnuTime, runMeasured, type Measured } from './bench/runMeasured'

const root = path.resolve(import.meta.dirname, '..')
const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string', default: '0,250,1000,2000' },
    runs: { type: 'string', default: '3,3,2,2' },
    json: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
})
const sizes = opts.sizes.split(',').map(Number)
const runsList = opts.runs.split(',').map(Number)
const runsOf = (i: number) => runsList[i] ?? runsList.at(-1) ?? 1
if (sizes[0] !== 0) throw new Error('--sizes must start with 0 (the base build the others are compared with)')

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`
const OUT = 'dist-bench'

// 1. One copy per size, with its pages, and the sample API the blog pages are built from.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'northstitch-bench-'))
const cleanup = () => {
  if (!opts.keep) fs.rmSync(work, { recursive: true, force: true })
}
process.on('SIGINT', () => {
  cleanup()
  process.exit(130)
})
const copies = sizes.map((n) => {
  const dir = path.join(work, `pages-${n}`)
  copyRepo(root, dir)
  return { n, dir, words: writeBenchPages(dir, n) }
})
const api = await startSampleApi({ port: 0 })
console.log(`Bench in ${work}: sizes ${sizes.join(', ')}, runs ${sizes.map((_, i) => runsOf(i)).join(', ')}; ${os.cpus().length} cores, Node ${process.version}, memory by /proc polling${hasGnuTime ? ' and /usr/bin/time -v' : ''}.`)

// 2. Build round by round: every size once per round.
const results = new Map<number, Measured[]>(sizes.map((n) => [n, []]))
const bundles = new Map<number, ReturnType<typeof clientJs> & { pages: number }>()
const maxRuns = Math.max(...sizes.map((_, i) => runsOf(i)))
try {
  for (let round = 0; round < maxRuns; round++) {
    for (const [i, copy] of copies.entries()) {
      if (round >= runsOf(i)) continue
      const m = await runMeasured(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], copy.dir, { ...process.env, OUT_DIR: OUT, BLOG_API_URL: api.url })
      if (m.status !== 0) throw new Error(`The build with ${copy.n} extra pages failed:\n${m.tail}`)
      results.get(copy.n)!.push(m)
      const client = path.join(copy.dir, OUT, 'client')
      if (round === 0) bundles.set(copy.n, { ...clientJs(client), pages: countPages(client) })
      console.log(`  round ${round + 1}: ${String(copy.n).padStart(5)} pages  ${(m.ms / 1000).toFixed(1)} s wall  ${(m.cpuMs / 1000).toFixed(1)} s CPU  peak ${mb(m.peakTreeRss)}  load ${m.load.map((l) => l.toFixed(1)).join('→')}`)
    }
  }

  // 3. Report.
  const t0 = median(results.get(0)!.map((m) => m.ms))
  const c0 = median(results.get(0)!.map((m) => m.cpuMs))
  const rows = sizes.map((n) => {
    const runs = results.get(n)!
    const t = median(runs.map((m) => m.ms))
    const c = median(runs.map((m) => m.cpuMs))
    return {
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
      bundle: bundles.get(n)!,
    }
  })
  const s = (ms: number) => (ms / 1000).toFixed(1)
  const per = (x: number | undefined) => (x === undefined ? '–' : x.toFixed(1))
  console.log(`\n## Build time and memory (medians; marginal = (t_N − t_0) / N)\n`)
  console.log('| extra pages | runs | wall times (s) | wall median (s) | wall ms/page | CPU times (s) | CPU median (s) | CPU ms/page | peak memory, process tree | largest process | load (1 min) |')
  console.log('|---:|---:|---|---:|---:|---|---:|---:|---:|---:|---:|')
  for (const r of rows) {
    console.log(`| ${r.n} | ${r.runs} | ${r.ms.map(s).join(', ')} | ${s(r.medianMs)} | ${per(r.marginalMs)} | ${r.cpuMs.map(s).join(', ')} | ${s(r.medianCpuMs)} | ${per(r.marginalCpuMs)} | ${mb(r.peakTreeRss)} | ${r.maxProcessRss ? mb(r.maxProcessRss) : '–'} | ${r.load.toFixed(1)} |`)
  }
  const marginal = rows.filter((r) => r.n > 0)
  const ratioOf = (key: 'marginalMs' | 'marginalCpuMs') => (marginal.length >= 2 ? marginal.at(-1)![key]! / marginal[0][key]! : undefined)
  const ratio = ratioOf('marginalMs')
  const cpuRatio = ratioOf('marginalCpuMs')
  const verdict = (x: number) => `${x.toFixed(2)}× (${x <= 1.3 ? 'linear' : 'NOT linear'}: limit 1.30×)`
  if (ratio !== undefined && cpuRatio !== undefined) {
    console.log(`\nMarginal cost per page at ${marginal.at(-1)!.n} vs ${marginal[0].n} pages: CPU ${verdict(cpuRatio)}; wall ${verdict(ratio)}.`)
  }
  const largest = rows.at(-1)!
  console.log(`Peak memory at ${largest.n} pages: ${mb(largest.peakTreeRss)} (limit 2048 MB) — ${largest.peakTreeRss < 2 * 2 ** 30 ? 'within' : 'OVER'}.`)

  console.log(`\n## Client JavaScript by number of pages (bytes, not gzipped)\n`)
  console.log('| extra pages | prerendered index.html | JS files | all client JS | Vike client entry | MDX page entry |')
  console.log('|---:|---:|---:|---:|---:|---:|')
  for (const r of rows) console.log(`| ${r.n} | ${r.bundle.pages} | ${r.bundle.files} | ${r.bundle.total} | ${r.bundle.entry} | ${r.bundle.contentPage} |`)
  const base = rows[0].bundle
  const same = rows.every((r) => r.bundle.total === base.total && r.bundle.entry === base.entry && r.bundle.contentPage === base.contentPage)
  console.log(`\nClient bundle ${same ? 'identical in size for every N: it does not grow with the number of MDX pages' : 'CHANGES with the number of pages'}.`)

  const routes = measureClientDir(path.join(copies[0].dir, OUT, 'client'))
  console.log(`\n## Bytes per route (base build; KB = 1024 bytes, JS and CSS gzip)\n`)
  console.log('| route | HTML | HTML gzip | JS gzip (initial) | JS budget | lazy JS gzip | CSS gzip |')
  console.log('|---|---:|---:|---:|---:|---:|---:|')
  for (const r of routes) console.log(`| ${r.route} | ${kb(r.html.bytes)} | ${kb(r.html.gzip)} | ${kb(r.jsGzip)} | ${kb(jsBudgetOf(r))} | ${kb(r.lazyJsGzip)} | ${kb(r.cssGzip)} |`)

  if (opts.json) fs.writeFileSync(opts.json, `${JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, node: process.version, words: copies.map((c) => c.words), rows, ratio, cpuRatio, routes: routes.map(({ route, html, jsGzip, lazyJsGzip, cssGzip }) => ({ route, html, jsGzip, lazyJsGzip, cssGzip })) }, null, 2)}\n`)
} finally {
  await api.close()
  cleanup()
}
