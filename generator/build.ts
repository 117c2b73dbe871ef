/**
 * `npm run build`: checks content, builds and prerenders with Vike, writes the host files
 * (`_redirects`, `_headers`, `sitemap.xml`, `robots.txt`), checks the built HTML (links, HTML
 * validity, inline code, heads, JSON-LD: generator/gates/), and builds the writers' editor as a
 * deployable of its own (editor/build/editorSite.ts; its bundle beside Vike's build). It builds into a
 * temporary folder and swaps it in only when every step passed, so a failed build never leaves a
 * partial site. Then it writes CONTENT.md's table of blocks again if the block types changed
 * (generator/content/writeBlockTable.ts).
 *
 * OUT_DIR picks the output folder (default `dist`): the public site is `${OUT_DIR}/client` (served with
 * the Worker of worker/wrangler.toml), the editor `${OUT_DIR}/editor` (served with editor/, on its own origin).
 */
import fs from 'node:fs'
import path from 'node:path'
import { CHECKED_CONTENT, handOverContent } from './content/checkedContent'
import { problemsReport } from './content/formatIssues'
import { loadContent } from './content/loadContent'
import { resolveConfig } from './content/resolveConfig'
import { shellPages } from '../lib/shellPages'
import { formatHeaders, formatRedirects, redirectProblems, type RedirectRule } from './output/hostRules'
import { headerRules } from './output/securityHeaders'
import { decodeOutputPaths } from './output/decodeOutputPaths'
import { scriptDeferrer } from './output/deferScripts'
import { withPageSetting, withVitalsUrl } from './output/injectVitalsUrl'
import { rewritePages } from './output/rewritePages'
import { writeSitemap } from './output/writeSitemap'
import { runGates } from './gates/siteGates'
import { reportAnnotations } from './gates/problems'
import { applyV8Settings } from './v8Settings'
import { runVike } from './vikeBuild'
import { inGitHubActions, plainOutput } from './workflowCommands'
import { defaultAdminCacheDir, prepareAdminBundle, type AdminBundleReport } from '../editor/build/adminBundle'
import { EDITOR_APP_DIR, editorRedirects, writeEditorSite } from '../editor/build/editorSite'

applyV8Settings()
const root = path.resolve(import.meta.dirname, '..')
const outDir = path.resolve(root, process.env.OUT_DIR ?? 'dist')
const tmpDir = `${outDir}.tmp-${process.pid}`
/** Where the editor's bundle is put while Vike builds (step 5 moves it into the editor's folder). */
const adminStaging = `${tmpDir}.admin`
/** Stops the editor's bundle build, should it still run when the build fails. */
const stopEditorBuild = new AbortController()

function fail(message: string): never {
  stopEditorBuild.abort()
  fs.rmSync(tmpDir, { recursive: true, force: true })
  fs.rmSync(adminStaging, { recursive: true, force: true })
  console.error(`\n${message}\n`)
  process.exit(1)
}

// 1. Content and configuration, before anything is written.
const loaded = await loadContent(root)
if (!loaded.ok) fail(problemsReport(loaded.problems))
const site = loaded.content.collections['site.json']
const { config, editorUrl, problems } = resolveConfig(site)
if (problems.length) fail(problemsReport(problems))

// Vike builds into the temporary folder beside OUT_DIR, and reads back what it wrote there from inside
// the project: OUT_DIR must be a folder inside it (the project itself puts its temporary folder outside).
const vikeDir = path.relative(root, tmpDir)
if (vikeDir.split(path.sep)[0] === '..' || path.isAbsolute(vikeDir))
  fail(
    `OUT_DIR=${process.env.OUT_DIR} is not a folder inside the project: Vike builds only into one. Name one, as OUT_DIR=dist-mine.`,
  )

