/**
 * `npm run bench`: how the build's cost grows with content, next to an anchor. Builds the site as it
 * is, and with N generated MDX pages of about 400 words added under `content/pages/` (N = 500 by
 * default), each in a temporary copy of the repository, with the sample blog API running; and builds
 * the same MDX pages with Astro 5 + @astrojs/mdx (tools/bench/astroAnchor.ts: installed once into
 * node_modules/.cache/astro-anchor, never into the project). Each size is built round by round, so a
 * busy machine slows every variant alike, after one build per checkout that is not timed (it fills the
 * image and editor caches, which a first build would otherwise add to the base's time):
 *
 * - "cold": this site with an empty gate cache (every page validated: a fresh checkout, or CI without
 *   a cache);
 * - "cached": this site again right after, with the gate cache of the cold build (a rebuild whose
 *   pages did not change: what a second build on a writer's machine or a cached CI run costs);
 * - "astro": the anchor (its cache folder emptied first);
 * - "baseline" (with `--baseline DIR`, repeatable): another checkout of this site, e.g. an older commit
 *   (`git worktree add /tmp/old <commit>`), built cold the same way with this checkout's packages.
 *
 * It prints medians of wall time and CPU time (user + system of the whole build, which other work on
 * a busy machine changes far less), the marginal cost per page (t_N − t_0) / N of each, its ratio to
 * Astro's (from the medians, and each round's own), peak memory, the client JavaScript (which must not
 * grow with pages) and the bytes per route.
 *
 *   npm run bench -- [--sizes 0,500] [--runs 3] [--variants cold,cached,astro] [--baseline DIR]…
 *                    [--json results.json] [--keep]
 *   npm run bench -- --record   the same, and writes the cold and cached ratios to tools/bench/recorded.json
 *   npm run bench -- --check    measures with the recorded sizes and runs, and fails when a ratio is more
 *                               than 20% above the recorded one (tools/bench/recorded.ts) in those runs and
 *                               in as many more, measured only then
 */
import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startSampleApi } from './sample-api'
import {
  astroBuildCommand,
  ensureAstro,
  staticAnchorCommand,
  writeAstroSite,
  writeStaticSite,
} from './bench/astroAnchor'
import { clientJs, copyRepo, countPages } from './bench/copyRepo'
import { writeBenchPages } from './bench/generatePages'
import {
  checkedVariants,
  compareWithRecorded,
  readRecorded,
  recordedFile,
  writeRecorded,
  type CheckedVariant,
} from './bench/recorded'
import { mb, printClient, printRatios, printScaling, printTimes, rowsOf } from './bench/report'
import { hasGnuTime, runMeasured, type Measured } from './bench/runMeasured'

const root = path.resolve(import.meta.dirname, '..')
const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string' },
    runs: { type: 'string' },
    variants: { type: 'string' },
    baseline: { type: 'string', multiple: true },
    json: { type: 'string' },
    keep: { type: 'boolean', default: false },
    record: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
  },
})
const recorded = opts.check ? readRecorded() : null
if (opts.check && !recorded)
  throw new Error(`--check: nothing is recorded in ${path.relative(root, recordedFile)}; make it with --record.`)
// --check repeats the recorded run's sizes and runs, so the ratios compare like with like.
const sizes = (opts.sizes ?? recorded?.sizes.join(',') ?? '0,500').split(',').map(Number)
const runsList = (opts.runs ?? recorded?.runs.join(',') ?? '3').split(',').map(Number)
const runsOf = (i: number) => runsList[i] ?? runsList.at(-1) ?? 1
if (sizes[0] !== 0 || sizes.length < 2)
  throw new Error(
    '--sizes must start with 0 (the base build the others are compared with) and name at least one more size',
  )
const baselines = (opts.baseline ?? []).map((dir) => ({
  dir: path.resolve(dir),
  name: opts.baseline!.length > 1 ? `baseline:${path.basename(dir)}` : 'baseline',
}))
const wanted = new Set([...(opts.variants ?? 'cold,cached,astro').split(','), ...baselines.map((b) => b.name)])
if ((opts.check || opts.record) && !['cold', 'cached', 'astro'].every((v) => wanted.has(v)))
  throw new Error('--check and --record need the variants cold, cached and astro.')
