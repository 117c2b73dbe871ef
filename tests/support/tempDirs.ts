/** Temporary folders of a test file, removed after each of its tests. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'

/**
 * Call once at the top of a test file: registers the clean-up and returns `tempDir(prefix)`, which
 * makes a new folder under the system's temporary folder and removes it after the current test.
 */
export function useTempDirs(): (prefix: string) => string {
  const temps: string[] = []
  afterEach(() => {
    for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })
  return (prefix) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    temps.push(dir)
    return dir
  }
}
