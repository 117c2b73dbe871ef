/**
 * The gates on a built site, as `npm run build`, `npm run check:links` and `npm run check:html` run
 * them, in two steps:
 *
 * 1. Each page on its own (`analyzePage`): html-validate parses and validates it, and the other checks
 *    of the page walk the same tree (one <h1>, inline code, JSON-LD); it yields the page's problems and
 *    the facts the second step compares. This is nearly all of the gates' time, so the build's runner
 *    (`runGates`) keeps each page's facts by the hash of its HTML (and of the gates' own code) in a
 *    cache folder, and checks only new or changed pages, in the build's own thread unless asked to spread
 *    them over worker threads.
 * 2. The whole site, on every run, from the facts of every page, without parsing again: every link,
 *    #anchor, image and JSON-LD URL resolves in this build, and titles and descriptions are unique. A
 *    changed page is therefore checked on its own, and every page that links to it is checked against it.
 *
 * Problems are tied to the content file they come from, and every line of a report says what to do.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { version as htmlValidateVersion } from 'html-validate'
import { listBuiltPages, type BuiltPage } from './builtPages'
import { checkHeadList } from './checkHead'
import { jsonLdProblem, missingUrl } from './checkJsonLd'
import { checkCssUrls, checkReferences, fileLookup, idsOfFile } from './checkLinks'
import { attributeToSources, type ContentPageRef } from './contentSources'
import { analyzePage, type PageFacts } from './pageFacts'
import { formatReport, hasErrors, type SiteProblem } from './problems'

export interface GateInput {
  /** Repository root (content files are looked up there). */
  root: string
  /** The built client folder. */
  clientDir: string
  /** The origin the site was built for. */
  siteUrl: string
  /** MDX pages and their URLs (`loadContent(root).content.pages`). */
  contentPages: readonly ContentPageRef[]
}

export interface GateResult {
  ok: boolean
  problems: SiteProblem[]
  /** Printable report; empty when there is nothing to say. */
  report: string
}

export interface GateRun {
  links: GateResult
  html: GateResult
  pageCount: number
  /** Pages validated in this run (new or changed since the cached run). */
  checked: number
  /** Pages whose facts came from the cache (HTML and gates unchanged). */
  unchanged: number
}

function finish(title: string, input: GateInput, found: SiteProblem[]): GateResult {
  const problems = attributeToSources(found, input.root, input.contentPages)
  return { ok: !hasErrors(problems), problems, report: formatReport(title, problems) }
}

/** Step 2: the checks across pages, from every page's facts. */
function siteChecks(input: GateInput, facts: readonly PageFacts[]): { links: GateResult; html: GateResult } {
  const byFile = new Map(facts.map((f) => [f.file, f]))
  const idsIn = idsOfFile(input.clientDir, (file) => {
    const page = byFile.get(file)
    return page ? new Set(page.ids) : undefined
  })
  const linkProblems = [
    ...checkReferences({ clientDir: input.clientDir, siteUrl: input.siteUrl, pages: facts, idsIn }),
    ...checkCssUrls(input.clientDir),
  ]

  // JSON-LD URLs of this site must resolve in the build (other origins are not checked).
  const origin = new URL(input.siteUrl).origin
  const lookup = fileLookup(input.clientDir)
  const exists = (url: string) => {
    const parsed = new URL(url)
    return parsed.origin !== origin || lookup(parsed.pathname) !== null
  }
  const htmlProblems = facts.flatMap((page) => [
    ...page.problems,
    ...page.jsonLdUrls
      .filter(({ url }) => !exists(url))
      .map(({ where, url }) => jsonLdProblem(page.urlPath, missingUrl(where, url))),
  ])
  htmlProblems.push(
    ...checkHeadList(
      facts.flatMap((f) => (f.head ? [f.head] : [])),
      input.siteUrl,
    ),
  )
  return { links: finish('Broken links', input, linkProblems), html: finish('HTML', input, htmlProblems) }
}

/** The MDX file each URL path is built from. */
const mdxFiles = (input: GateInput) => new Map(input.contentPages.map((p) => [p.urlPath, p.file]))

/**
 * Both gates on every page, in this process and without a cache (the command-line checks and the
 * tests): what `runGates` finds, found the simple way.
 */
export function siteGates(input: GateInput): { links: GateResult; html: GateResult; pageCount: number } {
  const mdxOf = mdxFiles(input)
  const facts = listBuiltPages(input.clientDir).map((page) =>
    analyzePage(
      { ...page, html: fs.readFileSync(path.join(input.clientDir, page.file), 'utf8') },
      mdxOf.get(page.urlPath),
    ),
  )
  return { ...siteChecks(input, facts), pageCount: facts.length }
}

/** Links, anchors, images, share images and CSS url()s all resolve. */
export const linkGate = (input: GateInput): GateResult & { pageCount: number } => {
  const run = siteGates(input)
  return { ...run.links, pageCount: run.pageCount }
}

/** Valid HTML, one h1, no inline code, complete and unique heads, valid JSON-LD. */
export const htmlGate = (input: GateInput): GateResult & { pageCount: number } => {
  const run = siteGates(input)
  return { ...run.html, pageCount: run.pageCount }
}

/**
 * The gates' own version: their code and html-validate's version. A cached result counts only for
 * the same version, so a changed rule or check re-checks every page.
 */
