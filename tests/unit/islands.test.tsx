/**
 * Islands as the build writes them (components/Island.tsx, renderer/islandHtml.tsx): a page is drawn
 * with a slot per island; each island is then drawn on its own from its props as JSON, with an id
 * prefix of its own, into an element that names it and carries its props. An island component the
 * registry (components/islands.ts) does not list fails the build with what to do; outside a page
 * render (the editor's preview) an island is drawn in place.
 */
import { useId } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Island, IslandSlots, type IslandSlot } from '../../components/Island'
import { behaviourRoot } from '../../components/behaviourRoot'
import { QuoteForm } from '../../components/QuoteForm'
import { decodeEntities } from '../../generator/gates/parseHtml'
import { fillIslands } from '../../renderer/islandHtml'
import { quoteFormProps } from '../../lib/blocks'
import * as content from '../support/virtualContent'

const words = { heading: 'Unexpected Application Error!', fallback: 'Something went wrong.' }
const form = quoteFormProps('all', {
  quoteForm: content.quoteForm,
  ui: content.ui,
  config: content.config,
  site: content.site,
})

/** A page with islands, drawn as onRenderHtml draws one. */
async function page(children: React.ReactNode): Promise<string> {
  const slots = new Map<string, IslandSlot>()
  return fillIslands(
    renderToString(<IslandSlots.Provider value={slots}>{children}</IslandSlots.Provider>),
    slots,
    words,
  )
}

const attr = (html: string, name: string) => decodeEntities(new RegExp(`${name}="([^"]*)"`).exec(html)![1])

describe('an island in a prerendered page', () => {
  it('stands in its own element, named, with its props as JSON, an id prefix and the error words', async () => {
    const props = { idPrefix: 'contact-quote', form, heading: 'Free quote $ price' }
    const html = await page(
      <main>
        <h1>Contact</h1>
        <Island component={QuoteForm} props={props} />
      </main>,
    )
    expect(html).toMatch(
      /^<main><h1>Contact<\/h1><div class="island" data-island="quote-form" data-prefix="i0-" data-props="[^"]+" data-error="[^"]+"><form /,
    )
    expect(JSON.parse(attr(html, 'data-props'))).toEqual(JSON.parse(JSON.stringify(props)))
    expect(JSON.parse(attr(html, 'data-error'))).toEqual(words)
    // Drawn from its props: the heading, "$" and all (no replacement pattern).
    expect(html).toContain('>Free quote $ price</h2>')
    expect(html).not.toContain('data-island-slot')
  })

  it('draws each island apart, with an id prefix of its own, so its ids match when it is hydrated alone', async () => {
    const html = await page(
      <>
        <Island component={QuoteForm} props={{ idPrefix: 'a', form }} />
        <Island component={QuoteForm} props={{ idPrefix: 'b', form }} />
      </>,
    )
    expect([...html.matchAll(/data-prefix="([^"]+)"/g)].map((m) => m[1])).toEqual(['i0-', 'i1-'])
  })

  it('refuses a component the registry does not list: a type error, and the build fails saying where to add it', async () => {
    function Labelled({ text }: { text: string }) {
      const id = useId()
      return <label htmlFor={id}>{text}</label>
    }
    // @ts-expect-error -- Labelled is not in components/islands.ts: the type check says so first.
    await expect(page(<Island component={Labelled} props={{ text: 'Name' }} />)).rejects.toThrow(
      /<Island component=\{Labelled\}>: Labelled is not listed in components\/islands\.ts \(reactIslands\)\. Add it there/,
    )
  })

  it('outside a page render (the editor) is drawn in place, without an island element', () => {
    const html = renderToString(<Island component={QuoteForm} props={{ idPrefix: 'preview', form }} />)
    expect(html).toMatch(/^<form /)
    expect(html).not.toContain('data-island')
  })
})

describe("a behaviour's root element", () => {
  it('names the behaviour and carries its props as JSON, both checked against the registry by the type checker', () => {
    expect(behaviourRoot('counters')).toEqual({ 'data-island': 'counters' })
    const words = { slide: '{index} of {count}', roleDescription: 'slide', pause: 'Pause', play: 'Play' }
    expect(behaviourRoot('testimonials', words)).toEqual({
      'data-island': 'testimonials',
      'data-props': JSON.stringify(words),
    })
    // @ts-expect-error -- a misspelt name is a type error, not a console error in a visitor's browser.
    expect(() => behaviourRoot('counter')).not.toThrow()
    // @ts-expect-error -- the carousel's module needs its words.
    expect(behaviourRoot('testimonials')).toEqual({ 'data-island': 'testimonials' })
  })
})
