/**
 * A page's HTML (renderer/PageShell.tsx): the layout drawn once for each set of menu links marked as
 * the current page, and the page drawn on its own into its <main>, gives the HTML of the page and its
 * layout drawn in one piece, and the header marks the page's own menu links as the current page.
 */
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { Island, IslandSlots, type IslandSlot } from '../../components/Island'
import { QuoteForm } from '../../components/QuoteForm'
import { PageContextProvider, usePageContext } from '../../components/usePageContext'
import { quoteFormProps } from '../../lib/blocks'
import { frameOf } from '../../lib/frame'
import { menuCurrent } from '../../lib/navigation'
import { Layout } from '../../renderer/Layout'
import { drawPage, layoutAround } from '../../renderer/PageShell'
import * as content from '../support/virtualContent'

const frame = frameOf(content.site, content.navigation, content.ui, content.config.portalUrl)
const form = quoteFormProps('all', {
  quoteForm: content.quoteForm,
  ui: content.ui,
  config: content.config,
  site: content.site,
})

/** A page that reads its context and holds an island, as the site's pages do. */
function Page() {
  const { urlPathname } = usePageContext()
  return (
    <section>
      <h1>Page at {urlPathname}</h1>
      <Island component={QuoteForm} props={{ idPrefix: 'quote', form }} />
    </section>
  )
}

const contextOf = (urlPathname: string) => ({ urlPathname, Page }) as unknown as PageContext

/** The page and its layout drawn in one piece. */
function inOnePiece(urlPathname: string, slots: Map<string, IslandSlot>): string {
  const pageContext = contextOf(urlPathname)
  return renderToString(
    <IslandSlots.Provider value={slots}>
      <PageContextProvider pageContext={pageContext}>
        <Layout frame={frame} current={menuCurrent(frame.navigation.main, urlPathname)}>
          <Page />
        </Layout>
      </PageContextProvider>
    </IslandSlots.Provider>,
  )
}

/**
 * The HTML with each id React made (`useId`) named by its order of appearance: a page drawn on its own
 * gets other ids than in one piece with its layout (they follow its place in the tree), unique alike.
 */
const idsInOrder = (html: string) => {
  const seen = new Map<string, string>()
  return html.replace(/_R_[0-9a-z]+_/gi, (id) => seen.get(id) ?? (seen.set(id, `id${seen.size + 1}`), `id${seen.size}`))
}

/** Every path of the main menu and its submenus, the home page, and pages in no menu. */
const menuPaths = frame.navigation.main.flatMap((entry) => [entry.href, ...(entry.children ?? []).map((c) => c.href)])
const paths = [
  ...new Set(['/', ...menuPaths.map((href) => href.split('#')[0]), '/faq', '/blog/some-post', '/nowhere/deep']),
]

describe('a page drawn into its layout', () => {
  it.each(paths)('%s: the same HTML as drawn in one piece, with the same island slots', (urlPathname) => {
    const apart = new Map<string, IslandSlot>()
    const whole = new Map<string, IslandSlot>()
    const html = drawPage(contextOf(urlPathname), frame, apart)
    expect(idsInOrder(html)).toBe(idsInOrder(inOnePiece(urlPathname, whole)))
    expect(html).toMatch(/data-island-slot="_R_[0-9a-z]+_"/i)
    expect([...apart.values()]).toEqual([...whole.values()])
    expect(html).toContain(`<h1>Page at <!-- -->${urlPathname}</h1>`)
  })

  it('marks the menu links of the page and of its section as the current page, and no other', () => {
    const parent = frame.navigation.main.find((entry) => entry.children?.length)!
    const child = parent.children![0]
    const current = (urlPathname: string) =>
      [
        ...drawPage(contextOf(urlPathname), frame, new Map()).matchAll(
          /<a [^>]*href="([^"]*)"[^>]*aria-current="page"/g,
        ),
      ].map((m) => m[1])
    expect(current(child.href)).toEqual([parent.href, child.href])
    expect(current(parent.href)).toEqual([parent.href])
    expect(current('/nowhere/deep')).toEqual([])
  })

  it('draws the layout once for each set of current links', () => {
    const other = frame.navigation.main.find((entry) => entry.href !== '/')!.href
    expect(layoutAround(frame, '/nowhere/deep')).toBe(layoutAround(frame, '/elsewhere'))
    expect(layoutAround(frame, other)).not.toBe(layoutAround(frame, '/nowhere/deep'))
    expect(layoutAround(frame, other)).toBe(layoutAround(frame, other))
  })

  it('makes no id of its own with useId, so the ids a page makes cannot meet one of the layout', () => {
    const [before, after] = layoutAround(frame, '/')
    expect(before + after).not.toMatch(/_R_[0-9a-z]*_/i)
  })

  it('refuses a frame whose words hold the text that marks where the page goes', () => {
    const odd = frameOf(
      { ...content.site, tagline: 'page-goes-here-1c5e0f' },
      content.navigation,
      content.ui,
      content.config.portalUrl,
    )
    expect(() => layoutAround(odd, '/')).toThrow(/holds "page-goes-here-1c5e0f" 2 times/)
  })
})
