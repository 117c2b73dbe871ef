/**
 * `npm run bench:first-tap`: how long a visitor's first action takes to answer on a slow phone. Real
 * Chromium on Lighthouse's mobile profile (150 ms round trips, 1.6 Mbps, the CPU 4× slower, through
 * the DevTools protocol), a new visitor each run: the page is opened at the widget, left idle for
 * 2.5 s, then used once, and the time from the action to the first frame showing its answer is taken
 * (tools/firstTap/). Widgets: the quote form's service (its design kinds appear), the portfolio's Load
 * More (the next pieces), the blog's search (the list filtered) and a blog category (the list of that
 * category), and Play Video (the dialog). It prints each widget's median and runs; goal 200 ms.
 *
 * It builds this checkout with the sample blog API running (as `npm run lighthouse` does) and serves
 * it with the host's own runtime (generator/serveSite.ts). `--baseline DIR`, another checkout of the
 * site (e.g. the commit before a change, with its own or this checkout's node_modules), is built and
 * served the same way and measured in the same rounds, each of its runs right after this build's, so
 * both meet the machine in the same state.
 *
 *   npm run bench:first-tap -- [--runs 3] [--port-base 4400] [--out dist-first-tap] [--skip-build]
 *                              [--baseline DIR] [--only quote,portfolio,blog,video] [--json results.json]
 *                              [--cpu-slowdown 4] [--trace DIR]
 *
 * `--cpu-slowdown` replaces Lighthouse's 4× for a machine faster or slower than the one the goal was
 * set on: 4 × (this machine's Lighthouse benchmark index ÷ that machine's) slows this one to that one.
 *
 * `--trace DIR` writes each run's Chromium trace, from just before the action to its answer, into DIR
 * (DevTools' Performance panel opens them), and prints where the main thread's time went in between
 * (tools/firstTap/trace.ts); tracing itself slows the page, so its runs are for the breakdown, not the
 * medians.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { serveSite, type HostServer } from '../generator/serveSite'
import { chromiumArgs, chromiumPath } from './chromium'
import { measureFirstTap, throttling } from './firstTap/measure'
import { formatBreakdown, tapBreakdown } from './firstTap/trace'
import { widgets } from './firstTap/widgets'
import { startSampleApi } from './sample-api'

const root = path.resolve(import.meta.dirname, '..')
const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'port-base': { type: 'string', default: process.env.FIRST_TAP_PORT_BASE ?? '4400' },
    out: { type: 'string', default: 'dist-first-tap' },
    'skip-build': { type: 'boolean', default: false },
    baseline: { type: 'string' },
    only: { type: 'string' },
    json: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
    trace: { type: 'string' },
  },
})
if (opts['cpu-slowdown']) throttling.cpuSlowdown = Number(opts['cpu-slowdown'])
const runs = Number(opts.runs)
const base = Number(opts['port-base'])
const chosen = opts.only
  ? widgets.filter((w) =>
      opts.only!.split(',').some((word) => w.name.toLowerCase().includes(word.trim().toLowerCase())),
    )
  : widgets
const GOAL_MS = 200

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length === 0
    ? Number.NaN
    : s.length % 2
      ? s[(s.length - 1) / 2]
      : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')

/** Builds the checkout at `dir` into `dir/<out>` against the sample API; its own build script, its own code. */
async function build(dir: string, siteUrl: string, apiUrl: string): Promise<void> {
  if (!fs.existsSync(path.join(dir, 'node_modules')))
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  console.log(`Building ${dir} into ${opts.out} (site ${siteUrl}, blog API ${apiUrl})…`)
  // Asynchronous: the sample API runs in this process and must answer the build's requests.
  const child = spawn(process.execPath, ['--import', 'tsx', 'generator/build.ts'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, OUT_DIR: opts.out, SITE_URL: siteUrl, BLOG_API_URL: apiUrl },
  })
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (status !== 0) throw new Error(`The build of ${dir} failed (see above).`)
}

// 1. The sample API, the builds, their servers.
const api = await startSampleApi({ port: base + 1 })
const sites: { label: string; dir: string; port: number; server?: HostServer }[] = [
  { label: 'this build', dir: root, port: base },
  ...(opts.baseline ? [{ label: 'baseline', dir: path.resolve(opts.baseline), port: base + 2 }] : []),
]
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const results = new Map<string, (number | null)[]>()
if (opts.trace) fs.mkdirSync(opts.trace, { recursive: true })
try {
  for (const site of sites) {
    if (!opts['skip-build']) await build(site.dir, `http://127.0.0.1:${site.port}`, api.url)
    site.server = await serveSite(path.join(site.dir, opts.out, 'client'), site.port)
  }
  console.log(
    `First tap, ${runs} run${runs === 1 ? '' : 's'} per widget: ${throttling.latencyMs} ms RTT, ${(throttling.downloadKbps / 1024).toFixed(1)} Mbps, CPU ${throttling.cpuSlowdown}× slower; ${os.cpus().length} cores, load ${load()}.`,
  )
  // 2. Round by round, widget by widget, each build right after the other.
  for (let run = 1; run <= runs; run++) {
    for (const widget of chosen) {
      for (const site of sites) {
        const tracePath =
          opts.trace &&
          path.join(opts.trace, `${`${widget.name} ${site.label}`.replace(/[^a-z0-9]+/gi, '-')}-run${run}.json`)
        const ms = await measureFirstTap(browser, site.server!.url, widget, tracePath)
        const key = `${widget.name}\t${site.label}`
        results.set(key, [...(results.get(key) ?? []), ms])
        console.log(
          `  run ${run}  ${widget.name.padEnd(38)} ${site.label.padEnd(10)} ${ms === null ? 'no answer' : `${Math.round(ms)} ms`}  (load ${os.loadavg()[0].toFixed(1)})`,
        )
        const breakdown = tracePath && fs.existsSync(tracePath) && tapBreakdown(fs.readFileSync(tracePath))
        if (tracePath)
          console.log(
            `         ${breakdown ? formatBreakdown(breakdown) : 'the trace holds no marked tap'}  (${tracePath})`,
          )
      }
    }
  }
} finally {
  await browser.close()
  for (const site of sites) await site.server?.close()
  await api.close()
}

// 3. Medians, side by side.
const rows = chosen.map((widget) => {
  const cells = sites.map((site) => {
    const all = results.get(`${widget.name}\t${site.label}`) ?? []
    const answered = all.filter((ms): ms is number => ms !== null)
    return { site: site.label, median: median(answered), runs: all, missing: all.length - answered.length }
  })
  return { widget: widget.name, route: widget.route, cells }
})
console.log(`\nMedian time from the first action to its answer on screen (goal ${GOAL_MS} ms); load ${load()}:\n`)
for (const row of rows) {
  const cells = row.cells.map(
    (c) =>
      `${c.site} ${Number.isNaN(c.median) ? '-' : `${Math.round(c.median)} ms`}${c.missing ? ` (${c.missing} without answer)` : ''} [${c.runs.map((ms) => (ms === null ? '-' : Math.round(ms))).join(', ')}]`,
  )
  const mine = row.cells[0].median
  console.log(`  ${row.widget.padEnd(38)} ${cells.join('   ')}${mine <= GOAL_MS ? '' : '  (over the goal)'}`)
}
if (opts.json)
  fs.writeFileSync(
    opts.json,
    `${JSON.stringify({ date: new Date().toISOString(), load: os.loadavg(), throttling, runs, rows }, null, 2)}\n`,
  )