const OUT = 'dist-bench'

// 1. The anchor's Astro (installed once), one folder per variant and size, and the sample API.
const astro = wanted.has('astro') ? ensureAstro() : null
const anchorName = astro ?? 'static MDX + React pages (Astro could not be installed)'
// A ratio to another anchor says nothing about the recorded one.
if (recorded && recorded.anchor !== anchorName)
  throw new Error(`--check: the recorded ratios are to ${recorded.anchor}; this run's anchor would be ${anchorName}.`)
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
  /** Builds its base once, untimed, before the first round (this site's checkouts: image and editor caches). */
  warmUp: boolean
}

/** The build script of a checkout, from its package.json ("tsx generator/build.ts"), run with tsx. */
const buildScript = (dir: string) => {
  const script = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: { build: string } })
    .scripts.build
  const file = /^tsx (\S+\.ts)$/.exec(script)?.[1]
  if (!file) throw new Error(`${dir}: the build script "${script}" is not "tsx <file>.ts"; the bench cannot time it.`)
  return file
}
const ourBuild = (dir: string, cache: 'empty' | 'kept') => ({
  args: ['--import', 'tsx', buildScript(dir)],
  env: { OUT_DIR: OUT, GATES_CACHE: path.join(dir, cache === 'empty' ? '.gates-cold' : '.gates-cached') },
})
// Every copy runs on this checkout's packages (a baseline checkout may have none installed).
const ourCopy = (from: string, name: string) => (n: number) => {
  const dir = path.join(work, `${name}-${n}`)
  copyRepo(from, dir, { nodeModules: path.join(root, 'node_modules') })
  writeBenchPages(dir, n)
  return dir
}
/** Before every cold run: the gate cache of the previous round removed, so every page is validated. */
const emptyGateCache = (dir: string) => fs.rmSync(path.join(dir, '.gates-cold'), { recursive: true, force: true })
const allVariants: Variant[] = [
  {
    name: 'cold',
    label: 'this site, empty gate cache',
    folder: ourCopy(root, 'site'),
    before: emptyGateCache,
    command: (dir) => ourBuild(dir, 'empty'),
    warmUp: true,
  },
  {
    name: 'cached',
    label: 'this site, rebuilt with the gate cache of the previous build (pages unchanged)',
    folder: (n) => path.join(work, `site-${n}`),
    // The cache of the cold build that ran just before, in the same round.
    before: (dir) => {
      fs.rmSync(path.join(dir, '.gates-cached'), { recursive: true, force: true })
      if (fs.existsSync(path.join(dir, '.gates-cold')))
        fs.cpSync(path.join(dir, '.gates-cold'), path.join(dir, '.gates-cached'), { recursive: true })
    },
    command: (dir) => ourBuild(dir, 'kept'),
    warmUp: false,
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
    warmUp: false,
  },
  ...baselines.map(({ dir, name }) => ({
    name,
    label: `checkout ${dir}, cold`,
    folder: ourCopy(dir, name.replace(':', '-')),
    before: emptyGateCache,
    command: (d: string) => ourBuild(d, 'empty'),
    warmUp: true,
  })),
]
const variants = allVariants.filter((v) => wanted.has(v.name))
if (wanted.has('cached') && !wanted.has('cold'))
  throw new Error('--variants: "cached" reuses the cache of "cold"; list both.')

const folders = new Map(variants.map((v) => [v.name, new Map(sizes.map((n) => [n, v.folder(n)]))]))
const api = await startSampleApi({ port: 0 })
console.log(
  `Bench in ${work}: sizes ${sizes.join(', ')}, runs ${sizes.map((_, i) => runsOf(i)).join(', ')}; variants ${variants.map((v) => v.name).join(', ')}; anchor: ${anchorName}; ${os.cpus().length} cores, Node ${process.version}, memory by /proc polling${hasGnuTime ? ' and /usr/bin/time -v' : ''}.`,
)

