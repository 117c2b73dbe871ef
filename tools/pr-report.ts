/**
 * `npm run pr:report -- --base <git ref>`: what a change does to the site, for its pull request. Builds
 * the base (a git worktree of the ref, with this checkout's node_modules and so its caches of encoded
 * images, gate results and the editor's bundle) and this tree, both against the sample blog API;
 * compares them route by route (tools/prReport/routeChanges.ts); serves each build with the host's
 * runtime and shoots every changed page before and after at 390 and 1366 px; and writes
 * `pr-report/report.md` with the pictures in `pr-report/pictures/` (tools/prReport/writeReport.ts).
 *
 *   npm run pr:report -- --base origin/main [--out pr-report] [--port 4330]
 *
 * It fails only when it cannot run (no such ref, no git): content that does not load, or a build that
 * stops, is what the report then says.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { formatProblems } from '../generator/content/formatIssues'
import { loadContent } from '../generator/content/loadContent'
import { serveSite } from '../generator/serveSite'
import { changedScripts, routeChanges, type RouteChange } from './prReport/routeChanges'
import { writeReport, type PagePixels } from './prReport/writeReport'
import { startSampleApi } from './sample-api'
import { compareShots } from './shots/compareShots'
import { screens, shootPages, shotFile, type Screen } from './shots/shootPages'

const root = path.resolve(import.meta.dirname, '..')
/** Each build's folder, relative to its tree (`dist-*` is ignored by git). */
const OUT = 'dist-pr-report'

const git = (...args: string[]) => {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr.trim()}`)
  return run.stdout.trim()
}

/** Builds the tree at `dir` into `dir/dist-pr-report`; resolves with the build's output when it fails. */
function build(dir: string, blogApi: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    let output = ''
    const child = spawn(process.execPath, ['--import', 'tsx', 'generator/build.ts'], {
      cwd: dir,
      env: { ...process.env, OUT_DIR: OUT, BLOG_API_URL: blogApi, GITHUB_ACTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (status) => resolve(status === 0 ? undefined : output.trim().split('\n').slice(-40).join('\n')))
  })
}

/** Serves a build and shoots `routes` into `out`. */
async function shoot(clientDir: string, port: number, routes: string[], out: string): Promise<void> {
  if (!routes.length) return
  const server = await serveSite(clientDir, port)
  try {
    await shootPages(server.url, routes, out)
  } finally {
    await server.close()
  }
}

async function main(): Promise<void> {
  const started = performance.now()
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      out: { type: 'string', default: 'pr-report' },
      port: { type: 'string', default: '4330' },
    },
  })
  if (!values.base) throw new Error('Name the base to compare with: npm run pr:report -- --base origin/main')
  const commit = git('rev-parse', '--verify', `${values.base}^{commit}`)
  const out = path.resolve(root, values.out)
  const pictures = path.join(out, 'pictures')
  fs.rmSync(out, { recursive: true, force: true })
  fs.mkdirSync(pictures, { recursive: true })
  const step = (what: string) => console.log(`pr:report ${Math.round((performance.now() - started) / 1000)} s: ${what}`)

  const loaded = await loadContent(root)
  const contentProblems = loaded.ok ? '' : formatProblems(loaded.problems)
  const api = await startSampleApi({ port: 0 })
  const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pr-report-base-'))
  let routes: RouteChange[] = []
  let buildFailure: string | undefined
  let scriptsChanged = 0
  const pixels: PagePixels[] = []
  try {
    // 1. The base as a worktree of the ref, sharing this checkout's packages and caches; then both builds.
    git('worktree', 'add', '--detach', baseDir, commit)
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(baseDir, 'node_modules'))
    step(`building the base (${values.base})`)
    const baseFailure = await build(baseDir, api.url)
    step('building this tree')
    buildFailure = contentProblems ? undefined : await build(root, api.url)
    if (baseFailure && !buildFailure && !contentProblems)
      buildFailure = `The base (${values.base}) did not build, so there is nothing to compare with:\n${baseFailure}`
    const [before, after] = [path.join(baseDir, OUT, 'client'), path.join(root, OUT, 'client')]
    if (!buildFailure && !contentProblems) {
      // 2. The routes that differ, and their pages shot before and after.
      routes = routeChanges(before, after)
      scriptsChanged = changedScripts(before, after)
      const shown = (status: RouteChange['status'][]) =>
        routes.filter((r) => status.includes(r.status)).map((r) => r.route)
      step(`${shown(['changed']).length} pages changed: shooting them`)
      const shots = { before: path.join(out, '.shots/before'), after: path.join(out, '.shots/after') }
      const port = Number(values.port)
      await shoot(before, port, shown(['changed', 'removed']), shots.before)
      await shoot(after, port + 1, shown(['changed', 'added']), shots.after)
      // 3. The pictures: before, after, and where they differ.
      for (const route of shown(['changed'])) {
        for (const screen of Object.keys(screens) as Screen[]) {
          const name = shotFile(route, screen).replace(/\.png$/, '')
          const rel = {
            before: `pictures/${name}-before.png`,
            after: `pictures/${name}-after.png`,
            diff: `pictures/${name}-difference.png`,
          }
          fs.renameSync(path.join(shots.before, `${name}.png`), path.join(out, rel.before))
          fs.renameSync(path.join(shots.after, `${name}.png`), path.join(out, rel.after))
          pixels.push({
            route,
            screen,
            ...compareShots(path.join(out, rel.before), path.join(out, rel.after), path.join(out, rel.diff)),
            ...rel,
          })
        }
      }
      for (const [status, side] of [
        ['added', 'after'],
        ['removed', 'before'],
      ] as const) {
        for (const route of shown([status]))
          for (const screen of Object.keys(screens) as Screen[])
            fs.renameSync(
              path.join(shots[side], shotFile(route, screen)),
              path.join(pictures, `${shotFile(route, screen).replace(/\.png$/, '')}-${side}.png`),
            )
      }
      fs.rmSync(path.join(out, '.shots'), { recursive: true, force: true })
    }
  } finally {
    await api.close()
    spawnSync('git', ['worktree', 'remove', '--force', baseDir], { cwd: root })
    fs.rmSync(baseDir, { recursive: true, force: true })
    fs.rmSync(path.join(root, OUT), { recursive: true, force: true })
  }
  const seconds = (performance.now() - started) / 1000
  fs.writeFileSync(
    path.join(out, 'report.md'),
    writeReport({
      base: { ref: values.base, commit },
      routes,
      pixels,
      contentProblems,
      buildFailure,
      scriptsChanged,
      seconds,
    }),
  )
  step(`done: ${path.relative(process.cwd(), path.join(out, 'report.md'))}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
