/**
 * `npm run check:budgets [clientDir]`: the budgets of a built site, gzip.
 *
 * - JavaScript, measured in Chromium on a 390 px phone (tools/budgets/jsBudgets.ts): what each route
 *   downloads before use (at most 8 KB on a page without islands, 75 KB on a page with islands, 10 KB
 *   on `/`, 20 KB on the blog's shell pages), and on top as it is scrolled through and every part is
 *   used (everything at most 100 KB);
 * - CSS, read from the HTML (tools/budgets/budgets.ts): at most 25 KB per route, and every asset a
 *   page or chunk names must exist;
 * - the images of the portfolio's first view in Chromium (150 KB on a 390 px phone, 400 KB on a
 *   1366 px desktop; tools/budgets/imageBudgets.ts).
 *
 * Prints a table of all routes; exits 1 naming each route over budget and how to fix it.
 *
 * The folder: the argument, else `${OUT_DIR}/client`, else `dist/client`; `--e2e` means the build the
 * end-to-end tests just made (`dist-e2e-${E2E_PORT_BASE}/client`), which is how `npm test` and CI run it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { readModuleLinks } from '../generator/output/builtModules'
import { e2eOutDir } from './ports'
import {
  checkBudgets,
  defaultBudgets,
  kb,
  isRedirectPage,
  measureRoute,
  routeOfHtmlFile,
  type RouteReport,
} from './budgets/budgets'
import { formatImageBudgets, measureImageBudgets } from './budgets/imageBudgets'
import { checkJsBudgets, formatJsTable, measureJs } from './budgets/jsBudgets'

/** Every prerendered route of a client folder (redirect pages left out), sorted by route, read from the files and the build's manifest. */
export function measureClientDir(clientDir: string): RouteReport[] {
  const dir = path.resolve(clientDir)
  const cache = new Map<string, string | undefined>()
  const read = (urlPath: string) => {
    if (!cache.has(urlPath)) {
      const file = path.join(dir, decodeURIComponent(urlPath))
      cache.set(urlPath, file.startsWith(dir) && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined)
    }
    return cache.get(urlPath)
  }
  const linksOf = readModuleLinks(dir)
  const reports: RouteReport[] = []
  for (const rel of (fs.readdirSync(dir, { recursive: true }) as string[]).sort()) {
    if (!rel.endsWith('.html') || rel.split(path.sep)[0] === 'assets') continue
    const html = fs.readFileSync(path.join(dir, rel), 'utf8')
    if (isRedirectPage(html)) continue
    reports.push(measureRoute(routeOfHtmlFile(rel), html, read, linksOf))
  }
  return reports.sort((a, b) => a.route.localeCompare(b.route))
}

/** The CSS of every route, one line each. */
function formatCssTable(reports: RouteReport[]): string {
  const width = Math.max(...reports.map((r) => r.route.length))
  return reports
    .map(
      (r) =>
        `${r.route.padEnd(width)}  HTML ${kb(r.html.gzip).padStart(8)}  CSS ${kb(r.cssGzip).padStart(8)}${r.cssGzip > defaultBudgets.css ? ' !' : ''}`,
    )
    .join('\n')
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const arg = process.argv[2]
  const clientDir =
    arg === '--e2e' ? path.join(e2eOutDir, 'client') : (arg ?? path.join(process.env.OUT_DIR ?? 'dist', 'client'))
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    console.error(
      `No built site in ${clientDir}. Run \`npm run build\` first, or pass the client folder: \`npm run check:budgets -- dist-e2e-4173/client\`.`,
    )
    process.exit(1)
  }
  const reports = measureClientDir(clientDir)
  const js = await measureJs(
    clientDir,
    reports.map((r) => r.route),
  )
  console.log(`Budgets of ${clientDir}: gzip, 1 KB = 1024 bytes.\n`)
  console.log(
    `JavaScript in Chromium on a 390 px phone: what each page loads before use (opened, not scrolled), on top as it is scrolled through (near), and when every island still waiting is used:\n`,
  )
  console.log(formatJsTable(js))
  console.log(`\nHTML and CSS (CSS ≤ ${kb(defaultBudgets.css)}):\n`)
  console.log(formatCssTable(reports))
  const images = formatImageBudgets(await measureImageBudgets(clientDir))
  if (images.table)
    console.log(
      `\nImages of the first view (every image Chromium loads before any scrolling; 1 KB = 1024 bytes):\n${images.table}`,
    )
  const failures = [
    ...checkJsBudgets(js).map((f) => f.message),
    ...checkBudgets(reports).map((f) => f.message),
    ...images.failures,
  ]
  if (failures.length) {
    console.error(`\n${failures.length} budget problem${failures.length === 1 ? '' : 's'}:\n`)
    for (const f of failures) console.error(`- ${f}\n`)
    process.exit(1)
  }
  console.log(`\nAll ${reports.length} routes are within budget.`)
}
