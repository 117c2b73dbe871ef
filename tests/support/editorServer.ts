/**
 * Started by Playwright before the editor's tests (tests/playwright.cms.config.ts): a fresh temporary
 * copy of the repository (tools/bench/copyRepo.ts), then `npm run cms` with CONTENT_ROOT pointing at
 * it, so every save the tests make lands in the copy and never in this repository's content/.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { copyRepo } from '../../tools/bench/copyRepo'
import { cmsRoot, ports } from '../../tools/ports'

const root = path.resolve(import.meta.dirname, '../..')
fs.rmSync(cmsRoot, { recursive: true, force: true })
// The originals copied, not linked: decap-server lists the media folder only inside the copy.
copyRepo(root, cmsRoot, { copyImages: true })
const cms = spawn('npm', ['run', 'cms'], { cwd: root, stdio: 'inherit', env: { ...process.env, CONTENT_ROOT: cmsRoot, PORT: String(ports.cms) } })
// Playwright stops this process when the tests end; the editor and its decap-server go with it.
const stop = () => {
  cms.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
cms.on('exit', (code) => process.exit(code ?? 1))