// 2. Build round by round: every size and variant once per round.
const key = (variant: string, n: number) => `${variant}:${n}`
const results = new Map<string, Measured[]>()
/** The CPU ratio of each round to the anchor's in the same round, from `from` to `to` pages (rounds both sizes ran). */
const roundRatios = (variant: string, from: number, to: number): number[] => {
  const extra = (name: string, r: number) =>
    results.get(key(name, to))![r].cpuMs - results.get(key(name, from))![r].cpuMs
  const rounds = Math.min(
    ...[variant, 'astro'].flatMap((name) => [from, to].map((n) => results.get(key(name, n))?.length ?? 0)),
  )
  return Array.from({ length: rounds }, (_, r) => extra(variant, r) / extra('astro', r))
}
const bundles = new Map<number, ReturnType<typeof clientJs> & { pages: number }>()
const gateLines = new Map<string, string>()
const maxRuns = Math.max(...sizes.map((_, i) => runsOf(i)))
const build = async (variant: Variant, n: number) => {
  const dir = folders.get(variant.name)!.get(n)!
  variant.before(dir)
  const { args, env } = variant.command(dir)
  const m = await runMeasured(process.execPath, args, dir, { ...process.env, BLOG_API_URL: api.url, ...env })
  if (m.status !== 0) throw new Error(`The ${variant.name} build with ${n} extra pages failed:\n${m.tail}`)
  return { dir, m }
}
try {
  for (const variant of variants.filter((v) => v.warmUp)) {
    const { m } = await build(variant, 0)
    console.log(
      `  warm-up (not timed): ${variant.name} ${(m.ms / 1000).toFixed(1)} s wall  ${(m.cpuMs / 1000).toFixed(1)} s CPU`,
    )
  }
  // Rounds are numbered on: `--check` may measure the same number again (below).
  let roundsRun = 0
  const measureRounds = async () => {
    for (let r = 0; r < maxRuns; r++, roundsRun++) {
      for (const [i, n] of sizes.entries()) {
        if (r >= runsOf(i)) continue
        for (const variant of variants) {
          const { dir, m } = await build(variant, n)
          results.set(key(variant.name, n), [...(results.get(key(variant.name, n)) ?? []), m])
          const gates = /^gates: .*$/m.exec(m.tail)?.[0]
          if (gates) gateLines.set(key(variant.name, n), gates)
          if (variant.name === 'cold' && roundsRun === 0) {
            const client = path.join(dir, OUT, 'client')
            bundles.set(n, { ...clientJs(client), pages: countPages(client) })
          }
          console.log(
            `  round ${roundsRun + 1}: ${variant.name.padEnd(8)} ${String(n).padStart(5)} pages  ${(m.ms / 1000).toFixed(1)} s wall  ${(m.cpuMs / 1000).toFixed(1)} s CPU  peak ${mb(m.peakTreeRss)}  load ${m.load.map((l) => l.toFixed(1)).join('→')}${gates ? `  (${gates})` : ''}`,
          )
        }
      }
    }
  }
  await measureRounds()

  // 3. Report: the tables, and the marginal CPU per page of each variant and its ratio to the anchor's.
  const pages = sizes.at(-1)!
  const report = () => {
    const table = variants.map((v) =>
      rowsOf(
        v.name,
        sizes,
        (n) => results.get(key(v.name, n))!,
        (n) => gateLines.get(key(v.name, n)),
      ),
    )
    printTimes(table, variants)
    const anchor = table.find((rows) => rows[0].variant === 'astro')
    const ratios = anchor ? printRatios(table, anchor, anchorName) : []
    const cold = table.find((rows) => rows[0].variant === 'cold')
    if (cold) printScaling(cold)
    if (cold && !opts.check) printClient(sizes, bundles, path.join(folders.get('cold')!.get(0)!, OUT))
    if (opts.json)
      fs.writeFileSync(
        opts.json,
        `${JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, node: process.version, anchor: anchorName, variants: variants.map(({ name, label }) => ({ name, label })), rows: table.flat(), ratios }, null, 2)}\n`,
      )

    // The ratios at the largest size.
    const at = (variant: string) => ratios.find((r) => r.variant === variant && r.n === pages)
    const perPage = (variant: string) =>
      table.flat().find((r) => r.variant === variant && r.n === pages)?.marginalCpuMs ?? Number.NaN
    if (anchor) {
      const parts = variants
        .filter((v) => at(v.name))
        .map((v) => `${v.name} ${perPage(v.name).toFixed(1)} ms = ${at(v.name)!.cpu.toFixed(2)}×`)
      console.log(
        `\nMarginal CPU per MDX page at ${pages} pages (medians of ${results.get(key('astro', pages))?.length ?? 0}), against ${anchorName}'s ${perPage('astro').toFixed(1)} ms: ${parts.join('; ')} (goal ≤ 0.50×; load average ${os.loadavg()[0].toFixed(1)}).`,
      )
      // Each round's own ratio (its builds made minutes apart), so a reader sees how far one lands from the next.
      const byRound = variants
        .filter((v) => v.name !== 'astro' && at(v.name))
        .map(
          (v) =>
            `${v.name} ${roundRatios(v.name, sizes[0], pages)
              .map((r) => `${r.toFixed(2)}×`)
              .join(', ')}`,
        )
      if (sizes.length > 1) console.log(`Round by round: ${byRound.join('; ')}.`)
    }
    const measured = Object.fromEntries(checkedVariants.map((v) => [v, at(v)?.cpu ?? Number.NaN])) as Record<
      CheckedVariant,
      number
    >
    return { measured, perPage }
  }
  const { measured, perPage } = report()

  // 4. The verdict: recorded, or compared with the recorded ratios.
  if (opts.record) {
    await writeRecorded({
      date: new Date().toISOString(),
      machine: { cores: os.cpus().length, node: process.version, load: os.loadavg().map((l) => Number(l.toFixed(1))) },
      anchor: anchorName,
      sizes,
      runs: sizes.map((_, i) => runsOf(i)),
      pages,
      msPerPage: { cold: perPage('cold'), cached: perPage('cached'), anchor: perPage('astro') },
      ratios: measured,
    })
    console.log(
      `Recorded in ${path.relative(root, recordedFile)}: cold ${measured.cold.toFixed(2)}×, cached ${measured.cached.toFixed(2)}×.`,
    )
  }
  if (recorded) {
    let verdicts = compareWithRecorded(measured, recorded)
    if (verdicts.some((v) => !v.ok)) {
      // One set of rounds on a shared machine can be a fifth off (round nine in PERFORMANCE.md's git history), and the
      // cached build more than the others: a ratio over its limit is measured again, and fails only
      // when the medians of both sets together are still over it, as a real regression's are.
      console.log(
        `\nOver the recorded limit: ${verdicts
          .filter((v) => !v.ok)
          .map((v) => `${v.variant} ${v.measured.toFixed(2)}× (limit ${v.limit.toFixed(2)}×)`)
          .join(
            ', ',
          )}. Measuring ${maxRuns} more round${maxRuns === 1 ? '' : 's'}, to tell a regression from the machine's noise.`,
      )
      await measureRounds()
      verdicts = compareWithRecorded(report().measured, recorded)
    }
    console.log(
      `\nAgainst the recorded run (${recorded.date.slice(0, 10)}, ${recorded.pages} pages):\n${verdicts.map((v) => `  ${v.ok ? '✓' : '✖'} ${v.line}`).join('\n')}`,
    )
    if (verdicts.some((v) => !v.ok)) {
      console.error(
        '\nThe build costs more per page than recorded. Profile it (node --cpu-prof, see PERFORMANCE.md) and bring it back, or, when the cost is worth it, record the new ratio with `npm run bench -- --record` and say why in PERFORMANCE.md.',
      )
      process.exitCode = 1
    }
  }
} finally {
  await api.close()
  cleanup()
}
