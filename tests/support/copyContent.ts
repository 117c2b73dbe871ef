/**
 * Temporary copies of the repository's content (with its `pages/` and a link to `public/`: what the
 * content check reads) or of the whole repository (what `npm run build` reads), for tests that break
 * or add a file without touching the real content. The originals in `content/images/` (about 15 MB)
 * are linked one by one, inside real folders, so a test may add or replace an image in the copy:
 * replace one with `replaceFile`, never by writing through the link. Copies are removed after each test.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect } from 'vitest'
import { useTempDirs } from './tempDirs'

export const repo = path.resolve(import.meta.dirname, '../..')

/** Call once at the top of a test file; each function makes a new copy, removed after the test. */
export function useCopies(): { content: (prefix?: string) => string; repo: (prefix?: string) => string } {
  const tempDir = useTempDirs()
  return {
    content: (prefix = 'content-') => {
      const root = tempDir(prefix)
      copyContentInto(root)
      fs.cpSync(path.join(repo, 'pages'), path.join(root, 'pages'), { recursive: true })
      fs.symlinkSync(path.join(repo, 'public'), path.join(root, 'public'))
      return root
    },
    repo: (prefix = 'build-') => {
      const root = tempDir(prefix)
      copyRepoInto(root)
      return root
    },
  }
}

/** Copies the repository into the empty folder `root`: what `npm run build` reads, with the installed packages linked. */
export function copyRepoInto(root: string): void {
  const skip = new Set(['node_modules', '.git', 'content', 'test-results', 'playwright-report', '.wrangler'])
  for (const entry of fs.readdirSync(repo)) {
    if (skip.has(entry) || entry.startsWith('dist') || entry.startsWith('.bench')) continue
    fs.cpSync(path.join(repo, entry), path.join(root, entry), { recursive: true })
  }
  copyContentInto(root)
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'))
}

function copyContentInto(root: string): void {
  const images = path.join(repo, 'content/images')
  fs.cpSync(path.join(repo, 'content'), path.join(root, 'content'), {
    recursive: true,
    filter: (src) => src !== images,
  })
  for (const rel of fs.readdirSync(images, { recursive: true }) as string[]) {
    const from = path.join(images, rel)
    const to = path.join(root, 'content/images', rel)
    if (fs.statSync(from).isDirectory()) fs.mkdirSync(to, { recursive: true })
    else {
      fs.mkdirSync(path.dirname(to), { recursive: true })
      fs.symlinkSync(from, to)
    }
  }
}

/** Writes a file in a copy, first removing a link to the real content that may stand there. */
export function replaceFile(file: string, data: Buffer | string): void {
  fs.rmSync(file, { force: true })
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, data)
}

/** Edits a text file of a copy in place; the edit must change something (else the test would prove nothing). */
export function edit(root: string, file: string, change: (text: string) => string): void {
  const abs = path.join(root, file)
  const before = fs.readFileSync(abs, 'utf8')
  const after = change(before)
  expect(after, `the edit of ${file} changed nothing`).not.toBe(before)
  fs.writeFileSync(abs, after)
}

/**
 * Edits a JSON file of a copy as data, whatever its layout (a writer's tool may lay it out otherwise);
 * the edit must change the data.
 */
export function editJson<T = unknown>(root: string, file: string, change: (data: T) => void): void {
  const abs = path.join(root, file)
  const before = JSON.stringify(JSON.parse(fs.readFileSync(abs, 'utf8')), null, 2)
  const data = JSON.parse(before) as T
  change(data)
  const after = JSON.stringify(data, null, 2)
  expect(after, `the edit of ${file} changed nothing`).not.toBe(before)
  fs.writeFileSync(abs, `${after}\n`)
}

/** A question added to a copy's FAQ, as a writer adds one (it may name any fact, or none); returns its index. */
export function addFaqQuestion(root: string, question: string, answer: string): number {
  let index = -1
  editJson<{ question: string; answer: string }[]>(root, 'content/faq.json', (faq) => {
    index = faq.push({ question, answer }) - 1
  })
  return index
}
