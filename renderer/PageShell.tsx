/**
 * A page's HTML as the server draws it: the page inside the layout around it (Layout.tsx). Nothing of
 * it is hydrated whole; what acts in the browser is in islands (components/Island.tsx).
 *
 * The layout is drawn once for each frame and each set of menu links marked as the current page
 * (`menuCurrent`), and each page is drawn on its own and put in the layout's <main>: on a page of text,
 * the layout is most of what React would draw. The layout reads no page context, holds
 * no island and makes no id with `useId`, so the page is the same as drawn in one piece
 * (tests/unit/pageShell.test.tsx).
 */
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { IslandSlots, type IslandSlot } from '../components/Island'
import { PageContextProvider } from '../components/usePageContext'
import type { Frame } from '../lib/frame'
import { menuCurrent } from '../lib/navigation'
import { Layout } from './Layout'

/** What the layout is drawn around: a text no frame holds, cut out where the page goes. */
const PAGE_GOES_HERE = 'page-goes-here-1c5e0f'

/** The layout's HTML before and after the page, by frame and by `menuCurrent` (as JSON). */
const layouts = new WeakMap<Frame, Map<string, readonly [before: string, after: string]>>()

/** The layout's HTML around the page at `urlPathname`: before its <main>'s content and after it. */
export function layoutAround(frame: Frame, urlPathname: string): readonly [before: string, after: string] {
  const current = menuCurrent(frame.navigation.main, urlPathname)
  const key = JSON.stringify(current)
  let drawn = layouts.get(frame)
  if (!drawn) layouts.set(frame, (drawn = new Map()))
  let around = drawn.get(key)
  if (!around) {
    const parts = renderToString(
      <Layout frame={frame} current={current}>
        {PAGE_GOES_HERE}
      </Layout>,
    ).split(PAGE_GOES_HERE)
    if (parts.length !== 2)
      throw new Error(
        `The layout's HTML holds "${PAGE_GOES_HERE}" ${parts.length - 1} times: once, where the page goes, is expected.`,
      )
    drawn.set(key, (around = [parts[0], parts[1]]))
  }
  return around
}

/** The HTML of a page in its layout; the page's islands are left as slots in `slots` (renderer/islandHtml.tsx fills them). */
export function drawPage(pageContext: PageContext, frame: Frame, slots: Map<string, IslandSlot>): string {
  const { Page } = pageContext
  const [before, after] = layoutAround(frame, pageContext.urlPathname)
  const page = renderToString(
    <IslandSlots.Provider value={slots}>
      <PageContextProvider pageContext={pageContext}>{Page ? <Page /> : null}</PageContextProvider>
    </IslandSlots.Provider>,
  )
  return before + page + after
}
