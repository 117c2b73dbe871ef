/**
 * A throw-away copy of the repository to build in: the sources are copied (so generated pages never
 * touch the real `content/`), `node_modules` and the image originals in `content/images/` are
 * symlinked (large, read-only; the build's image cache in node_modules is shared). With
 * `copyImages` the originals are copied instead: the editor's backend (decap-server) refuses any path
 * that resolves outside its repository, and a symlinked `content/images/` does.
 */
import fs from 'node:fs'
import path from 'node:path'

/** What a build needs from the repository. */
const SOURCES = ['package.json', 'tsconfig.json', 'vite.config.ts', 'content', 'pages', 'renderer', 'components', 'lib', 'generator', 'public', 'editor']

/** Copies `root` into `dest` (created, must not exist). */
export function copyRepo(root: string, dest: string, { copyImages = false } = {}): void {
  fs.mkdirSync(dest, { recursive: true })
  for (const name of SOURCES) {
    const from = path.join(root, name)
    if (!fs.existsSync(from)) continue
    fs.cpSync(from, path.join(dest, name), {
      recursive: true,
      filter: (src) => copyImages || src !== path.join(root, 'content/images'),
    })
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dest, 'node_modules'), 'dir')
  if (!copyImages && fs.existsSync(path.join(root, 'content/images'))) fs.symlinkSync(path.join(root, 'content/images'), path.join(dest, 'content/images'), 'dir')
}

/** Bytes of the client JavaScript of a build: every chunk, Vike's client entry and the MDX page's entry. */
export function clientJs(clientDir: string): { files: number; total: number; entry: number; contentPage: number } {
  const assets = path.join(clientDir, 'assets')
  let files = 0
  let total = 0
  let entry = 0
  let contentPage = 0
  for (const rel of fs.readdirSync(assets, { recursive: true }) as string[]) {
    if (!rel.endsWith('.js')) continue
    const bytes = fs.statSync(path.join(assets, rel)).size
    files++
    total += bytes
    const base = path.basename(rel)
    if (base.startsWith('entry-')) entry += bytes // entry-server-routing or entry-client-routing
    if (base.startsWith('pages_content.')) contentPage += bytes
  }
  return { files, total, entry, contentPage }
}

/** Number of prerendered pages (HTML files) in a client folder. */
export function countPages(clientDir: string): number {
  return (fs.readdirSync(clientDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).length
}
