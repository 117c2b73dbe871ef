/**
 * Started by Playwright before the editor's tests (tests/playwright.editor.config.ts): a fresh temporary
 * copy of the repository (tools/bench/copyRepo.ts), then `npm run editor` with CONTENT_ROOT pointing at
 * it, so every save the tests make lands in the copy and never in this repository's content/.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { copyRepo } from '../../tools/bench/copyRepo'
import { editorDevRoot, ports } from '../../tools/ports'

const root = path.resolve(import.meta.dirname, '../..')
fs.rmSync(editorDevRoot, { recursive: true, force: true })
// The originals copied, not linked: decap-server lists the media folder only inside the copy.
copyRepo(root, editorDevRoot, { copyImages: true })
const editor = spawn('npm', ['run', 'editor'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CONTENT_ROOT: editorDevRoot, PORT: String(ports.editorDev) },
})
// Playwright stops this process when the tests end; the editor and its decap-server go with it.
const stop = () => {
  editor.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
editor.on('exit', (code) => process.exit(code ?? 1))
