/**
 * Every button of every block is resolved the same way (lib/blocks.ts `linked`), at any depth and
 * whatever the block type: a portal page to the portal's origin, in a new tab; a web address as it is,
 * in a new tab; a path of this site as it is. What holds no button is handed on untouched.
 */
import { describe, expect, it } from 'vitest'
import { linked } from '../../lib/blocks'

const portal = 'https://portal.example.org'
const action = (href: string) => ({ label: 'Go', href, style: 'accent' as const, arrow: false })

describe('the buttons of a block', () => {
  it('resolves portal, web and site addresses wherever the block holds them', () => {
    const block = {
      type: 'x',
      action: action('portal:/order'),
      actions: [action('https://example.org/a'), action('/contact#contact')],
      items: [{ nested: { action: action('portal:/login') } }],
    }
    const out = linked(block, portal)
    expect(out.action).toEqual({ label: 'Go', href: `${portal}/order`, external: true, style: 'accent', arrow: false })
    expect(out.actions.map((link) => [link.href, link.external])).toEqual([
      ['https://example.org/a', true],
      ['/contact#contact', false],
    ])
    expect(out.items[0].nested.action.href).toBe(`${portal}/login`)
    expect(JSON.stringify(out)).not.toContain('portal:')
  })

  it('hands on what holds no button as it is, symbols and all (the preview marks its images so)', () => {
    const mark = Symbol('original')
    const image = { src: 'images/a.jpg', [mark]: 'blob:a' }
    const crumbs = [{ label: 'Home', href: '/' }, { label: 'Us' }]
    const block = { type: 'x', image, crumbs, action: action('portal:/order') }
    const out = linked(block, portal)
    expect(out.image).toBe(image)
    expect(out.crumbs).toBe(crumbs)
    expect(linked(crumbs, portal)).toBe(crumbs)
  })
})
