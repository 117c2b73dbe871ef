/**
 * A built site's zero-JavaScript twin, for `npm run lighthouse`: the same pages with every script
 * (`<script src>` and the inline boot script) and module preload removed, beside the same CSS, images
 * and host files (hard links, not symbolic ones, which a static host may refuse to serve; a copy
 * across disks). Served the same way and measured in the same rounds, each route's LCP ÷ its twin's
 * tells what the page's JavaScript costs its largest paint. Structured data (`application/ld+json`)
 * stays: it is data, not script.
 */
import fs from 'node:fs'
import path from 'node:path'

/** One page without its scripts and module preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(/[ \t]*<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>\n?/gi, '')
    .replace(/[ \t]*<link\b[^>]*\brel="modulepreload"[^>]*>\n?/gi, '')
}

/** Writes the twin of `clientDir` into `twinDir` (emptied first); returns `twinDir`. */
export function writeZeroJsTwin(clientDir: string, twinDir: string): string {
  fs.rmSync(twinDir, { recursive: true, force: true })
  for (const rel of fs.readdirSync(clientDir, { recursive: true }) as string[]) {
    const from = path.join(clientDir, rel)
    const to = path.join(twinDir, rel)
    if (fs.statSync(from).isDirectory()) {
      fs.mkdirSync(to, { recursive: true })
      continue
    }
    fs.mkdirSync(path.dirname(to), { recursive: true })
    if (rel.endsWith('.html')) fs.writeFileSync(to, withoutScripts(fs.readFileSync(from, 'utf8')))
    else {
      try {
        fs.linkSync(from, to)
      } catch {
        fs.copyFileSync(from, to)
      }
    }
  }
  return twinDir
}
