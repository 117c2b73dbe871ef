/**
 * `npm run lighthouse`: Lighthouse (its default mobile preset: a mid-range phone on slow 4G, simulated)
 * on every static route, one patch page, one MDX page and one blog post, each run several times in a
 * fresh tab, printing the median scores and metrics per route against the targets. Not part of
 * `npm test`: lab scores move with the machine's load, so it is a measurement, not a gate.
 *
 * It builds the site into its own folder with the sample blog API running (canonical URLs point at the
 * local server, as they would at the real origin), serves it with the host's own runtime (generator/serveSite.ts), and runs Debian's
 * Chromium (CHROME_PATH, default /usr/bin/chromium).
 *
 * The anchor, measured in the same rounds: a plain zero-JavaScript page built by Astro 5 + @astrojs/mdx
 * from one of the benchmark's MDX pages (about 400 words of prose, a list and a table: the weight of an
 * MDX page of this site; tools/bench/astroAnchor.ts, the install the benchmark uses), served the same
 * way on the next port. Each route's LCP is printed as a ratio to the anchor's (goal: at most 1.3×).
 *
 * Each route's zero-JavaScript twin, measured in the same rounds: the same built page with its scripts
 * and module preloads removed (tools/lighthouse/zeroJsTwin.ts), served the same way on its own port.
 * Each route's LCP is printed as a ratio to its twin's (goal: at most 1.05×): what the page's
 * JavaScript costs its largest paint.
 *
 * Five runs per route by default, as Lighthouse's own guide to variability advises for a median: with
 * three, one slow run of a page (or of its twin) moves the page's ratio.
 *
 * `--host files` serves the site and the anchor from a plain file server instead, to tell the site's own
 * cost from that of running Cloudflare's runtime on the browser's cores (tools/lighthouse/serveFiles.ts).
 *
 *   npm run lighthouse -- [--runs 5] [--port-base 4300] [--out dist-lighthouse] [--skip-build]
 *                         [--only /,/about] [--json results.json] [--no-anchor] [--no-twin] [--host worker|files]
 *                         [--reports dir]   (each run's full Lighthouse report, for attribution)
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import lighthouse from 'lighthouse'
import { chromium } from '@playwright/test'
import { chromiumPath, lighthouseChromeFlags } from './chromium'
import { startSampleApi } from './sample-api'
import { serveSite } from '../generator/serveSite'
import { serveFiles } from './lighthouse/serveFiles'
import { formatLighthouseTable, summarize, type RunResult } from './lighthouse/summarize'
import { writeZeroJsTwin } from './lighthouse/zeroJsTwin'
import {
  astroBuildCommand,
  ensureAstro,
  staticAnchorCommand,
  writeAstroSite,
  writeStaticSite,
} from './bench/astroAnchor'

const root = path.resolve(import.meta.dirname, '..')
const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'port-base': { type: 'string', default: process.env.LIGHTHOUSE_PORT_BASE ?? '4300' },
    out: { type: 'string', default: 'dist-lighthouse' },
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    json: { type: 'string' },
    'no-anchor': { type: 'boolean', default: false },
    'no-twin': { type: 'boolean', default: false },
    host: { type: 'string', default: 'worker' },
    reports: { type: 'string' },
  },
})
const runs = Number(opts.runs)
if (opts.host !== 'worker' && opts.host !== 'files')
  throw new Error(`--host is worker (the host's runtime, the default) or files (a plain file server), not ${opts.host}`)
/** The site and the anchor are served the same way: Cloudflare's local runtime, or plain files (tools/lighthouse/serveFiles.ts). */
const serve = opts.host === 'files' ? serveFiles : serveSite
const base = Number(opts['port-base'])
const siteUrl = `http://127.0.0.1:${base}`
const clientDir = path.join(root, opts.out, 'client')

/** Where Lighthouse reaches Chromium's DevTools protocol: a port of this run's own, past the servers'. */
const devtoolsPort = base + 9

/**
 * A headless Chromium for Lighthouse, started by Playwright with Lighthouse's flags only (tools/chromium.ts)
 * and a profile of its own, open to Lighthouse on `devtoolsPort`.
 */
