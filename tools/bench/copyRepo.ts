/**
 * A throw-away copy of the repository to build in: the sources are copied (so generated pages never
 * touch the real `content/`), `node_modules` and the image originals in `content/images/` are
 * symlinked (large, read-only; the build's image cache in node_modules is shared). With
 * `copyImages` the originals are copied instead: the editor's backend (decap-server) refuses any path
 * that resolves outside its repository, and a symlinked `content/images/` does.
 */
import fs from 'node:fs'
import path from 'node:path'

/**
 * What a build does not need from the repository: dependencies (linked instead), builds, test output,
 * the tests and the documents. Everything else is copied, so the copy of an older checkout, whose
 * folders were named otherwise, builds as well.
 */
const LEFT_OUT =
  /^(node_modules|\.git|dist|dist[-.].*|test-results|playwright-report|\.bench|\.wrangler|\.screenshots|tests|.*\.md)$/

/**
 * Copies `root` into `dest` (created, must not exist). `nodeModules`: the dependencies to link, by
 * default `root`'s own (a checkout of an older commit may have none, and borrow this one's).
 */
export function copyRepo(
  root: string,
  dest: string,
  { copyImages = false, nodeModules = path.join(root, 'node_modules') } = {},
): void {
  fs.mkdirSync(dest, { recursive: true })
  for (const name of fs.readdirSync(root)) {
    if (LEFT_OUT.test(name)) continue
    const from = path.join(root, name)
    fs.cpSync(from, path.join(dest, name), {
      recursive: true,
      filter: (src) => copyImages || src !== path.join(root, 'content/images'),
    })
  }
  fs.symlinkSync(nodeModules, path.join(dest, 'node_modules'), 'dir')
  if (!copyImages && fs.existsSync(path.join(root, 'content/images')))
    fs.symlinkSync(path.join(root, 'content/images'), path.join(dest, 'content/images'), 'dir')
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
