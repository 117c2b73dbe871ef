/**
 * The editor's bundle cache (editor/build/adminBundle.ts, adminBundleKey.ts): a build reuses the stored
 * bundle while the editor's code, the installed packages and the build settings are unchanged, builds
 * it again when one of them changes (content does not count), never stores a failed build, and writes
 * config.json from the current content over a reused bundle. The builds here are stand-ins that write a
 * page and count their runs; the real build is the e2e tests' (tests/e2e/editor-build.spec.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { adminConfig, writeAdminConfig } from '../../editor/build/adminConfig'
import { prepareAdminBundle } from '../../editor/build/adminBundle'
import { adminBundleKey, uncoveredInputs } from '../../editor/build/adminBundleKey'
import { decapConfig } from '../../editor/build/decapConfig'
import { useTempDirs } from '../support/tempDirs'

const tempDir = useTempDirs()

/** Writes a file of the project, creating its folder. */
function write(root: string, rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  fs.writeFileSync(path.join(root, rel), text)
}

/** A small project: the editor's code, a component, content code and data, an install record. */
function project(): string {
  const root = tempDir('admin-project-')
  const files: Record<string, string> = {
    'editor/app/main.tsx': "import CMS from 'decap-cms-app'\n",
    'components/Card.tsx': 'export const Card = () => null\n',
    'components/Card.css': '.card { color: navy }\n',
    'lib/imageSlots.ts': 'export const slots = {}\n',
    'content/faq.json': '[{ "question": "Why?", "answer": "Because." }]\n',
    'content/pages/about.mdx': '---\ntitle: About\n---\nText.\n',
    'editor/build/adminVite.ts': 'export default {}\n',
    'tsconfig.json': '{}\n',
    'node_modules/.package-lock.json': '{ "packages": { "node_modules/decap-cms-app": { "version": "3.16.3" } } }\n',
  }
  for (const [rel, text] of Object.entries(files)) write(root, rel, text)
  return root
}

