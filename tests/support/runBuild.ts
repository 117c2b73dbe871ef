/**
 * `npm run build` in a folder, for tests, without blocking this process: the tests run the sample blog
 * API in their own process, and a synchronous spawn would leave it unable to answer the build's
 * requests (the build then waits for its API timeout and builds without the blog).
 */
import { spawn } from 'node:child_process'

export interface BuildRun {
  status: number | null
  stdout: string
  stderr: string
}

/** Runs generator/build.ts in `root` with `env` added to this process's environment. */
export function runBuild(root: string, env: NodeJS.ProcessEnv = {}): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'generator/build.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}
