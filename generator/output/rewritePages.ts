/**
 * The one loop of the post-build steps that change every prerendered page (the build's `finishPage`,
 * from deferScripts.ts and injectVitalsUrl.ts): each HTML file of the client folder, outside `assets/`, is read, given to
 * `rewrite` and written back only when it changed.
 */
import fs from 'node:fs'
import path from 'node:path'

/**
 * Rewrites every prerendered page of `clientDir`; returns how many pages changed.
 *
 * @param clientDir - the built site (`dist/client`)
 * @param rewrite - one page's HTML to its new HTML (the same string leaves the file untouched)
 */
export function rewritePages(clientDir: string, rewrite: (html: string) => string): number {
  let changed = 0
  for (const rel of fs.readdirSync(clientDir, { recursive: true }) as string[]) {
    if (!rel.endsWith('.html') || rel.startsWith(`assets${path.sep}`)) continue
    const file = path.join(clientDir, rel)
    const html = fs.readFileSync(file, 'utf8')
    const updated = rewrite(html)
    if (updated !== html) {
      fs.writeFileSync(file, updated)
      changed++
    }
  }
  return changed
}