/** A stand-in for the editor's build: writes a page and a script, and counts its runs. */
function counter() {
  const build = (dir: string) => {
    build.runs++
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true })
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<script src="/admin/assets/index.js"></script><!-- run ${build.runs} -->`,
    )
    fs.writeFileSync(path.join(dir, 'assets/index.js'), 'console.log("editor")')
  }
  build.runs = 0
  return build
}

describe('the editor bundle cache', () => {
  it('builds the first time, reuses while the editor is unchanged, and builds again when its code changes', async () => {
    const root = project()
    const cacheDir = tempDir('admin-cache-')
    const build = counter()
    const prepare = async () => {
      const outDir = path.join(tempDir('admin-out-'), 'admin')
      return { ...(await prepareAdminBundle({ root, outDir, cacheDir, build })), outDir }
    }

    const first = await prepare()
    expect([first.built, build.runs]).toEqual([true, 1])
    const second = await prepare()
    expect([second.built, build.runs]).toEqual([false, 1])
    expect(fs.readFileSync(path.join(second.outDir, 'index.html'), 'utf8')).toContain('run 1')
    expect(fs.readFileSync(path.join(second.outDir, 'assets/index.js'), 'utf8')).toBe('console.log("editor")')

    // Content is not part of the bundle: an edited collection or a new page reuses it.
    write(root, 'content/faq.json', '[{ "question": "Why not?", "answer": "Because." }]\n')
    write(root, 'content/pages/new.mdx', '---\ntitle: New\n---\nText.\n')
    expect((await prepare()).built).toBe(false)

    // Each kind of input the bundle is made from builds it again, once.
    const changes: [string, () => void][] = [
      ['a stylesheet of a component', () => write(root, 'components/Card.css', '.card { color: red }\n')],
      [
        'a new stylesheet (the preview pane takes every stylesheet by a glob)',
        () => write(root, 'pages/faq/faq.css', '.faq {}\n'),
      ],
      ['the code of content/', () => write(root, 'lib/imageSlots.ts', 'export const slots = { hero: 1 }\n')],
      ['the editor itself', () => write(root, 'editor/app/main.tsx', "import CMS from 'decap-cms-app'\nCMS.init()\n")],
      [
        'its Vite configuration',
        () => write(root, 'editor/build/adminVite.ts', 'export default { base: "/admin/" }\n'),
      ],
      [
        'the installed packages',
        () =>
          write(
            root,
            'node_modules/.package-lock.json',
            '{ "packages": { "node_modules/decap-cms-app": { "version": "3.17.0" } } }\n',
          ),
      ],
    ]
    for (const [what, change] of changes) {
      const runs = build.runs
      change()
      expect((await prepare()).built, what).toBe(true)
      expect(build.runs, what).toBe(runs + 1)
      expect((await prepare()).built, `${what}, second time`).toBe(false)
    }
  })

  it('keys the Vite variables the bundle can read, and no other variable', () => {
    const root = project()
    const key = adminBundleKey(root, {})
    expect(key).toMatch(/^[0-9a-f]{20}$/)
    expect(adminBundleKey(root, { SITE_URL: 'https://other.example', CMS_REPO: 'o/r' })).toBe(key)
    expect(adminBundleKey(root, { VITE_FLAG: '1' })).not.toBe(key)
  })

  it('never stores a failed or partial build, and leaves no temporary folder', async () => {
    const root = project()
    const cacheDir = tempDir('admin-cache-')
    const outDir = path.join(tempDir('admin-out-'), 'admin')
    const failing = (dir: string) => {
      fs.mkdirSync(path.join(dir, 'assets'), { recursive: true })
      fs.writeFileSync(path.join(dir, 'assets/half.js'), '')
      throw new Error('the build failed')
    }
    await expect(prepareAdminBundle({ root, outDir, cacheDir, build: failing })).rejects.toThrow('the build failed')
    // A build that ends without its page is not a bundle either.
    await expect(prepareAdminBundle({ root, outDir, cacheDir, build: (dir) => fs.mkdirSync(dir) })).rejects.toThrow(
      'no index.html',
    )
    expect(fs.readdirSync(cacheDir)).toEqual([])

    const build = counter()
    expect((await prepareAdminBundle({ root, outDir, cacheDir, build })).built).toBe(true)
    expect(build.runs).toBe(1)
  })

  it('takes the bundle another build stored meanwhile, and leaves its own nowhere', async () => {
    const root = project()
    const cacheDir = tempDir('admin-cache-')
    const outDir = path.join(tempDir('admin-out-'), 'admin')
    const other = counter()
    const racing = (dir: string) => {
      // A second build, started at the same time, finishes first.
      other(path.join(cacheDir, adminBundleKey(root)!))
      counter()(dir)
      fs.writeFileSync(path.join(dir, 'index.html'), 'this build')
    }
    expect((await prepareAdminBundle({ root, outDir, cacheDir, build: racing })).built).toBe(true)
    expect(fs.readdirSync(cacheDir)).toEqual([adminBundleKey(root)])
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('run 1')
  })

  it('builds every time without a cache folder, or without npm’s record of the installed packages', async () => {
    const root = project()
    const outDir = path.join(tempDir('admin-out-'), 'admin')
    const build = counter()
    await prepareAdminBundle({ root, outDir, cacheDir: null, build })
    await prepareAdminBundle({ root, outDir, cacheDir: null, build })
    expect(build.runs).toBe(2)

    fs.rmSync(path.join(root, 'node_modules/.package-lock.json'))
    const cacheDir = tempDir('admin-cache-')
    await prepareAdminBundle({ root, outDir, cacheDir, build })
    await prepareAdminBundle({ root, outDir, cacheDir, build })
    expect(build.runs).toBe(4)
    expect(fs.readdirSync(cacheDir)).toEqual([])
  })

  it('keeps the three most recently used bundles', async () => {
    const root = project()
    const cacheDir = tempDir('admin-cache-')
    const build = counter()
    for (let i = 0; i < 5; i++) {
      write(root, 'components/Card.tsx', `export const Card = () => ${i}\n`)
      await prepareAdminBundle({ root, outDir: path.join(tempDir('admin-out-'), 'admin'), cacheDir, build })
    }
    expect(build.runs).toBe(5)
    expect(fs.readdirSync(cacheDir)).toHaveLength(3)
  })

  it('names the files a build reads that the key does not cover', () => {
    const root = '/site'
    const ids = [
      '/site/editor/app/main.tsx',
      '/site/components/PriceCard.css?inline',
      '/site/content/imageSlots.ts',
      '/site/node_modules/decap-cms-core/dist/esm/index.js',
      '/elsewhere/node_modules/react/index.js',
      '\0vite/preload-helper.js',
      '__vite-browser-external',
      '/site/content/site.json',
      '/site/content/site.json?import',
      '/elsewhere/shared.ts',
    ]
    expect(uncoveredInputs(root, ids)).toEqual(['../elsewhere/shared.ts', 'content/site.json'])
  })
})

describe("the editor's config.json", () => {
  it('is written from the current content and build variables over a reused bundle', async () => {
    const root = project()
    const cacheDir = tempDir('admin-cache-')
    const build = counter()
    const read = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'config.json'), 'utf8'))

    const first = path.join(tempDir('admin-out-'), 'admin')
    await prepareAdminBundle({ root, outDir: first, cacheDir, build })
    writeAdminConfig(first, { repo: 'owner/site', branch: 'main', siteUrl: 'https://one.example' })
    const second = path.join(tempDir('admin-out-'), 'admin')
    expect((await prepareAdminBundle({ root, outDir: second, cacheDir, build })).built).toBe(false)
    writeAdminConfig(second, { repo: 'owner/fork', branch: 'draft', siteUrl: 'https://two.example' })

    expect(read(first).config).toMatchObject({
      site_url: 'https://one.example',
      backend: { repo: 'owner/site', branch: 'main' },
    })
    expect(read(second).config).toMatchObject({
      site_url: 'https://two.example',
      backend: { repo: 'owner/fork', branch: 'draft' },
    })
    // The collections are the ones content/config.ts describes now, as `npm run editor` serves them.
    const options = { repo: 'owner/fork', branch: 'draft', siteUrl: 'https://two.example' }
    expect(read(second)).toEqual(adminConfig({ ...options, localBackend: false }))
    expect(read(second).config.collections).toEqual(decapConfig(options).collections)
    expect(read(second).localBackend).toBe(false)
    expect(build.runs).toBe(1)
  })
})
