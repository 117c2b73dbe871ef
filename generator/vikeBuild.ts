/**
 * Vike's build and prerender (`vike build`), run by generator/build.ts in a process of its own, with
 * the settings of V8 for a process that lives seconds (v8Settings.ts).
 *
 * Vike's output is passed on as it comes, and the build is told of each page as soon as it is written,
 * from the line Vike prints for it then (its prerender writes a file, then prints the file's path), so
 * that it can check the page while Vike renders the next.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'
import { stripVTControlCharacters } from 'node:util'
import { vikeProcessFlags } from './v8Settings'

/**
 * The HTML file a line of Vike's output says it has written, inside the client folder (forward
 * slashes), or null. `clientPrefix` is the client folder relative to the project root, with a
 * trailing slash, as Vike prints it (dimmed, before the file's path).
 */
export function writtenPage(line: string, clientPrefix: string): string | null {
  const shown = stripVTControlCharacters(line)
  return shown.startsWith(clientPrefix) && shown.endsWith('.html') ? shown.slice(clientPrefix.length) : null
}

export interface VikeBuild {
  /** The project root. */
  root: string
  /** The build's output folder (Vike writes the site into its `client/`). */
  outDir: string
  /** Added to this process's environment. */
  env: NodeJS.ProcessEnv
  /** Told of each HTML file once it is written, by its path inside the client folder. */
  onPage(file: string): void
}

/** Runs `vike build`; resolves to its exit code (null if it could not start or was killed). */
export function runVike({ root, outDir, env, onPage }: VikeBuild): Promise<number | null> {
  const child = spawn(process.execPath, [...vikeProcessFlags, path.join(root, 'node_modules/vike/bin.js'), 'build'], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: {
      ...process.env,
      // Vike colours its lines only for a terminal, and its output now comes through this process.
      ...(process.stdout.isTTY && !('NO_COLOR' in process.env) ? { FORCE_COLOR: '1' } : {}),
      ...env,
      OUT_DIR: outDir,
    },
  })
  const clientPrefix = `${path.relative(root, path.join(outDir, 'client')).split(path.sep).join('/')}/`
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    console.log(line)
    const file = writtenPage(line, clientPrefix)
    if (file !== null) onPage(file)
  })
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`Vike could not start: ${error.message}`)
      resolve(null)
    })
    child.once('close', (code) => resolve(code))
  })
}