async function launchForLighthouse(executablePath: string | undefined) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'))
  const browser = await chromium.launch({
    executablePath,
    ignoreDefaultArgs: true,
    args: [
      ...lighthouseChromeFlags,
      '--remote-debugging-pipe',
      `--remote-debugging-port=${devtoolsPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
  })
  return {
    port: devtoolsPort,
    close: async () => {
      await browser.close()
      fs.rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** Routes to measure: the designed pages, a patch type, an MDX page and the first blog post built. */
function routesToMeasure(): string[] {
  if (opts.only) return opts.only.split(',')
  const fixed = [
    '/',
    '/about',
    '/services',
    '/services/embroidery-digitizing',
    '/services/vector-conversion',
    '/custom-patches',
    '/custom-patches/embroidered-patches',
    '/contact',
    '/portfolio',
    '/pricing',
    '/blogs',
    '/faq',
    '/privacy-policy',
    '/refund-policy',
    '/services/line-art',
  ]
  const blogDir = path.join(clientDir, 'blog')
  const post = fs.existsSync(blogDir)
    ? fs
        .readdirSync(blogDir)
        .find((f) => !f.startsWith('_') && f.endsWith('.html'))
        ?.replace(/\.html$/, '')
    : undefined
  return post ? [...fixed, `/blog/${post}`] : fixed
}

// 1. The sample API, and a build that uses it (the blog pages are prerendered from it).
const api = await startSampleApi({ port: base + 1 })
if (!opts['skip-build']) {
  console.log(`Building into ${opts.out} (site ${siteUrl}, blog API ${api.url})…`)
  // Asynchronous: the sample API runs in this process and must answer the build's requests.
  const build = spawn(process.execPath, ['--import', 'tsx', 'generator/build.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, OUT_DIR: opts.out, SITE_URL: siteUrl, BLOG_API_URL: api.url },
  })
  const status = await new Promise<number | null>((resolve) => build.on('close', resolve))
  if (status !== 0) {
    await api.close()
    throw new Error('The build failed (see above).')
  }
}

/** Builds the anchor page into a temporary folder; returns the folder to serve, and what built it. */
function buildAnchor(): { dir: string; label: string; cleanup: () => void } {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-anchor-'))
  const cleanup = () => fs.rmSync(site, { recursive: true, force: true })
  const astro = ensureAstro()
  if (astro) writeAstroSite(site, 1)
  else writeStaticSite(site, 1)
  const { args, env } = astro ? astroBuildCommand : staticAnchorCommand(site)
  const built = spawnSync(process.execPath, args, { cwd: site, env: { ...process.env, ...env }, encoding: 'utf8' })
  if (built.status !== 0) {
    cleanup()
    throw new Error(`The anchor page did not build:\n${built.stderr || built.stdout}`)
  }
  return {
    dir: path.join(site, 'dist'),
    label: astro ?? 'a static MDX page rendered by React (Astro could not be installed)',
    cleanup,
  }
}

/** The anchor's route, as the summary names it. */
const ANCHOR_PAGE = '/bench-library/topic-1'
const anchor = opts['no-anchor'] ? null : buildAnchor()
const anchorServer = anchor ? await serve(anchor.dir, base + 2) : null
const anchorRoute = anchorServer ? `anchor ${ANCHOR_PAGE}` : null
if (anchor) console.log(`Anchor: ${anchor.label}, ${ANCHOR_PAGE} at ${anchorServer!.url}.`)

// Each route's zero-JavaScript twin, on the port after the anchor's.
const TWIN = 'twin '
const twinServer = opts['no-twin']
  ? null
  : await serve(writeZeroJsTwin(clientDir, path.join(root, `${opts.out}-twin`)), base + 3)
const urlOf = (route: string) =>
  route === anchorRoute
    ? `${anchorServer!.url}${ANCHOR_PAGE}`
    : route.startsWith(TWIN)
      ? `${twinServer!.url}${route.slice(TWIN.length)}`
      : `${siteUrl}${route}`

const server = await serve(clientDir, base)
// A route, then its twin, so both meet the machine in the same state.
const routes = [
  ...routesToMeasure().flatMap((route) => (twinServer ? [route, `${TWIN}${route}`] : [route])),
  ...(anchorRoute ? [anchorRoute] : []),
]
console.log(
  `Lighthouse ${runs}× on ${routes.length} routes at ${siteUrl} (${opts.host === 'files' ? 'plain file server' : "the host's runtime"}); ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}.`,
)

// 2. Runs: round by round over the routes, a fresh Chromium per round (warmed up by one discarded
//    run), a fresh tab per run.
const results: RunResult[] = []
// Debian's Chromium (tools/chromium.ts) unless CHROME_PATH names another; else Playwright's own.
const chromePath = process.env.CHROME_PATH ?? chromiumPath
try {
  for (let round = 1; round <= runs; round++) {
    const chrome = await launchForLighthouse(chromePath)
    try {
      // A discarded first run: the first page a new Chromium loads pays for its start-up, and would
      // always be the same route.
      await lighthouse(`${siteUrl}${routes[0]}`, { port: chrome.port, output: 'json', logLevel: 'error' })
      for (const route of routes) {
        const load = os.loadavg()[0]
        const result = await lighthouse(urlOf(route), { port: chrome.port, output: 'json', logLevel: 'error' })
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
        results.push({ route, round, load, lhr: result.lhr })
        if (opts.reports) {
          fs.mkdirSync(opts.reports, { recursive: true })
          fs.writeFileSync(
            path.join(opts.reports, `${route.replace(/[^a-z0-9]+/gi, '_')}.${round}.json`),
            JSON.stringify(result.lhr),
          )
        }
        const perf = result.lhr.categories.performance?.score
        console.log(
          `  round ${round} ${route.padEnd(40)} performance ${perf === null || perf === undefined ? '?' : Math.round(perf * 100)}  load ${load.toFixed(1)}`,
        )
      }
    } finally {
      await chrome.close()
    }
  }
} finally {
  await server.close()
  await twinServer?.close()
  await anchorServer?.close()
  anchor?.cleanup()
  await api.close()
}

// 3. Medians per route, the targets, and what cost points.
const summary = summarize(results)
console.log(`\n${formatLighthouseTable(summary)}`)
const anchorSummary = summary.find((s) => s.route === anchorRoute)
/** The spread of a route's LCP over its runs: "min–max ms". */
const lcpSpread = (route: string) => {
  const lcps = results
    .filter((r) => r.route === route)
    .map((r) => Math.round(r.lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN))
  return `${Math.min(...lcps)}–${Math.max(...lcps)}`
}
const lcpRatios = anchorSummary
  ? summary
      .filter((s) => s !== anchorSummary && !s.route.startsWith(TWIN))
      .map((s) => ({
        route: s.route,
        lcpMs: s.lcpMs,
        lcpSpreadMs: lcpSpread(s.route),
        ratio: s.lcpMs / anchorSummary.lcpMs,
      }))
  : []
if (anchorSummary) {
  console.log(
    `\nLCP as a ratio to the anchor (${anchor!.label}, zero JavaScript: LCP ${Math.round(anchorSummary.lcpMs)} ms, median of ${anchorSummary.runs}, runs ${lcpSpread(anchorSummary.route)} ms); goal at most 1.30×:\n`,
  )
  for (const r of lcpRatios)
    console.log(
      `  ${r.route.padEnd(40)} ${String(Math.round(r.lcpMs)).padStart(5)} ms (runs ${r.lcpSpreadMs.padStart(9)})  ${r.ratio.toFixed(2)}×${r.ratio <= 1.3 ? '' : '  (over 1.30×)'}`,
    )
}
const twinRatios = twinServer
  ? summary
      .filter((s) => !s.route.startsWith(TWIN) && s.route !== anchorRoute)
      .map((s) => {
        const twin = summary.find((t) => t.route === `${TWIN}${s.route}`)!
        return { route: s.route, lcpMs: s.lcpMs, twinLcpMs: twin.lcpMs, ratio: s.lcpMs / twin.lcpMs }
      })
  : []
if (twinServer) {
  console.log(
    `\nLCP as a ratio to each route's zero-JavaScript twin (the same page without its scripts, same server, same rounds; medians of ${runs}); goal at most 1.05×:\n`,
  )
  for (const r of twinRatios)
    console.log(
      `  ${r.route.padEnd(40)} ${String(Math.round(r.lcpMs)).padStart(5)} ms, twin ${String(Math.round(r.twinLcpMs)).padStart(5)} ms  ${r.ratio.toFixed(2)}×${r.ratio <= 1.05 ? '' : '  (over 1.05×)'}`,
    )
}
if (opts.json)
  fs.writeFileSync(
    opts.json,
    `${JSON.stringify({ date: new Date().toISOString(), host: opts.host, chromium: chromePath, load: os.loadavg(), anchor: anchor?.label, summary, lcpRatios, twinRatios }, null, 2)}\n`,
  )
