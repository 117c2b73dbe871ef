/**
 * Built fixture sites for the gates' tests: a temporary copy of `tests/fixtures/site-ok` (a valid built
 * site), with the pages of other fixture folders laid over it, and the gates' input for it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pageFilesOf } from '../../generator/content/loadContent'
import type { GateInput } from '../../generator/gates/siteGates'

const fixtures = path.resolve(import.meta.dirname, '../fixtures')

/** The fixture sites' origin. */
export const FIXTURE_SITE = 'https://fixture.example'

/** Copies the valid fixture site, plus the pages of `added` fixture folders, into the empty folder `root`. */
export function fixtureSite(root: string, ...added: string[]): string {
  for (const name of ['site-ok', ...added]) fs.cpSync(path.join(fixtures, name), root, { recursive: true })
  return root
}

/** What the gates read of a fixture site. */
export function gateInput(root: string): GateInput {
  return { root, clientDir: path.join(root, 'client'), siteUrl: FIXTURE_SITE, contentPages: pageFilesOf(root) }
}
