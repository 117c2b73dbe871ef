/**
 * A temporary copy of the repository's `content/` and `pages/` (and a link to `public/`), for tests
 * that break or add a file without touching the real content. The originals in `content/images/` are
 * linked one by one (they are many megabytes), inside real folders, so a test may add or replace an
 * image in the copy: replace one with `replaceFile`, never by writing through the link.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const repo = path.resolve(import.meta.dirname, '../..')

export function copyOfContent(prefix = 'content-'): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const images = path.join(repo, 'content/images')
  fs.cpSync(path.join(repo, 'content'), path.join(root, 'content'), { recursive: true, filter: (src) => src !== images })
  for (const rel of fs.readdirSync(images, { recursive: true }) as string[]) {
    const from = path.join(images, rel)
    const to = path.join(root, 'content/images', rel)
    if (fs.statSync(from).isDirectory()) fs.mkdirSync(to, { recursive: true })
    else {
      fs.mkdirSync(path.dirname(to), { recursive: true })
      fs.symlinkSync(from, to)
    }
  }
  fs.cpSync(path.join(repo, 'pages'), path.join(root, 'pages'), { recursive: true })
  fs.symlinkSync(path.join(repo, 'public'), path.join(root, 'public'))
  return root
}

/** Writes a file in a copy, first removing a link to the real content that may stand there. */
export function replaceFile(file: string, data: Buffer | string): void {
  fs.rmSync(file, { force: true })
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, data)
}
