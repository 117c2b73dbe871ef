/**
 * Content checked once per build. `npm run build` loads and checks `content/` (loadContent) before
 * anything is built, then runs Vike, which resolves the Vite configuration four times (its own checks,
 * then the builder's environments), each time running the content plugin's `config` hook: four more
 * loads of the same files, each as costly as the first (every MDX page's frontmatter and every line of
 * its text checked). So the build hands what it checked to Vike's process: a file named by
 * `CHECKED_CONTENT`, the content serialized with `v8.serialize` (which keeps an image object shared by a
 * field and the image list one object, as loadContent made it), and a stamp of the files it was loaded
 * from. The plugin takes it only when the stamp still matches the files: an edit in between loads again.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import type { Content } from './loadContent.ts'

/** The environment variable that names the file of checked content (set by generator/build.ts for Vike). */
export const CHECKED_CONTENT = 'CHECKED_CONTENT'

/**
 * What loadContent read, as names, sizes and modification times: every file under `content/` and the
 * names under `pages/` (a route of `pages/` decides which URLs an MDX page may take).
 */
export function contentStamp(root: string): string {
  const hash = createHash('sha256').update(path.resolve(root))
  for (const dir of ['content', 'pages']) {
    const abs = path.join(root, dir)
    if (!fs.existsSync(abs)) continue
    for (const rel of (fs.readdirSync(abs, { recursive: true }) as string[]).sort()) {
      const stat = fs.statSync(path.join(abs, rel))
      hash.update(`\n${dir}/${rel}`)
      if (dir === 'content' && stat.isFile()) hash.update(` ${stat.size} ${stat.mtimeMs}`)
    }
  }
  return hash.digest('hex')
}

/** Writes the checked content of `root` to `file`, for `checkedContent` in another process. */
export function handOverContent(root: string, content: Content, file: string): void {
  fs.writeFileSync(file, v8.serialize({ stamp: contentStamp(root), content }))
}

/** The content the build checked, when `CHECKED_CONTENT` names it and its files are unchanged; otherwise undefined. */
export function checkedContent(root: string): Content | undefined {
  const file = process.env[CHECKED_CONTENT]
  if (!file || !fs.existsSync(file)) return undefined
  const { stamp, content } = v8.deserialize(fs.readFileSync(file)) as { stamp: string; content: Content }
  return stamp === contentStamp(root) ? content : undefined
}
