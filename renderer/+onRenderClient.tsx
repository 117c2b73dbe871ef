// https://vike.dev/onRenderClient
import { hydrateRoot, type Root } from 'react-dom/client'
import type { OnRenderClientAsync } from 'vike/types'
import { applyHead } from './applyHead'
import { resolveHead } from './head'
import { PageShell } from './PageShell'

let root: Root | undefined

/**
 * Resolves once the browser has painted the prerendered HTML (the frame after the next animation
 * frame), or after 100 ms in a tab that is not painting. Hydration is the page's heaviest script
 * work; when the scripts arrive as fast as the HTML (a cached or nearby visit) it would otherwise run
 * before the first paint and hold back what the visitor sees (first and largest contentful paint).
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 100)
  })

export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  const page = <PageShell pageContext={pageContext} />
  const container = document.getElementById('root')!
  if (pageContext.isHydration) {
    await afterFirstPaint()
    root = hydrateRoot(container, page)
  } else {
    root ??= hydrateRoot(container, page)
    root.render(page)
    // The server wrote the head of the first page; later pages update it here.
    applyHead(resolveHead(pageContext))
  }
}