// The writers' editor's bundle (step 5), started now: from ADMIN_CACHE (default
// node_modules/.cache/admin-bundle; `off` builds it every time) unless its sources changed
// (editor/build/adminBundle.ts), and then built by Vite in a process of its own, beside Vike's build
// (mostly one thread, so a core is free) rather than after it.
const adminCache = process.env.ADMIN_CACHE ?? defaultAdminCacheDir(root)
const editorBundle = prepareAdminBundle({
  root,
  outDir: adminStaging,
  cacheDir: adminCache === 'off' ? null : path.resolve(root, adminCache),
  signal: stopEditorBuild.signal,
})
// Its failure is reported at step 5; until then it must not count as unhandled.
editorBundle.catch(() => undefined)

// 2. Vike builds and prerenders into the temporary folder, with the content checked above (its plugin
// would otherwise load and check it again each time Vike resolves the Vite configuration).
const checked = `${tmpDir}.content`
handOverContent(root, loaded.content, checked)
const client = path.join(tmpDir, 'client')
// Each page as step 3 leaves it: Vike's scripts requested after the first paint
// (generator/output/deferScripts.ts) and, with VITALS_URL, the endpoint named in its head.
const deferPage = scriptDeferrer(client)
const finishPage = (html: string) => {
  const deferred = deferPage(html)
  const withVitals = config.vitalsUrl ? withVitalsUrl(deferred, config.vitalsUrl) : deferred
  return config.turnstileSiteKey
    ? withPageSetting(withVitals, 'turnstile-site-key', config.turnstileSiteKey)
    : withVitals
}
const vikeStatus = await runVike({ root, outDir: tmpDir, env: { [CHECKED_CONTENT]: checked } })
fs.rmSync(checked, { force: true })
if (vikeStatus !== 0) fail('The Vike build failed (see above). The previous build, if any, is unchanged.')

// 3. Host files, written from the same configuration the pages were built with.
// Encoded URLs (a blog category with a space) get the decoded folder names hosts look for.
decodeOutputPaths(client)
// The legacy addresses, and the editor's old address on this site, which now sends writers to its own origin.
const redirects: RedirectRule[] = [
  ...Object.entries(loaded.content.collections['redirects.json']).map(([from, to]) => ({
    from,
    to,
    status: 301 as const,
  })),
  ...editorRedirects(editorUrl),
]
// Rules the host would reject or drop fail here, with the reason, instead of silently in production.
const ruleProblems = redirectProblems(redirects)
if (ruleProblems.length)
  fail(
    plainOutput(
      `content/redirects.json or EDITOR_URL gives rules Cloudflare Pages would not apply:\n${ruleProblems.map((p) => `  ✖ ${p}`).join('\n')}`,
    ),
  )
fs.writeFileSync(path.join(client, '_redirects'), formatRedirects(redirects))
fs.writeFileSync(path.join(client, '_headers'), formatHeaders(headerRules(config, site.video.embedUrl)))
// The Worker (worker/serveShell.ts) serves these shells for URLs newer than the build.
const missingShell = shellPages.find(({ shell }) => !fs.existsSync(path.join(client, `${shell}.html`)))
if (missingShell)
  fail(
    `The shell page ${missingShell.shell} was not prerendered; the Worker would have nothing to serve under ${missingShell.prefix}/.`,
  )
// Every page as finishPage (step 2) leaves it: its scripts requested once the page is loaded and painted,
// and with VITALS_URL the endpoint, which the browser needs before it loads the web-vitals reporter.
rewritePages(client, finishPage)
const count = writeSitemap(client, config.siteUrl)

