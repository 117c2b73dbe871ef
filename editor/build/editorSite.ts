/**
 * The writers' editor as a deployable of its own (docs/editor.md): a Pages project on its
 * own origin (EDITOR_URL), so the writer's GitHub token, which Decap keeps in the storage of the
 * origin that serves it, never shares an origin with the public pages. The build writes it to
 * `<out>/editor/`, served and deployed with the project files in `editor/` (its wrangler.toml and its
 * sign-in Functions):
 *
 * - `admin/`: the bundle (adminBundle.ts) and its config.json (adminConfig.ts), at the address
 *   `npm run editor` uses too;
 * - the site's public files at the site's addresses (icons, logos): the preview pane draws with them;
 * - `_headers` (the editor's policy, editorHeaderRules), `_redirects` (`/` to `/admin/`) and a
 *   robots.txt that keeps every address out of search.
 *
 * The public site keeps no copy: its `/admin` answers with a redirect to the editor (editorRedirects).
 */
import fs from 'node:fs'
import path from 'node:path'
import { formatHeaders, formatRedirects, type RedirectRule } from '../../generator/output/hostRules'
import { editorHeaderRules } from '../../generator/output/securityHeaders'

/** The editor's folder in its deployable, and its address there (the bundle's Vite base, adminVite.ts). */
export const EDITOR_APP_DIR = 'admin'

/**
 * The public site's rules for its old editor address: every `/admin` URL goes to the editor's origin.
 * None for an editor on this machine over plain http (`npm start`'s, or a local SITE_URL's default):
 * the host redirects to relative or https addresses only (redirectProblems), so there `/admin` is the
 * site's 404 and `npm start` prints the editor's address instead.
 */
export function editorRedirects(editorUrl: string): RedirectRule[] {
  if (!editorUrl.startsWith('https://')) return []
  return [
    { from: '/admin', to: `${editorUrl}/${EDITOR_APP_DIR}/`, status: 302 },
    { from: `/${EDITOR_APP_DIR}/*`, to: `${editorUrl}/${EDITOR_APP_DIR}/:splat`, status: 302 },
  ]
}

/** Writes the editor deployable's own files into `editorDir` (its bundle and config.json are written by the caller). */
export function writeEditorSite({ root, editorDir }: { root: string; editorDir: string }): void {
  fs.mkdirSync(editorDir, { recursive: true })
  fs.cpSync(path.join(root, 'public'), editorDir, { recursive: true })
  fs.writeFileSync(path.join(editorDir, '_headers'), formatHeaders(editorHeaderRules()))
  fs.writeFileSync(
    path.join(editorDir, '_redirects'),
    formatRedirects([{ from: '/', to: `/${EDITOR_APP_DIR}/`, status: 302 }]),
  )
  fs.writeFileSync(path.join(editorDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n')
}
