/**
 * What each module of the browser's build imports, from Vite's manifest (its documented fields `file`,
 * `imports`, `dynamicImports` and `css`: vite.dev/guide/backend-integration), which Vike writes beside
 * the client folder as `assets.json`. The build (deferScripts.ts) and the budgets read a chunk's
 * imports here rather than from its minified code.
 */
import fs from 'node:fs'
import path from 'node:path'

/** A chunk as the manifest describes it (the fields read here). */
interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/** A built module's imports and stylesheets, as URL paths of the site (`/assets/chunks/x.js`). */
export interface ModuleLinks {
  imports: string[]
  dynamicImports: string[]
  css: string[]
}

/** The links of a module by its URL path; nothing for a file the manifest does not list. */
export type LinksOf = (url: string) => ModuleLinks

const none: ModuleLinks = { imports: [], dynamicImports: [], css: [] }

/** Where Vike writes the manifest of the build whose site is `clientDir`. */
export const manifestFileOf = (clientDir: string) => path.join(clientDir, '..', 'assets.json')

/** The links of every module of a manifest (the site served at `/`). */
export function linksOfManifest(manifest: Record<string, ManifestChunk>): LinksOf {
  const url = (key: string) => `/${manifest[key].file}`
  const links = new Map(
    Object.values(manifest).map((chunk) => [
      `/${chunk.file}`,
      {
        imports: (chunk.imports ?? []).map(url),
        dynamicImports: (chunk.dynamicImports ?? []).map(url),
        css: (chunk.css ?? []).map((file) => `/${file}`),
      },
    ]),
  )
  return (module) => links.get(module) ?? none
}

/** The links of every module of the build whose site is `clientDir`, from its manifest. */
export function readModuleLinks(clientDir: string): LinksOf {
  const file = manifestFileOf(clientDir)
  if (!fs.existsSync(file))
    throw new Error(
      `${file}: no manifest of the browser's build beside ${clientDir}. Build the site with npm run build.`,
    )
  return linksOfManifest(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
}
