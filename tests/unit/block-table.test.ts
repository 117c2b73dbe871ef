/**
 * CONTENT.md's table of blocks lists every block type of the schema (content/blocks.ts), in its
 * order, and no other: a block type added, renamed or removed in the schema fails here until the
 * writers' guide says so.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { blockTypes } from '../../content/blocks'

const guide = fs.readFileSync(path.resolve(import.meta.dirname, '../../CONTENT.md'), 'utf8')

it('CONTENT.md lists every block type of content/blocks.ts, in order', () => {
  const section = guide.split('### The blocks')[1]?.split('\n### ')[0] ?? ''
  const listed = [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1])
  expect(listed).toEqual(blockTypes)
})
