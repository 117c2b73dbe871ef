/**
 * Vike writes a prerendered URL's files under its encoded path: `/blogs/Vector%20Art` becomes the
 * folder `blogs/Vector%20Art/`. Static hosts (Cloudflare's among them) decode the request path before
 * looking for a file, so they look for `blogs/Vector Art/` and would miss it. This renames such
 * folders and files to their decoded names. Names whose decoded form would change the folder
 * structure (an encoded `/`, `\`, `.` or `..`) keep their encoded name.
 */
import fs from 'node:fs'
import path from 'node:path'

/** The decoded name, or null when it must stay as it is. */
function decodedName(name: string): string | null {
  if (!name.includes('%')) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(name)
  } catch {
    return null
  }
  if (decoded === name || /[/\\]/.test(decoded) || decoded === '.' || decoded === '..') return null
  return decoded
}

/** Renames every percent-encoded file and folder under `clientDir`; returns how many were renamed. */
export function decodeOutputPaths(clientDir: string): number {
  let renamed = 0
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      let name = entry.name
      const decoded = decodedName(name)
      if (decoded !== null) {
        const target = path.join(dir, decoded)
        if (fs.existsSync(target))
          throw new Error(
            `Cannot rename ${path.join(dir, name)}: ${target} already exists. Two URLs differ only in encoding.`,
          )
        fs.renameSync(path.join(dir, name), target)
        name = decoded
        renamed++
      }
      if (entry.isDirectory()) visit(path.join(dir, name))
    }
  }
  visit(clientDir)
  return renamed
}
