/**
 * The build checks content once and hands it to Vike's build (generator/content/checkedContent.ts): what
 * Vike's content plugin receives is what loading the files again gives, and an edit in between is never
 * hidden by it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CHECKED_CONTENT, checkedContent, handOverContent } from '../../generator/content/checkedContent'
import { loadContent, type Content } from '../../generator/content/loadContent'
import { useCopies } from '../support/copyContent'

const copies = useCopies()
afterEach(() => {
  delete process.env[CHECKED_CONTENT]
})

async function handedOver(root: string): Promise<Content> {
  const loaded = await loadContent(root)
  if (!loaded.ok) throw new Error('the copy of the content does not load')
  const file = path.join(root, 'checked-content.bin')
  handOverContent(root, loaded.content, file)
  process.env[CHECKED_CONTENT] = file
  return loaded.content
}

/** Every object inside a value, by identity. */
function objectsIn(value: unknown, found = new Set<unknown>()): Set<unknown> {
  if (value && typeof value === 'object' && !found.has(value)) {
    found.add(value)
    for (const inner of Object.values(value)) objectsIn(inner, found)
  }
  return found
}

describe('checked content handed to Vike', () => {
  it('is the content as loading the files gives it, each image completed once for its field and the image list', async () => {
    const root = copies.content()
    const content = await handedOver(root)
    const handed = checkedContent(root)
    expect(handed).toEqual(content)
    // The image plugin builds what the image list names; the pages draw the same objects from their fields.
    const fieldImages = handed!.images.filter((use) => !use.field.startsWith('(image '))
    expect(fieldImages.length).toBeGreaterThan(0)
    const inFields = objectsIn([handed!.collections, handed!.pages])
    for (const use of fieldImages) expect(inFields.has(use.image), `${use.file} ${use.field}`).toBe(true)
  })

  it('is not taken once a content file changed, nor without the variable', async () => {
    const root = copies.content()
    await handedOver(root)
    expect(checkedContent(root)).toBeDefined()
    const page = path.join(root, 'content/pages/faq.mdx')
    fs.appendFileSync(page, '\n')
    expect(checkedContent(root)).toBeUndefined()
    delete process.env[CHECKED_CONTENT]
    expect(checkedContent(root)).toBeUndefined()
  })
})
