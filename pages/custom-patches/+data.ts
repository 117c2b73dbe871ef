// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { patches, services, ui } from 'virtual:content'
import { blockOfType } from '../../content/blocks'
import { fillWords } from '../../lib/fillWords'
import type { HeadInput } from '../../lib/head'
import { patchRoute } from '../../lib/patchData'
import { contentPageAt, pageHead, resolvedBlocks } from '../content/designedPage'

export type Data = Awaited<ReturnType<typeof data>>

/** The patch type of a URL name: the bare route shows the first type; an unknown name (or the shell) none. */
function patchOf(name: string) {
  return patches.find((p) => p.slug === (name || patches[0].slug))
}

export function data(pageContext: PageContextServer) {
  // The words of every patch page: content/pages/custom-patches.mdx (the content check makes sure it exists).
  const page = contentPageAt('/custom-patches')!
  const catalogue = blockOfType(page.frontmatter.blocks, 'patch-catalogue')
  const patch = patchOf(pageContext.routeParams.name ?? '')
  const own = pageHead(page)
  const head: HeadInput = !patch
    ? // The shell for unknown names: not a page of its own.
      { ...own, canonical: '/custom-patches', noindex: true }
    : {
        ...own,
        title: patch.metaTitle ?? fillWords(catalogue?.typeTitle ?? own.title, { name: patch.name }),
        description: patch.metaDes ?? fillWords(catalogue?.typeDescription ?? own.description, { name: patch.name }),
        keywords: patch.metaKeywords?.split(',').map((k) => k.trim()),
        // The first type is also the bare route's page: one canonical address for both.
        canonical: patch.slug === patches[0].slug ? '/custom-patches' : undefined,
      }
  return {
    blocks: resolvedBlocks(page, { patches: patchRoute(patches, patch, catalogue?.process ?? [], { services, ui }) }),
    head,
  }
}
