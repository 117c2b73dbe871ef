/**
 * What the writers' editor does to a page before Decap writes it (editor/app/preSave.ts): emptied optional
 * values and untouched optional objects left out, every object's keys in the order of its fields. Run
 * on the editor's real fields (generated from the schemas) and on Immutable maps, as Decap holds them.
 */
import { fromJS, type Map as ImmutableMap } from 'immutable'
import { describe, expect, it } from 'vitest'
import { inFieldOrder } from '../../editor/app/fieldOrder'
import { leftOutPaths, withoutEmpty } from '../../editor/app/leaveOutEmpty'
import type { PreviewField } from '../../editor/app/previewData'
import { pageFrontmatterSchema } from '../../content/config'
import { decapConfig } from '../../editor/build/decapConfig'

const fields = decapConfig({ repo: 'o/r', branch: 'main' }).collections.find((c) => c.name === 'pages')!
  .fields as PreviewField[]

/** A page as Decap's form holds it after a block was added and a few fields were emptied. */
const formData = {
  title: 'Thread Care Guide',
  description: 'How to wash, dry and iron embroidered garments and patches so the stitching stays bright.',
  heading: '',
  layout: 'blocks',
  blocks: [
    {
      type: 'split',
      eyebrow: '',
      heading: 'Care for your patches',
      // Made by Decap from the button's defaults when the block was added: no button was asked for.
      action: { style: 'accent', arrow: false },
      // A decorative picture: its empty alt is a value.
      alt: '',
      image: 'images/services/patches.jpg',
      badge: { label: 'Since', value: '' },
    },
  ],
}

describe('a page saved from the editor', () => {
  it('leaves out emptied optional texts and optional objects nobody filled in, and keeps an empty alt', () => {
    expect(leftOutPaths(formData, fields)).toEqual([
      ['heading'],
      ['blocks', 0, 'eyebrow'],
      ['blocks', 0, 'badge', 'value'],
      ['blocks', 0, 'action'],
    ])
    const saved = withoutEmpty(fromJS(formData) as ImmutableMap<string, unknown>, fields).toJS() as typeof formData
    expect(saved.blocks[0]).toEqual({
      type: 'split',
      heading: 'Care for your patches',
      alt: '',
      image: 'images/services/patches.jpg',
      badge: { label: 'Since' },
    })
    // What is left is what the schema reads (the half-filled badge is the writer's to finish: the check names it).
    const checked = pageFrontmatterSchema.safeParse(saved)
    expect(checked.success).toBe(false)
    expect(checked.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['blocks.0.badge.value'])
  })

  it('keeps a filled optional object, and a value equal to its default when the writer set it', () => {
    const data = {
      layout: 'blocks',
      blocks: [
        {
          type: 'split',
          heading: 'x',
          action: { label: 'Read more', href: '/about', style: 'accent' },
          background: 'plain',
        },
      ],
    }
    expect(leftOutPaths(data, fields)).toEqual([])
  })

  it("writes every object with its keys in the order of its fields, a block's type first", () => {
    // Immutable maps of more than eight keys do not keep their order: the reason for the sort.
    const hero = {
      facts: [],
      alt: 'Hoop',
      eyebrow: 'E',
      accent: 'A',
      phoneImage: 'images/hero-mobile.jpg',
      title: 'T',
      type: 'hero',
      image: 'images/hero.jpg',
      lead: 'L',
      actions: [{ href: '/contact', label: 'Go', arrow: true }],
    }
    const saved = inFieldOrder(fromJS({ blocks: [hero], layout: 'blocks', title: 'x' }), fields).toJS() as unknown as {
      blocks: Record<string, unknown>[]
    }
    expect(Object.keys(saved)).toEqual(['title', 'layout', 'blocks'])
    expect(Object.keys(saved.blocks[0])).toEqual([
      'type',
      'eyebrow',
      'title',
      'accent',
      'lead',
      'actions',
      'facts',
      'image',
      'phoneImage',
      'alt',
    ])
    expect(Object.keys((saved.blocks[0].actions as object[])[0])).toEqual(['label', 'href', 'arrow'])
  })
})
