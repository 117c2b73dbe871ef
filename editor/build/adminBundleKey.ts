/**
 * Everything the editor's bundle (/admin/, adminVite.ts) is made from, as one hash: the key of its
 * cache (adminBundle.ts). The bundle holds no content and no build variable (its configuration is
 * config.json, written by every build), so the key is made of code only:
 *
 * - the site's code the editor may import: editor/app/ (the editor itself), the components, pages, shared
 *   modules (lib/) and stylesheets its preview pane draws with, and the TypeScript of content/ (the schemas), never the
 *   content itself, so a writer's edit or a generated page never rebuilds the editor;
 * - how it is built and kept: the editor's Vite configuration, its build script, this file and the
 *   cache's, tsconfig.json (read by Vite's TypeScript transform) and the `VITE_*` variables (Vite
 *   exposes them to the bundle);
 * - the installed packages, as npm recorded them (node_modules/.package-lock.json: Decap, React, Vite).
 *
 * The editor's build refuses an input outside these (`uncoveredInputs`), so an import added later
 * cannot make a stale bundle look current.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Folders whose every file is part of the key. */
const SOURCE_FOLDERS = ['editor/app', 'components', 'lib', 'pages', 'renderer']

/** Single files that decide how the bundle is built. */
const BUILD_FILES = [
  'editor/build/adminVite.ts',
  'editor/build/admin.vite.config.ts',
  'editor/build/adminBundleKey.ts',
  'editor/build/adminBundle.ts',
  'generator/cssOptions.ts',
  'tsconfig.json',
]

/** npm's record of the installed tree; a different install is a different key. */
const INSTALLED = 'node_modules/.package-lock.json'

/** Whether a file of the project (a path relative to its root, with "/") is covered by the key. */
export function isKeyedSource(rel: string): boolean {
  // content/ holds data as well as code: only its TypeScript, so that data edits keep the bundle.
  return SOURCE_FOLDERS.some((dir) => rel.startsWith(`${dir}/`)) || (rel.startsWith('content/') && /\.tsx?$/.test(rel))
}

/**
 * The bundle's inputs the key does not cover, from the module ids of a build: files of the project
 * (queries such as `?inline` dropped) outside the keyed sources. Packages are covered by the install
 * record, and virtual modules (`\0…`, Vite's helpers) are part of Vite.
 */
export function uncoveredInputs(root: string, moduleIds: Iterable<string>): string[] {
  const uncovered = new Set<string>()
  for (const id of moduleIds) {
    const file = id.split('?')[0]
    if (!path.isAbsolute(file) || file.split(path.sep).includes('node_modules')) continue
    const rel = path.relative(root, file).split(path.sep).join('/')
    if (!isKeyedSource(rel)) uncovered.add(rel)
  }
  return [...uncovered].sort()
}

/** The files below `dir` that the key covers, relative to `root` and sorted (the hash must not depend on the file system's order). */
function keyedFilesBelow(root: string, dir: string): string[] {
  const abs = path.join(root, dir)
  if (!fs.existsSync(abs)) return []
  return (fs.readdirSync(abs, { recursive: true }) as string[])
    .map((name) => `${dir}/${name.split(path.sep).join('/')}`)
    .filter((rel) => isKeyedSource(rel) && fs.statSync(path.join(root, rel)).isFile())
    .sort()
}

/**
 * The key of the bundle the project at `root` would build, or null when the installed packages are
 * not known (no npm install record): then nothing is cached.
 */
export function adminBundleKey(root: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const installed = path.join(root, INSTALLED)
  if (!fs.existsSync(installed)) return null
  const hash = createHash('sha256')
  const add = (rel: string, bytes: Buffer | string) => hash.update(`${rel}\0${bytes.length}\0`).update(bytes)
  add(INSTALLED, fs.readFileSync(installed))
  for (const rel of BUILD_FILES) {
    if (fs.existsSync(path.join(root, rel))) add(rel, fs.readFileSync(path.join(root, rel)))
    else add(`${rel} (missing)`, '')
  }
  for (const rel of [...SOURCE_FOLDERS, 'content'].flatMap((dir) => keyedFilesBelow(root, dir)))
    add(rel, fs.readFileSync(path.join(root, rel)))
  const viteVariables = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b))
  add('env', JSON.stringify(viteVariables))
  return hash.digest('hex').slice(0, 20)
}
