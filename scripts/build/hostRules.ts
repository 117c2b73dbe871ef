/**
 * Host rules of the static site, in the `_redirects` / `_headers` format that static hosts read.
 * `npm run build` writes them into the output; `scripts/serve.ts` reads the written files, so the
 * local server and the host answer the same way by construction.
 */

/** A line of `_redirects`: `from to status`. `*` and `:name` match like the hosts' own rules. */
export interface RedirectRule {
  from: string
  to: string
  status: 200 | 301 | 302 | 404
}

/** A block of `_headers`: a path pattern and the headers sent for it. */
export interface HeaderRule {
  pattern: string
  headers: Record<string, string>
}

/**
 * Paths served by a prerendered shell page that loads its data in the browser: patch names that are
 * not patch types, and blog posts or categories newer than the build. Missing `pageContext.json`
 * files under them stay real 404s, so client navigation falls back to a full page load.
 */
export const shellRewrites: RedirectRule[] = [
  { from: '/custom-patches/:name/index.pageContext.json', to: '/404.html', status: 404 },
  { from: '/custom-patches/*', to: '/custom-patches/__shell/index.html', status: 200 },
  { from: '/blogs/:category/index.pageContext.json', to: '/404.html', status: 404 },
  { from: '/blogs/*', to: '/blogs/__shell/index.html', status: 200 },
  { from: '/blog/:slug/index.pageContext.json', to: '/404.html', status: 404 },
  { from: '/blog/*', to: '/blog/__shell/index.html', status: 200 },
]

/** Writes rules as `_redirects` text. */
export function formatRedirects(rules: readonly RedirectRule[]): string {
  return rules.map((r) => `${r.from}  ${r.to}  ${r.status}`).join('\n') + '\n'
}

/** Writes rules as `_headers` text. */
export function formatHeaders(rules: readonly HeaderRule[]): string {
  return rules.map((r) => [r.pattern, ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n')).join('\n') + '\n'
}

/** Reads `_redirects` text (blank lines and `#` comments ignored). */
export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/)
      return { from, to, status: Number(status) as RedirectRule['status'] }
    })
}

/** Reads `_headers` text. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} })
    else {
      const at = line.indexOf(':')
      rules.at(-1)!.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim()
    }
  }
  return rules
}

/** Matches a path against a rule pattern; returns the captured splat and placeholders, or null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const source = pattern
    .split('/')
    .map((part) => (part === '*' ? '(?<splat>.*)' : part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  const match = new RegExp(`^${source}$`).exec(path)
  return match ? { ...match.groups } : null
}
