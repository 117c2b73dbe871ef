/**
 * Host rules of the static site for its production host, Cloudflare (a Worker with static assets, and
 * the editor's Pages project): the `_redirects` and `_headers` files that `npm run build` writes into
 * the output. `npm start` and the end-to-end tests serve the build with the host's own local runtime
 * (generator/serveSite.ts), so these rules are tested as the host reads them.
 */

/** The statuses the host accepts in `_redirects` (200 is a rewrite, which we do not use: see shellPages). */
export const redirectStatuses = [301, 302, 303, 307, 308] as const

/** A line of `_redirects`: `from to status`. */
export interface RedirectRule {
  from: string
  to: string
  status: (typeof redirectStatuses)[number]
}

/** A block of `_headers`: a path pattern and the headers sent for it. */
export interface HeaderRule {
  pattern: string
  headers: Record<string, string>
}

/** Writes rules as `_redirects` text. */
export function formatRedirects(rules: readonly RedirectRule[]): string {
  return rules.map((r) => `${r.from}  ${r.to}  ${r.status}`).join('\n') + '\n'
}

/** Writes rules as `_headers` text. A header name starting with `!` removes that header (the host's detach syntax). */
export function formatHeaders(rules: readonly HeaderRule[]): string {
  return (
    rules
      .map((r) =>
        [r.pattern, ...Object.entries(r.headers).map(([k, v]) => (k.startsWith('!') ? `  ${k}` : `  ${k}: ${v}`))].join(
          '\n',
        ),
      )
      .join('\n') + '\n'
  )
}

/** Reads `_redirects` text (blank lines and `#` comments ignored; the status defaults to 302 as on the host). */
export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '302'] = line.split(/\s+/)
      return { from, to, status: Number(status) as RedirectRule['status'] }
    })
}

/** Reads `_headers` text. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} })
    else if (line.trim().startsWith('!')) rules.at(-1)!.headers[line.trim()] = ''
    else {
      const at = line.indexOf(':')
      rules.at(-1)!.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim()
    }
  }
  return rules
}

/**
 * Problems the host would report for these redirect rules, in the words of its documented grammar:
 * a status it does not accept, a rule whose target it would match again after stripping `.html` or
 * `/index` (it drops those as infinite loops), a target that is neither a path nor an https URL (it
 * refuses plain http targets).
 */
export function redirectProblems(rules: readonly RedirectRule[]): string[] {
  const problems: string[] = []
  for (const { from, to, status } of rules) {
    const rule = `${from}  ${to}  ${status}`
    if (!(redirectStatuses as readonly number[]).includes(status))
      problems.push(`${rule}: status ${status} is not one of ${redirectStatuses.join(', ')}`)
    if (!/^(\/|https:\/\/)/.test(to)) problems.push(`${rule}: the target must start with "/" or "https://"`)
    const stripped = to.replace(/\.html$/, '').replace(/\/index$/, '/')
    const pattern = new RegExp(
      `^${from
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/:\w+/g, '[^/]+')}$`,
    )
    if (pattern.test(stripped) || pattern.test(to))
      problems.push(`${rule}: the host drops it as an infinite loop (its target matches its own pattern)`)
  }
  return problems
}
