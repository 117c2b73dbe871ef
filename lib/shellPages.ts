/**
 * Prerendered shell pages, served for one path segment under `prefix` when the build has no page
 * there: patch names that are not patch types, blog categories and posts newer than the build. The
 * shell reads the real URL after hydration. A `_redirects` rewrite cannot do this: its rules win over
 * static files, so `/blog/*` would hide every prerendered post. Read by the build (which checks each
 * shell was prerendered) and by the Worker that serves them (worker/serveShell.ts).
 */
export const shellPages = [
  { prefix: '/custom-patches', shell: '/custom-patches/__shell' },
  { prefix: '/blogs', shell: '/blogs/__shell' },
  { prefix: '/blog', shell: '/blog/__shell' },
] as const

/** The prefixes that have a shell page. */
export type ShellPrefix = (typeof shellPages)[number]['prefix']

/** The shell page for a path exactly one segment below a shell prefix, or undefined. */
export function shellFor(pathname: string): string | undefined {
  return shellPages.find(({ prefix }) => isOneSegmentBelow(prefix, pathname))?.shell
}

/** Whether a path is exactly one segment below a prefix: `/blog/new-post` (or `/blog/new-post/`) under `/blog`. */
export function isOneSegmentBelow(prefix: string, pathname: string): boolean {
  return pathname.startsWith(`${prefix}/`) && /^[^/]+\/?$/.test(pathname.slice(prefix.length + 1))
}

/**
 * A path segment decoded, as a shell page reads the name it stands for ("glow%20in%20the%20dark");
 * a malformed escape such as `%E0%A4%A` is kept as typed: it then simply matches no known name.
 */
export function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}
