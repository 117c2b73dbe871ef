/**
 * The editor's bundle for a build, through a cache that outlives the build folder
 * (`node_modules/.cache/admin-bundle/`, one folder per key of adminBundleKey.ts): a build whose
 * editor sources, packages and build settings did not change copies the stored bundle, and only a
 * changed key runs Vite (admin.vite.config.ts, costly in time and memory). The bundle
 * is the same for every content and build variable; each build writes its config.json.
 *
 * A bundle is stored only once its build has succeeded and written its page, under a temporary name
 * renamed whole, so a failed, interrupted or concurrent build never leaves a partial one to reuse.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { adminBundleKey } from './adminBundleKey.ts'

/** Where built bundles are kept between builds (git ignores node_modules/). */
export const defaultAdminCacheDir = (root: string) => path.join(root, 'node_modules/.cache/admin-bundle')

/** Bundles kept: the current one and a few before it (switching branches back and forth reuses them). */
const KEEP = 3

/** A temporary folder older than this was left by a build that was stopped: removed. */
const STALE_MS = 60 * 60 * 1000

export interface AdminBundleOptions {
  root: string
  /** The editor's folder in the build (`<client>/admin`); replaced. */
  outDir: string
  /** The cache folder; null builds every time. */
  cacheDir: string | null
  /** Builds the bundle into a folder, throwing (or rejecting) when it fails. By default Vite in its own process. */
  build?: (outDir: string) => void | Promise<void>
  /** Stops the default build's process (a build whose other steps failed does not wait for it). */
  signal?: AbortSignal
}

export interface AdminBundleReport {
  /** False when the bundle came from the cache. */
  built: boolean
  ms: number
}

/** Runs Vite's command line on admin.vite.config.ts, in a child process on plain Node (see that file). */
const buildInChild = (root: string, signal?: AbortSignal) => (outDir: string) =>
  new Promise<void>((resolve, reject) => {
    const config = 'editor/build/admin.vite.config.ts'
    spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        config,
        '--outDir',
        outDir,
        '--emptyOutDir',
      ],
      { cwd: root, stdio: 'inherit', signal },
    )
      .once('error', reject)
      .once('close', (code, killedBy) =>
        code === 0 ? resolve() : reject(new Error(`vite build --config ${config} ended with ${code ?? killedBy}`)),
      )
  })

/** Removes all but the `KEEP` most recently used bundles, and temporary folders of stopped builds. */
function prune(cacheDir: string): void {
  // An entry another build removes meanwhile is skipped (mtime 0 and rmSync's force).
  const entries = fs
    .readdirSync(cacheDir)
    .map((name) => ({ name, mtime: fs.statSync(path.join(cacheDir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
  const bundles = entries.filter((e) => !e.name.endsWith('.tmp')).sort((a, b) => b.mtime - a.mtime)
  const stale = [
    ...bundles.slice(KEEP),
    ...entries.filter((e) => e.name.endsWith('.tmp') && Date.now() - e.mtime > STALE_MS),
  ]
  for (const { name } of stale) fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true })
}

/**
 * Puts the editor's bundle into `outDir`: from the cache when its key is there, else built (and stored).
 * Asynchronous, so that the build can go on beside other work (`npm run build` starts it beside Vike's).
 */
export async function prepareAdminBundle({
  root,
  outDir,
  cacheDir,
  signal,
  build = buildInChild(root, signal),
}: AdminBundleOptions): Promise<AdminBundleReport> {
  const start = performance.now()
  const key = cacheDir && adminBundleKey(root)
  if (!cacheDir || !key) {
    fs.rmSync(outDir, { recursive: true, force: true })
    await build(outDir)
    return { built: true, ms: performance.now() - start }
  }
  const entry = path.join(cacheDir, key)
  const built = !fs.existsSync(entry)
  if (built) {
    fs.mkdirSync(cacheDir, { recursive: true })
    const staging = `${entry}.${process.pid}.tmp`
    fs.rmSync(staging, { recursive: true, force: true })
    try {
      await build(staging)
      if (!fs.existsSync(path.join(staging, 'index.html'))) throw new Error(`the editor's build wrote no index.html`)
      fs.renameSync(staging, entry)
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true })
      // Another build stored the same key meanwhile: its bundle is as good as this one.
      const code = (error as NodeJS.ErrnoException).code
      if (!(fs.existsSync(entry) && (code === 'ENOTEMPTY' || code === 'EEXIST'))) throw error
    }
  }
  // Marks the bundle as used: prune keeps the most recently used.
  const now = new Date()
  fs.utimesSync(entry, now, now)
  if (built) prune(cacheDir)
  fs.rmSync(outDir, { recursive: true, force: true })
  fs.cpSync(entry, outDir, { recursive: true })
  return { built, ms: performance.now() - start }
}