// 4. Gates on the built HTML: links, anchors and images resolve (a broken link in an MDX file names
// the file), pages are valid HTML with one h1, no inline code, unique heads and valid JSON-LD. Pages
// unchanged since the last build are not validated again: their facts are cached by their hash in
// GATES_CACHE (default node_modules/.cache/site-gates; GATES_CACHE=off checks every page); links and
// heads are compared across the whole site every time. GATES_WORKERS=N spreads the pages to check over
// N threads (for a machine with idle cores; one thread costs the least CPU time).
const gatesCache = process.env.GATES_CACHE ?? path.join(root, 'node_modules/.cache/site-gates')
const gated = await runGates(
  { root, clientDir: client, siteUrl: config.siteUrl, contentPages: loaded.content.pages },
  {
    cacheDir: gatesCache === 'off' ? null : path.resolve(root, gatesCache),
    workers: process.env.GATES_WORKERS ? Number(process.env.GATES_WORKERS) : undefined,
  },
).catch((error: unknown) =>
  fail(`The gates could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
)
// In GitHub Actions, each finding also as an annotation on its content file's line.
if (inGitHubActions())
  for (const line of [
    ...reportAnnotations('Link check', gated.links.problems),
    ...reportAnnotations('HTML check', gated.html.problems),
  ])
    console.log(line)
// The reports quote content: printed as text no line of which runs as a workflow command.
const reports = [gated.links.report, gated.html.report].filter(Boolean).join('\n\n')
if (!gated.links.ok || !gated.html.ok)
  fail(`${plainOutput(reports)}\n\nThe build stopped: fix the errors above. The previous build, if any, is unchanged.`)
if (reports) console.warn(`\n${plainOutput(reports)}`)
console.log(`\ngates: ${gated.checked} pages checked, ${gated.unchanged} unchanged`)

// 5. The writers' editor, a deployable of its own in `editor/` beside `client/` (editor/build/editorSite.ts):
// none of its code is in the public site. Its bundle was started before Vike's build (above); its
// configuration is written fresh.
const editorDir = path.join(tmpDir, 'editor')
writeEditorSite({ root, editorDir })
const adminDir = path.join(editorDir, EDITOR_APP_DIR)
let editor: AdminBundleReport
try {
  editor = await editorBundle
} catch (error) {
  fail(`The editor did not build (${(error as Error).message}; see above). The previous build, if any, is unchanged.`)
}
fs.rmSync(adminDir, { recursive: true, force: true })
fs.renameSync(adminStaging, adminDir)
// Loaded here, not at the start: the TypeScript parser it reads the schema notes with is large, and
// Vike's build runs before this with the rest of this process waiting.
const { publishTarget, writeAdminConfig } = await import('../editor/build/adminConfig')
try {
  writeAdminConfig(adminDir, { ...publishTarget(), siteUrl: config.siteUrl })
} catch (error) {
  fail(`The editor's configuration could not be written: ${(error as Error).message}`)
}
console.log(
  `editor: ${editor.built ? `built in ${(editor.ms / 1000).toFixed(1)} s` : 'from cache'}, for ${editorUrl}/${EDITOR_APP_DIR}/`,
)

// 6. Swap the finished build in.
fs.rmSync(outDir, { recursive: true, force: true })
fs.renameSync(tmpDir, outDir)

// 7. CONTENT.md's table of blocks, from the comments on the block types of content/blocks.ts (loaded
// here for the same reason as the editor's configuration). The site is built: a guide that cannot take
// the table is said, and tests/unit/block-table.test.ts fails on it.
const { writeBlockTable } = await import('./content/writeBlockTable')
try {
  if (writeBlockTable(root)) console.log('CONTENT.md: the table of blocks written again from content/blocks.ts')
} catch (error) {
  console.warn(`CONTENT.md's table of blocks was not written: ${(error as Error).message}`)
}
console.log(
  `\nBuilt ${count} indexable pages into ${path.relative(root, path.join(outDir, 'client'))} (site ${config.siteUrl}, blog API ${config.blogApiUrl}, portal ${config.portalUrl}${config.vitalsUrl ? `, web vitals to ${config.vitalsUrl}` : ''}) and the editor into ${path.relative(root, path.join(outDir, 'editor'))} (${editorUrl}).`,
)
