/**
 * The commands a writer's mistake stops, as CI runs them: `npm run build` and `npm run check:content`
 * on bad content fail with the report and write no site; `npm run build` with a cleartext URL stops
 * before it writes anything, naming the variable. What each report says is tested on the content and
 * the configuration alone (tests/unit/content-check.test.ts, config-urls.test.ts); this is the wiring.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useCopies } from '../support/copyContent'
import { runBuild } from '../support/runBuild'

const repo = path.resolve(import.meta.dirname, '../..')
const tsx = path.join(repo, 'node_modules/.bin/tsx')
const copies = useCopies()

describe('the build and check:content commands', () => {
  it(
    'fail on bad content, print the report naming the file, the line and the field, and write no site',
    { timeout: 120_000 },
    () => {
      const root = copies.repo()
      fs.copyFileSync(
        path.join(repo, 'tests/fixtures/content/bad-frontmatter.mdx'),
        path.join(root, 'content/pages/thread-guide.mdx'),
      )
      const build = spawnSync(tsx, ['generator/build.ts'], { cwd: root, encoding: 'utf8' })
      expect(build.status).toBe(1)
      expect(build.stderr).toContain('content/pages/thread-guide.mdx:3')
      expect(build.stderr).toContain('Nothing was built.')
      expect(fs.readdirSync(root).filter((f) => f.startsWith('dist'))).toEqual([])
      const check = spawnSync(tsx, ['generator/check-content.ts', '--root', root], { cwd: repo, encoding: 'utf8' })
      expect(check.status).toBe(1)
      expect(check.stderr).toContain('content/pages/thread-guide.mdx:3')
      expect(check.stderr).toMatch(/field:\s+draft/)
      expect(check.stderr).toContain('field:    descripton')
      expect(execFileSync(tsx, ['generator/check-content.ts'], { cwd: repo, encoding: 'utf8' })).toMatch(/^Content OK/)
    },
  )
})

describe('npm run build', () => {
  it('stops with a cleartext PORTAL_URL, naming the variable, and writes nothing', { timeout: 120_000 }, async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cleartext-build-'))
    try {
      const build = await runBuild(repo, {
        OUT_DIR: path.join(out, 'dist'),
        PORTAL_URL: 'http://portal.example.org',
        BLOG_API_URL: 'https://shop.example.org',
      })
      expect(build.status).toBe(1)
      expect(build.stderr).toContain('PORTAL_URL')
      expect(build.stderr).toContain('"http://portal.example.org"')
      expect(fs.readdirSync(out)).toEqual([])
    } finally {
      fs.rmSync(out, { recursive: true, force: true })
    }
  })

  it('stops with an OUT_DIR outside the project, naming it, and writes nothing', { timeout: 120_000 }, async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-build-'))
    try {
      const build = await runBuild(repo, { OUT_DIR: path.join(out, 'dist') })
      expect(build.status).toBe(1)
      expect(build.stderr).toContain(`OUT_DIR=${path.join(out, 'dist')} is not a folder inside the project`)
      expect(fs.readdirSync(out)).toEqual([])
    } finally {
      fs.rmSync(out, { recursive: true, force: true })
    }
  })

  it(
    'stops with the project itself as OUT_DIR, whose temporary folder would be outside it',
    { timeout: 120_000 },
    async () => {
      const root = copies.repo()
      const beside = () =>
        fs.readdirSync(path.dirname(root)).filter((name) => name.startsWith(`${path.basename(root)}.tmp`))
      const build = await runBuild(root, { OUT_DIR: '.' })
      expect(build.status).toBe(1)
      expect(build.stderr).toContain('OUT_DIR=. is not a folder inside the project')
      expect(beside()).toEqual([])
      expect(fs.existsSync(path.join(root, 'package.json'))).toBe(true)
    },
  )
})
