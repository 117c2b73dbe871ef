/**
 * `npm run bench`: how the build scales with content, next to an anchor. Builds the site as it is, and
 * with N generated MDX pages of about 400 words added under `content/pages/` (N = 250, 1000, 2000 by
 * default), each in a temporary copy of the repository, with the sample blog API running; and builds the
 * same MDX pages with Astro 5 + @astrojs/mdx (tools/bench/astroAnchor.ts: installed once into
 * node_modules/.cache/astro-anchor, never into the project). Each size is built, round by round so a
 * busy machine slows every variant alike:
 *
 * - "cold": this site with an empty gate cache (every page validated: a fresh checkout, or CI without
 *   a cache);
 * - "cached": this site again right after, with the gate cache of the cold build (a rebuild whose
 *   pages did not change: what a second build on a writer's machine or a cached CI run costs);
 * - "astro": the anchor (its cache folder emptied first);
 * - "baseline" (with `--baseline DIR`): another checkout of this site, e.g. the commit before a change,
 *   built cold the same way.
 *
 * It prints medians of wall time and CPU time (user + system of the whole build, which other work on
 * a busy machine barely changes), the marginal cost per page (t_N − t_0) / N of each, its ratio to
 * Astro's, peak memory, the client JavaScript (which must not grow with pages) and the bytes per route.
 *
 *   npm run bench -- [--sizes 0,250,1000,2000] [--runs 3,3,3,2] [--variants cold,cached,astro]
 *                    [--baseline DIR] [--json results.json] [--keep]
 */
import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startSampleApi } from './sample-api'
import { measureClientDir } from './check-budgets'
import { kb } from './budgets/budgets'
import { astroBuildCommand, ensureAstro, staticAnchorCommand, writeAstroSite, writeStaticSite } from './bench/astroAnchor'
import { clientJs, copyRepo, countPages } from './bench/copyRepo'
import { writeBenchPages } from './bench/generatePages'
import { hasGnuTime, runMeasured, type Measured } from './bench/runMeasured'

