/**
 * The editor's configuration file (editor/app/config.ts, `/admin/config.json`), generated in Node from the
 * content schemas: written beside the editor's bundle by every build (generator/build.ts) and by
 * `npm run editor` (dev.ts). One generator for both, so the two cannot differ.
 */
import fs from 'node:fs'
import path from 'node:path'
import { CONFIG_FILE, type EditorConfig } from '../app/config.ts'
import { decapConfig, jsonFormats, type CmsConfig, type DecapConfigOptions } from './decapConfig.ts'

/** Where the site is published from, for the GitHub backend: build variables, documented in the README. */
export function publishTarget(
  env: NodeJS.ProcessEnv = process.env,
): Pick<DecapConfigOptions, 'repo' | 'branch' | 'authScope'> {
  // CMS_REPO is "owner/name"; on GitHub Actions GITHUB_REPOSITORY names the repository being built.
  const repo = env.CMS_REPO?.trim() || env.GITHUB_REPOSITORY?.trim() || ''
  const branch = env.CMS_BRANCH?.trim() || 'main'
  if (repo && !/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(`CMS_REPO must be "owner/name" of the GitHub repository, found ${JSON.stringify(repo)}`)
  // A writer's token reaches only what it must: public repositories need `public_repo`, private ones `repo`.
  const isPublic = env.CMS_REPO_PUBLIC?.trim() ?? ''
  if (!['', 'true', 'false'].includes(isPublic))
    throw new Error(`CMS_REPO_PUBLIC must be true or false, found ${JSON.stringify(isPublic)}`)
  return { repo: repo || 'OWNER/REPOSITORY', branch, authScope: isPublic === 'true' ? 'public_repo' : 'repo' }
}

/**
 * What the editor fetches before it starts: the file editor/app/config.ts reads, with Decap's part typed
 * as this generator writes it (decapConfig.ts) rather than as Decap's own types describe it.
 */
export type AdminConfig = Omit<EditorConfig, 'config'> & { config: CmsConfig }

/** The editor's configuration for a build (`localBackend: false`) or for `npm run editor` (true). */
export function adminConfig(options: DecapConfigOptions & { localBackend: boolean }): AdminConfig {
  const { localBackend, ...rest } = options
  return { config: decapConfig(rest), jsonFormats: jsonFormats(), localBackend }
}

/** Writes the configuration as `config.json` into the editor's built folder (for `npm run editor`, with `localBackend`). */
export function writeAdminConfig(adminDir: string, options: DecapConfigOptions, { localBackend = false } = {}): void {
  fs.writeFileSync(path.join(adminDir, CONFIG_FILE), `${JSON.stringify(adminConfig({ ...options, localBackend }))}\n`)
}
