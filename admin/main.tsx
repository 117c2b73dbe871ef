/**
 * The writers' editor at /admin/: Decap CMS, bundled by the site's build (scripts/cms/adminVite.ts)
 * and served from the site itself. Its configuration is generated from content/config.ts.
 *
 * In production it signs in with GitHub through the site's own OAuth Functions (functions/api/) and
 * saves each entry as a branch and a pull request (editorial workflow). Under `npm run cms` it uses
 * Decap's local backend, reached through the editor's own origin, and writes the files in content/.
 */
import CMS from 'decap-cms-app'
import { config, jsonFormats, localBackend } from 'virtual:decap-config'
import { jsonFormat } from './jsonFormat'
import { registerPreviews } from './previews'

for (const { name, root } of jsonFormats) CMS.registerCustomFormat(name, 'json', jsonFormat(root))
registerPreviews(CMS)

CMS.init({
  config: {
    ...config,
    // The OAuth Functions are on this origin; Decap checks the sign-in window's messages against it.
    backend: { ...config.backend, base_url: location.origin },
    // Decap only tries the local backend on localhost; the dev server forwards /api/v1 to decap-server.
    ...(localBackend ? { local_backend: { url: `${location.origin}/api/v1` } } : {}),
  },
})