function gatesVersion(): string {
  const hash = createHash('sha256').update(`html-validate ${htmlValidateVersion}\n`)
  for (const file of fs.readdirSync(import.meta.dirname).sort()) {
    if (/\.(ts|mjs)$/.test(file)) hash.update(`${file}\n`).update(fs.readFileSync(path.join(import.meta.dirname, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

interface CacheFile {
  version: string
  pages: Record<string, PageFacts>
}

const CACHE_FILE = 'pages.json'

function readCache(cacheDir: string, version: string): Map<string, PageFacts> {
  try {
    const data = JSON.parse(fs.readFileSync(path.join(cacheDir, CACHE_FILE), 'utf8')) as CacheFile
    return data.version === version ? new Map(Object.entries(data.pages)) : new Map()
  } catch {
    return new Map() // no cache yet, or an unreadable one: check every page
  }
}

/** Writes the facts of this build's pages (only those: pages gone from the site drop out). */
function writeCache(cacheDir: string, version: string, pages: Map<string, PageFacts>): void {
  fs.mkdirSync(cacheDir, { recursive: true })
  const tmp = path.join(cacheDir, `${CACHE_FILE}.${process.pid}.tmp`)
  fs.writeFileSync(tmp, JSON.stringify({ version, pages: Object.fromEntries(pages) } satisfies CacheFile))
  fs.renameSync(tmp, path.join(cacheDir, CACHE_FILE)) // whole or not at all, should two builds share the folder
}

/** A page's key in the cache: the gates' version, where the page is, its MDX file and its HTML. */
function pageKey(version: string, listed: Omit<BuiltPage, 'html'>, mdxFile: string | undefined, html: string) {
  return createHash('sha256')
    .update(`${version}\n${listed.file}\n${listed.urlPath}\n${mdxFile ?? ''}\n`)
    .update(html)
    .digest('hex')
}

interface Job {
  page: BuiltPage
  mdxFile?: string
}

/** Pages sent to a worker at a time. */
const BATCH = 20
/** Below this many pages to check, starting workers costs more than it saves. */
const MIN_PAGES_PER_WORKER = 40

/** Analyses pages on `workers` threads (in this process when 1), in the order given. */
async function analyzeAll(jobs: Job[], workers: number): Promise<PageFacts[]> {
  if (workers <= 1) return jobs.map((job) => analyzePage(job.page, job.mdxFile))
  const results: PageFacts[] = new Array(jobs.length)
  let next = 0
  const pool = Array.from({ length: workers }, () => new Worker(new URL('./gateWorker.mjs', import.meta.url)))
  try {
    await Promise.all(
      pool.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let at = 0
            const send = () => {
              if (next >= jobs.length) return resolve()
              at = next
              next += BATCH
              worker.postMessage(jobs.slice(at, at + BATCH))
            }
            worker.on('message', (facts: PageFacts[]) => {
              facts.forEach((f, i) => (results[at + i] = f))
              send()
            })
            worker.once('error', reject)
            worker.once('exit', (code) =>
              next < jobs.length || code !== 0
                ? reject(new Error(`A gate worker stopped (exit code ${code}).`))
                : resolve(),
            )
            send()
          }),
      ),
    )
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()))
  }
  return results
}

export interface RunOptions {
  /** Folder of the cache of page facts; null: no cache, every page is checked. */
  cacheDir: string | null
  /**
   * Worker threads at most; 0 or 1 (the default) checks in this thread. Threads shorten the wall time
   * on a machine with idle cores, and cost CPU time: each loads the checks and warms html-validate up
   * on its own, so on a busy machine they make the build slower.
   */
  workers?: number
}

/**
 * The gates as the build runs them (see the top of this file): pages neither new nor changed since the
 * cached run are not analysed again (on worker threads when asked and there are many), then the
 * site-wide checks run on every page, and the cache is written. Same problems as `siteGates`. Memory
 * stays flat: a parsed page lives only while it is checked.
 */
export async function runGates(input: GateInput, options: RunOptions): Promise<GateRun> {
  const version = gatesVersion()
  const known = options.cacheDir ? readCache(options.cacheDir, version) : new Map<string, PageFacts>()
  const mdxOf = mdxFiles(input)
  const keys: string[] = []
  const facts: (PageFacts | undefined)[] = []
  const jobs: Job[] = []
  const slots: number[] = []
  for (const [i, listed] of listBuiltPages(input.clientDir).entries()) {
    const html = fs.readFileSync(path.join(input.clientDir, listed.file), 'utf8')
    const mdxFile = mdxOf.get(listed.urlPath)
    const key = pageKey(version, listed, mdxFile, html)
    keys.push(key)
    facts.push(known.get(key))
    if (!facts[i]) {
      jobs.push({ page: { ...listed, html }, mdxFile })
      slots.push(i)
    }
  }
  const workers = Math.min(
    options.workers ?? 1,
    os.availableParallelism(),
    Math.floor(jobs.length / MIN_PAGES_PER_WORKER),
  )
  const analyzed = await analyzeAll(jobs, workers)
  analyzed.forEach((f, j) => (facts[slots[j]] = f))
  const all = facts as PageFacts[]
  if (options.cacheDir) writeCache(options.cacheDir, version, new Map(keys.map((key, i) => [key, all[i]])))
  return {
    ...siteChecks(input, all),
    pageCount: all.length,
    checked: jobs.length,
    unchanged: all.length - jobs.length,
  }
}

/** Whether a folder holds a built site. */
export const isBuiltSite = (clientDir: string) => fs.existsSync(path.join(clientDir, 'index.html'))
