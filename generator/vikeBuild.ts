/**
 * Vike's build and prerender (`vike build`), run by generator/build.ts in a process of its own, with
 * the settings of V8 for a process that lives seconds (v8Settings.ts).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { vikeProcessFlags } from './v8Settings'

export interface VikeBuild {
  /** The project root. */
  root: string
  /** The build's output folder (Vike writes the site into its `client/`). */
  outDir: string
  /** Added to this process's environment. */
  env: NodeJS.ProcessEnv
}

/** Runs `vike build`; resolves to its exit code (null if it could not start or was killed). */
export function runVike({ root, outDir, env }: VikeBuild): Promise<number | null> {
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
  })
}
