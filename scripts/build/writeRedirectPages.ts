/**
 * Fallback pages for the legacy redirects, for hosts that ignore `_redirects` (where the rules work,
 * visitors get a 301 and never see these). They replace Vike's own redirect pages, which carry an
 * inline script and inline styles that the Content-Security-Policy forbids. A zero-second meta
 * refresh replaces the history entry, so Back does not return to the old address.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { RedirectRule } from './hostRules'

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export function writeRedirectPages(clientDir: string, rules: readonly RedirectRule[]): void {
  for (const { from, to } of rules) {
    const file = path.join(clientDir, from, 'index.html')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(
      file,
      `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Moved to ${escape(to)}</title>\n<meta name="robots" content="noindex">\n<meta http-equiv="refresh" content="0; url=${escape(to)}">\n<link rel="canonical" href="${escape(to)}">\n</head>\n<body>\n<p>This page has moved to <a href="${escape(to)}">${escape(to)}</a>.</p>\n</body>\n</html>\n`,
    )
  }
}
