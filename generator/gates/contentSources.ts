/**
 * Finds the content file a problem of the built site comes from, so the message names the file the
 * writer edits: the MDX file of a content page, a section MDX shown inside a designed page, or a JSON
 * collection. A problem is tied to a file only when the file contains the exact text at fault.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { SiteProblem } from './problems'
import { escapeRegExp } from '../../lib/escapeRegExp.ts'

/** A content page: its MDX file (repository-relative) and the URL path it is built at. */
export interface ContentPageRef {
  file: string
  urlPath: string
}

/** Whether `text` contains `needle` as a whole value (quoted, in Markdown parentheses, or alone). */
export function containsValue(text: string, needle: string): boolean {
  const escaped = escapeRegExp(needle)
  return new RegExp(`(^|[\\s("'=\\[])${escaped}($|[\\s)"'\\]#?])`, 'm').test(text)
}

/** The forms a value may be written in content: as built, and images without their extension. */
function spellings(needle: string): string[] {
  const bare = needle.replace(/\.(jpe?g|webp|png|avif)$/i, '')
  return bare === needle ? [needle] : [needle, bare]
}

/**
 * Sets `source` (and the line, `sourceLine`) on every problem whose text is found in a content file:
 * first the page's own MDX file, then the JSON collections of `content/`.
 */
export function attributeToSources(
  problems: SiteProblem[],
  root: string,
  pages: readonly ContentPageRef[],
): SiteProblem[] {
  const cache = new Map<string, string>()
  const read = (rel: string) => {
    if (!cache.has(rel)) cache.set(rel, fs.readFileSync(path.join(root, rel), 'utf8'))
    return cache.get(rel)!
  }
  const contentDir = path.join(root, 'content')
  const shared = fs.existsSync(contentDir)
    ? fs
        .readdirSync(contentDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => `content/${f}`)
    : []
  const byUrl = new Map(pages.map((p) => [p.urlPath, p.file]))

  return problems.map((problem) => {
    if (!problem.needle || problem.source) return problem
    const own = problem.pages.map((p) => byUrl.get(p)).filter((f): f is string => Boolean(f))
    for (const file of [...own, ...shared]) {
      const needles = spellings(problem.needle)
      if (!needles.some((needle) => containsValue(read(file), needle))) continue
      const line =
        read(file)
          .split('\n')
          .findIndex((text) => needles.some((needle) => containsValue(text, needle))) + 1
      return { ...problem, source: file, sourceLine: line || undefined }
    }
    return problem
  })
}
