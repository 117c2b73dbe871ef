// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { patches, services, ui } from 'virtual:content'
import type { PatchRoute } from '../../components/blocks/PatchCatalogue'
import type { BlockOf } from '../../content/blocks'
import { priceCardWords } from '../../lib/blocks'
import { fillWords } from '../../lib/fillWords'
import type { HeadInput } from '../../lib/head'
import { contentPageAt, pageHead, resolvedBlocks } from '../content/designedPage'

export type Data = Awaited<ReturnType<typeof data>>

/** The patch type of a URL name: the bare route shows the first type; an unknown name (or the shell) none. */
function patchOf(name: string) {
  return patches.find((p) => p.slug === (name || patches[0].slug))
}

export function data(pageContext: PageContextServer) {
  // The words of every patch page: content/pages/custom-patches.mdx (the content check makes sure it exists).
  const page = contentPageAt('/custom-patches')!
  const catalogue = page.frontmatter.blocks.find((block): block is BlockOf<'patch-catalogue'> => block.type === 'patch-catalogue')
  const patch = patchOf(pageContext.routeParams.name ?? '')
  const [booking, design, order] = catalogue?.process ?? []
  // Only this type's detail goes to the browser; the sidebar needs just names and slugs.
  const route: PatchRoute = {
    types: patches.map(({ name, slug }) => ({ name, slug })),
    plan: services.plans.patches,
    words: priceCardWords({ ui }),
    patch: patch
      ? {
          name: patch.name,
          slug: patch.slug,
          image: patch.image,
          paragraphs: patch.content.split(/\n\s*\n/),
          steps: [
            { title: booking, text: patch.bookingText },
            { title: design, text: patch.designText },
            { title: order, text: patch.orderText },
          ],
          gallery: patch.portfolioImages,
        }
      : null,
  }
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
  return { blocks: resolvedBlocks(page), route, head }
}
