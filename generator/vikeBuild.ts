/**
 * Vike's build and prerender (`vike build`), run by generator/build.ts in a process of its own, with
 * the settings of V8 for a process that lives seconds (v8Settings.ts).
 *
 * Vike prints to the build's own output. The build is told of each page as soon as its file appears
 * in the client folder (a watch on the folder, Node's `fs.watch`), so that it can check the page while
 * Vike renders the next. A page told of before Vike has finished writing it is checked again at the
 * end: the gates count a page's early check only if its final HTML is the one checked (gates/siteGates.ts).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { vikeProcessFlags } from './v8Settings'

export interface VikeBuild {
  /** The project root. */
  root: string
  /** The build's output folder (Vike writes the site into its `client/`). */
  outDir: string
  /** Added to this process's environment. */
  env: NodeJS.ProcessEnv
  /** Told of each HTML file as it is written, once, by its path inside the client folder (forward slashes). */
  onPage(file: string): void
}

/**
 * Calls `onPage` once for each HTML file written below `clientDir` (created if missing) outside
 * `assets/`, until the returned function stops the watch.
 */
export function watchPages(clientDir: string, onPage: (file: string) => void): () => void {
  fs.mkdirSync(clientDir, { recursive: true })
  const told = new Set<string>()
  const watcher = fs.watch(clientDir, { recursive: true }, (_event, name) => {
    const file = name?.split(path.sep).join('/')
    if (!file?.endsWith('.html') || file.startsWith('assets/') || told.has(file)) return
    if (!fs.existsSync(path.join(clientDir, file))) return
    told.add(file)
    onPage(file)
  })
  return () => watcher.close()
}

/** Runs `vike build`; resolves to its exit code (null if it could not start or was killed). */
export function runVike({ root, outDir, env, onPage }: VikeBuild): Promise<number | null> {
  const stopWatching = watchPages(path.join(outDir, 'client'), onPage)
  const child = spawn(process.execPath, [...vikeProcessFlags, path.join(root, 'node_modules/vike/bin.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, OUT_DIR: outDir },
  })
  return new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      console.error(`Vike could not start: ${error.message}`)
      resolve(null)
    })
    child.once('close', (code) => resolve(code))
  }).finally(stopWatching)
}
