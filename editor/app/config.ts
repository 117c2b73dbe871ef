/**
 * The editor's configuration file, `/admin/config.json`: written beside the bundle by every build and
 * served by `npm run editor` (editor/build/adminConfig.ts). Fetched before Decap starts, so the bundle holds
 * no content schema and no build variable, and one bundle serves every build (editor/build/adminBundle.ts).
 */
import type { CmsConfig } from 'decap-cms-core'
import type { JsonRoot } from './jsonFormat'

/** The file's name, in the editor's folder. */
export const CONFIG_FILE = 'config.json'

export interface EditorConfig {
  /** Decap's configuration, generated from content/config.ts (editor/build/decapConfig.ts). */
  config: CmsConfig
  /** Each JSON collection's format name and the shape of its top level. */
  jsonFormats: { name: string; root: JsonRoot }[]
  /** Whether this editor talks to Decap's local backend (`npm run editor`) through its own origin. */
  localBackend: boolean
}

/** Fetches the configuration from the editor's own folder; throws with the address and status when it fails. */
export async function loadEditorConfig(): Promise<EditorConfig> {
  const url = `${import.meta.env.BASE_URL}${CONFIG_FILE}`
  // Revalidated on every visit: the file changes with each deploy while the bundle's name may not.
  const response = await fetch(url, { cache: 'no-cache' })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as EditorConfig
}
