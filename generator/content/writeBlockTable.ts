/**
 * CONTENT.md's table of blocks, made from the schemas: a row per block type of content/blocks.ts, in
 * the schema's order, saying what it shows in the words of the comment on the type there, the note the
 * editor shows on the block too (editor/build/schemaNotes.ts). `npm run build` writes it into the guide
 * when it differs, so a new block type reaches the writers with no edit of the guide;
 * tests/unit/block-table.test.ts fails when the guide's table is not the schema's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { blockTypes } from '../../content/blocks.ts'
import { readSchemaNotes } from '../../editor/build/schemaNotes.ts'

/** The lines around the table in CONTENT.md: the build writes what is between them. */
export const TABLE_START = '<!-- The table of blocks is written by `npm run build` from content/blocks.ts. -->'
export const TABLE_END = '<!-- End of the table of blocks. -->'

/** The table of blocks, in Markdown. */
export function blockTable(root: string): string {
  const notes = readSchemaNotes(path.join(root, 'content/blocks.ts')).notesOf('blockSchema')
  const rows = blockTypes.map((type) => {
    const note = notes.get(`<${type}>`)
    if (!note) throw new Error(`content/blocks.ts: the block type "${type}" has no comment saying what it shows.`)
    return `| \`${type}\` | ${note.replace(/\|/g, '\\|')} |`
  })
  return ['| type | what it shows |', '|---|---|', ...rows].join('\n')
}

/** The guide's text with `table` between its two lines; throws when the guide has not got them. */
export function withBlockTable(guide: string, table: string): string {
  const start = guide.indexOf(TABLE_START)
  const end = guide.indexOf(TABLE_END)
  if (start < 0 || end < start)
    throw new Error(`CONTENT.md: the lines "${TABLE_START}" and "${TABLE_END}" around the table of blocks are missing.`)
  return `${guide.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${guide.slice(end)}`
}

/** Writes the table into the guide when it differs; true when it did. A copy without the guide (a throw-away build's) is left so. */
export function writeBlockTable(root: string): boolean {
  const file = path.join(root, 'CONTENT.md')
  if (!fs.existsSync(file)) return false
  const guide = fs.readFileSync(file, 'utf8')
  const next = withBlockTable(guide, blockTable(root))
  if (next === guide) return false
  fs.writeFileSync(file, next)
  return true
}
