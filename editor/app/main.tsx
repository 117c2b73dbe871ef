/**
 * The writers' editor at /admin/: Decap CMS, bundled by the site's build (editor/build/adminVite.ts)
 * and served from an origin of its own, never the public site's (editor/build/editorSite.ts): Decap
 * keeps the writer's GitHub token in that origin's storage. Its configuration is generated from
 * content/config.ts and fetched from /admin/config.json (./config.ts), so the same bundle serves every build.
 *
 * In production it signs in with GitHub through its own project's OAuth Functions (editor/functions/api/) and
 * saves each entry as a branch and a pull request (editorial workflow). Under `npm run editor` it uses
 * Decap's local backend, reached through the editor's own origin, and writes the files in content/.
 */
import './noEval'
import CMS from 'decap-cms-app'
import { loadEditorConfig } from './config'
import { jsonFormat } from './jsonFormat'
import { registerPreSave } from './preSave'
import { registerPreviews } from './previews'

try {
  const { config, jsonFormats, localBackend } = await loadEditorConfig()
  // The previews read the collections' fields: their defaults, lists and images.
  const collections = config.collections as unknown as Parameters<typeof registerPreviews>[1]
  registerPreviews(CMS, collections)
  // Saved pages leave emptied optional fields out and keep their keys in the order of the fields.
  registerPreSave(CMS, collections)
  for (const { name, root } of jsonFormats) CMS.registerCustomFormat(name, 'json', jsonFormat(root))
  CMS.init({
    config: {
      ...config,
      // The OAuth Functions are on this origin (the only one they answer on); Decap checks the sign-in window's messages against it.
      backend: { ...config.backend, base_url: location.origin },
      // Decap only tries the local backend on localhost; `npm run editor` forwards /api/v1 to decap-server.
      ...(localBackend ? { local_backend: { url: `${location.origin}/api/v1` } } : {}),
    },
  })
} catch (error) {
  // Without its configuration Decap would show nothing at all: say what is missing instead.
  document.body.textContent = `The editor could not load its configuration: ${(error as Error).message}.`
  throw error
}
