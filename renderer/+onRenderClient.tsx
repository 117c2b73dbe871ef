// https://vike.dev/onRenderClient
import { startTransition } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import type { OnRenderClientSync } from 'vike/types'
import { applyHead } from '../lib/applyHead'
import { pageHead } from './head'
import { PageShell } from './PageShell'

let root: Root | undefined

export const onRenderClient: OnRenderClientSync = (pageContext) => {
  const page = <PageShell pageContext={pageContext} />
  const container = document.getElementById('root')!
  if (pageContext.isHydration) {
    // The boot script requests this code only after the page has loaded and been painted
    // (generator/output/bootScript.ts), so hydration never holds back the first paint.
    // In a transition React hydrates in small slices, yielding to the browser between them, instead of
    // one long task that would hold up a tap (Total Blocking Time, Interaction to Next Paint).
    startTransition(() => {
      root = hydrateRoot(container, page)
    })
  } else {
    root ??= hydrateRoot(container, page)
    root.render(page)
    // The server wrote the head of the first page; later pages update it here.
    applyHead(pageHead(pageContext))
  }
}
