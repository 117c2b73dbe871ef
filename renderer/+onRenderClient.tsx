// https://vike.dev/onRenderClient
import { hydrateRoot, type Root } from 'react-dom/client'
import type { OnRenderClientAsync } from 'vike/types'
import { applyHead } from './applyHead'
import { resolveHead } from './head'
import { PageShell } from './PageShell'

let root: Root | undefined

export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  const page = <PageShell pageContext={pageContext} />
  const container = document.getElementById('root')!
  if (pageContext.isHydration) {
    root = hydrateRoot(container, page)
  } else {
    root ??= hydrateRoot(container, page)
    root.render(page)
    // The server wrote the head of the first page; later pages update it here.
    applyHead(resolveHead(pageContext))
  }
}
