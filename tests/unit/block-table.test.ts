/**
 * CONTENT.md's table of blocks is the one the schema makes (generator/content/writeBlockTable.ts): every
 * block type of content/blocks.ts, in its order, with the comment on the type, and no other. `npm run
 * build` writes it; a block type added, renamed, removed or described anew without a build fails here.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { blockTypes } from '../../content/blocks'
import { blockTable, withBlockTable } from '../../generator/content/writeBlockTable'

const root = path.resolve(import.meta.dirname, '../..')
const guide = fs.readFileSync(path.join(root, 'CONTENT.md'), 'utf8')

it("CONTENT.md's table of blocks is the schema's: run npm run build to write it", () => {
  expect(guide).toBe(withBlockTable(guide, blockTable(root)))
})

it('the table lists every block type of content/blocks.ts, in order, each with what it shows', () => {
  const rows = [...blockTable(root).matchAll(/^\| `([a-z-]+)` \| (.+) \|$/gm)]
  expect(rows.map((row) => row[1])).toEqual(blockTypes)
  for (const [, type, note] of rows) expect(note.length, type).toBeGreaterThan(10)
})