const root = path.resolve(import.meta.dirname, '..')
const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string', default: '0,250,1000,2000' },
    runs: { type: 'string', default: '3,3,3,2' },
    variants: { type: 'string', default: 'cold,cached,astro' },
    baseline: { type: 'string' },
    json: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
})
const sizes = opts.sizes.split(',').map(Number)
const runsList = opts.runs.split(',').map(Number)
const runsOf = (i: number) => runsList[i] ?? runsList.at(-1) ?? 1
if (sizes[0] !== 0) throw new Error('--sizes must start with 0 (the base build the others are compared with)')
const wanted = new Set([...opts.variants.split(','), ...(opts.baseline ? ['baseline'] : [])])

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`
const OUT = 'dist-bench'

// 1. The anchor's Astro (installed once), one folder per variant and size, and the sample API.
const astro = wanted.has('astro') ? ensureAstro() : null
const anchorName = astro ?? 'static MDX + React pages (Astro could not be installed)'
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'northstitch-bench-'))
const cleanup = () => {
  if (!opts.keep) fs.rmSync(work, { recursive: true, force: true })
}
process.on('SIGINT', () => {
  cleanup()
  process.exit(130)
})

interface Variant {
  name: string
  label: string
  /** Prepares the folder for size n; returns what a run needs. */
  folder: (n: number) => string
  /** Called before every run (empties a cache). */
  before: (dir: string) => void
  command: (dir: string) => { args: string[]; env: NodeJS.ProcessEnv }
}

const ourBuild = (dir: string, cache: 'empty' | 'kept') => ({
  args: ['--import', 'tsx', 'generator/build.ts'],
  env: { OUT_DIR: OUT, GATES_CACHE: path.join(dir, cache === 'empty' ? '.gates-cold' : '.gates-cached') },
})
const ourCopy = (from: string, name: string) => (n: number) => {
  const dir = path.join(work, `${name}-${n}`)
  copyRepo(from, dir)
  writeBenchPages(dir, n)
  return dir
}
/** Before every cold run: the gate cache of the previous round removed, so every page is validated. */
const emptyGateCache = (dir: string) => fs.rmSync(path.join(dir, '.gates-cold'), { recursive: true, force: true })
const allVariants: Variant[] = [
  { name: 'cold', label: 'this site, empty gate cache', folder: ourCopy(root, 'site'), before: emptyGateCache, command: (dir) => ourBuild(dir, 'empty') },
  {
    name: 'cached',
    label: 'this site, rebuilt with the gate cache of the previous build (pages unchanged)',
    folder: (n) => path.join(work, `site-${n}`),
    // The cache of the cold build that ran just before, in the same round.
    before: (dir) => {
      fs.rmSync(path.join(dir, '.gates-cached'), { recursive: true, force: true })
      if (fs.existsSync(path.join(dir, '.gates-cold'))) fs.cpSync(path.join(dir, '.gates-cold'), path.join(dir, '.gates-cached'), { recursive: true })
    },
    command: (dir) => ourBuild(dir, 'kept'),
  },
  {
    name: 'astro',
    label: anchorName,
    folder: (n) => {
      const dir = path.join(work, `anchor-${n}`)
      if (astro) writeAstroSite(dir, n)
      else writeStaticSite(dir, n)
      return dir
    },
    before: (dir) => {
      for (const sub of ['dist', '.astro-cache']) fs.rmSync(path.join(dir, sub), { recursive: true, force: true })
    },
    command: (dir) => (astro ? astroBuildCommand : staticAnchorCommand(dir)),
  },
  ...(opts.baseline
    ? [{ name: 'baseline', label: `baseline checkout ${opts.baseline}, cold`, folder: ourCopy(path.resolve(opts.baseline), 'baseline'), before: emptyGateCache, command: (dir: string) => ourBuild(dir, 'empty') }]
    : []),
]
const variants = allVariants.filter((v) => wanted.has(v.name))
if (wanted.has('cached') && !wanted.has('cold')) throw new Error('--variants: "cached" reuses the cache of "cold"; list both.')

const folders = new Map(variants.map((v) => [v.name, new Map(sizes.map((n) => [n, v.folder(n)]))]))
const api = await startSampleApi({ port: 0 })
console.log(`Bench in ${work}: sizes ${sizes.join(', ')}, runs ${sizes.map((_, i) => runsOf(i)).join(', ')}; variants ${variants.map((v) => v.name).join(', ')}; anchor: ${anchorName}; ${os.cpus().length} cores, Node ${process.version}, memory by /proc polling${hasGnuTime ? ' and /usr/bin/time -v' : ''}.`)

// 2. Build round by round: every size and variant once per round.
const key = (variant: string, n: number) => `${variant}:${n}`
const results = new Map<string, Measured[]>()
const bundles = new Map<number, ReturnType<typeof clientJs> & { pages: number }>()
const gateLines = new Map<string, string>()
const maxRuns = Math.max(...sizes.map((_, i) => runsOf(i)))
try {
  for (let round = 0; round < maxRuns; round++) {
    for (const [i, n] of sizes.entries()) {
      if (round >= runsOf(i)) continue
      for (const variant of variants) {
        const dir = folders.get(variant.name)!.get(n)!
        variant.before(dir)
        const { args, env } = variant.command(dir)
        const m = await runMeasured(process.execPath, args, dir, { ...process.env, BLOG_API_URL: api.url, ...env })
        if (m.status !== 0) throw new Error(`The ${variant.name} build with ${n} extra pages failed:\n${m.tail}`)
        results.set(key(variant.name, n), [...(results.get(key(variant.name, n)) ?? []), m])
        const gates = /^gates: .*$/m.exec(m.tail)?.[0]
        if (gates) gateLines.set(key(variant.name, n), gates)
        if (variant.name === 'cold' && round === 0) {
          const client = path.join(dir, OUT, 'client')
          bundles.set(n, { ...clientJs(client), pages: countPages(client) })
        }
        console.log(`  round ${round + 1}: ${variant.name.padEnd(8)} ${String(n).padStart(5)} pages  ${(m.ms / 1000).toFixed(1)} s wall  ${(m.cpuMs / 1000).toFixed(1)} s CPU  peak ${mb(m.peakTreeRss)}  load ${m.load.map((l) => l.toFixed(1)).join('→')}${gates ? `  (${gates})` : ''}`)
      }
    }
  }

  // 3. Report.
  const s = (ms: number) => (ms / 1000).toFixed(1)
  const per = (x: number | undefined) => (x === undefined ? '–' : x.toFixed(1))
  const rowsOf = (variant: string) => {
    const base = results.get(key(variant, 0))!
    const t0 = median(base.map((m) => m.ms))
    const c0 = median(base.map((m) => m.cpuMs))
    return sizes.map((n) => {
      const runs = results.get(key(variant, n))!
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
        gates: gateLines.get(key(variant, n)),
      }
    })
  }
  const table = variants.map((v) => rowsOf(v.name))
  console.log(`\n## Build time and memory (medians; marginal = (t_N − t_0) / N)\n`)
  for (const v of variants) console.log(`- ${v.name}: ${v.label}`)
  console.log('\n| variant | extra pages | runs | wall times (s) | wall median (s) | wall ms/page | CPU times (s) | CPU median (s) | CPU ms/page | peak memory, process tree | largest process | load (1 min) | gates |')
  console.log('|---|---:|---:|---|---:|---:|---|---:|---:|---:|---:|---:|---|')
  for (const rows of table) {
    for (const r of rows) console.log(`| ${r.variant} | ${r.n} | ${r.runs} | ${r.ms.map(s).join(', ')} | ${s(r.medianMs)} | ${per(r.marginalMs)} | ${r.cpuMs.map(s).join(', ')} | ${s(r.medianCpuMs)} | ${per(r.marginalCpuMs)} | ${mb(r.peakTreeRss)} | ${r.maxProcessRss ? mb(r.maxProcessRss) : '–'} | ${r.load.toFixed(1)} | ${r.gates ?? '–'} |`)
  }

  const anchor = table.find((rows) => rows[0].variant === 'astro')
  const ratios: { variant: string; n: number; cpu: number; wall: number }[] = []
  if (anchor) {
    console.log(`\n## Marginal cost per page, ratio to the anchor (${anchorName}); goal ≤ 0.50×\n`)
    console.log('| variant | extra pages | CPU ms/page | anchor CPU ms/page | CPU ratio | wall ms/page | anchor wall ms/page | wall ratio |')
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
    for (const rows of table.filter((r) => r[0].variant !== 'astro')) {
      for (const r of rows.filter((x) => x.n > 0)) {
        const a = anchor.find((x) => x.n === r.n)!
        const ratio = { variant: r.variant, n: r.n, cpu: r.marginalCpuMs! / a.marginalCpuMs!, wall: r.marginalMs! / a.marginalMs! }
        ratios.push(ratio)
        console.log(`| ${r.variant} | ${r.n} | ${per(r.marginalCpuMs)} | ${per(a.marginalCpuMs)} | ${ratio.cpu.toFixed(2)}× | ${per(r.marginalMs)} | ${per(a.marginalMs)} | ${ratio.wall.toFixed(2)}× |`)
      }
    }
  }

  const cold = table.find((rows) => rows[0].variant === 'cold')
  if (cold) {
    const marginal = cold.filter((r) => r.n > 0)
    const verdict = (x: number) => `${x.toFixed(2)}× (${x <= 1.3 ? 'linear' : 'NOT linear'}: limit 1.30×)`
    if (marginal.length >= 2) {
      const ratioOf = (k: 'marginalMs' | 'marginalCpuMs') => marginal.at(-1)![k]! / marginal[0][k]!
      console.log(`\nCold build, marginal cost per page at ${marginal.at(-1)!.n} vs ${marginal[0].n} pages: CPU ${verdict(ratioOf('marginalCpuMs'))}; wall ${verdict(ratioOf('marginalMs'))}.`)
    }
    const largest = cold.at(-1)!
    console.log(`Peak memory of the cold build at ${largest.n} pages: ${mb(largest.peakTreeRss)} (limit 1024 MB) — ${largest.peakTreeRss < 2 ** 30 ? 'within' : 'OVER'}.`)

    console.log(`\n## Client JavaScript by number of pages (bytes, not gzipped)\n`)
    console.log('| extra pages | prerendered HTML pages | JS files | all client JS | Vike client entry | MDX page entry |')
    console.log('|---:|---:|---:|---:|---:|---:|')
    for (const n of sizes) {
      const b = bundles.get(n)!
      console.log(`| ${n} | ${b.pages} | ${b.files} | ${b.total} | ${b.entry} | ${b.contentPage} |`)
    }
    const base = bundles.get(0)!
    const same = sizes.every((n) => ['total', 'entry', 'contentPage'].every((k) => bundles.get(n)![k as 'total'] === base[k as 'total']))
    console.log(`\nClient bundle ${same ? 'identical in size for every N: it does not grow with the number of MDX pages' : 'CHANGES with the number of pages'}.`)

    const routes = measureClientDir(path.join(folders.get('cold')!.get(0)!, OUT, 'client'))
    console.log(`\n## Bytes per route (base build; KB = 1024 bytes, JS and CSS gzip)\n`)
    console.log('| route | HTML | HTML gzip | JS gzip named by the HTML | JS gzip it may import | CSS gzip |')
    console.log('|---|---:|---:|---:|---:|---:|')
    for (const r of routes) console.log(`| ${r.route} | ${kb(r.html.bytes)} | ${kb(r.html.gzip)} | ${kb(r.jsGzip)} | ${kb(r.lazyJsGzip)} | ${kb(r.cssGzip)} |`)
  }

  if (opts.json) fs.writeFileSync(opts.json, `${JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, node: process.version, anchor: anchorName, variants: variants.map(({ name, label }) => ({ name, label })), rows: table.flat(), ratios }, null, 2)}\n`)
} finally {
  await api.close()
  cleanup()
}
