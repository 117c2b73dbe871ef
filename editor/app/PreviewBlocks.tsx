/**
 * A designed page's blocks in the preview pane, each resolved and drawn exactly as the site's routes
 * do it (components/blocks/registry.tsx `resolveBlock` and `BlockView`): the same data, the same
 * components, islands drawn in place. The route data the editor can make is made here as the route
 * makes it (the patch types, lib/patchData.ts); a block drawn with data the editor cannot have (the
 * blog's posts come from the shop API) says so in its place, and so does a block whose fields are not
 * filled in enough to draw (a block just added).
 *
 * Each block is drawn on its own, inside its own boundary, so one half-filled block leaves the others
 * in view.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react'
import type { Block } from '../../content/blocks'
import { placeOf, type PageInfo } from '../../components/blocks/Blocks'
import { BlockView, resolveBlock, type RouteData } from '../../components/blocks/registry'
import type { BlockSources } from '../../lib/blocks'
import { patchRoute } from '../../lib/patchData'
import { PreviewNote } from './PreviewNote'

/** What the blocks of one page need besides their sources. */
export interface PreviewPage {
  /** The page's path, e.g. "/about" (its banner's breadcrumb). */
  path: string
  /** The page's own text (the text block). */
  text: ReactNode
}

/** The route data the editor has: the catalogue as its bare address shows it, the first patch type chosen. */
function previewRoute(block: Block, sources: BlockSources): Partial<RouteData> {
  return block.type === 'patch-catalogue'
    ? { patches: patchRoute(sources.patches, sources.patches[0], block.process, sources) }
    : {}
}

/** A block whose fields cannot be drawn yet: its place says so, and the next edit tries again. */
class BlockBoundary extends Component<
  { block: Block; label: string; children: ReactNode },
  { error: Error | null; block: Block | null }
> {
  state = { error: null as Error | null, block: null as Block | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  static getDerivedStateFromProps(props: { block: Block }, state: { block: Block | null }) {
    // Each edit makes a new block: draw it again.
    return props.block === state.block ? null : { block: props.block, error: null }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`preview of a ${this.props.label} block:`, error, info.componentStack)
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <PreviewNote title={this.props.label}>
        Shown when its fields are filled in ({this.state.error.message}).
      </PreviewNote>
    )
  }
}

/** Resolves a block in render, so that a block the data cannot fill yet is caught by its boundary. */
function PreviewBlock({
  block,
  index,
  page,
  sources,
  label,
}: {
  block: Block
  index: number
  page: PageInfo
  sources: BlockSources
  label: string
}) {
  const drawn = resolveBlock(block, sources, previewRoute(block, sources))
  if (!drawn)
    return (
      <PreviewNote title={label}>
        Drawn on the site with the data of its page&rsquo;s route (the shop&rsquo;s posts), with the words of this
        block.
      </PreviewNote>
    )
  return <BlockView block={drawn} place={placeOf(index, page, `preview-${index}-quote`)} />
}

/** The blocks of a page, top to bottom. `labels` names each type as the form does. */
export function PreviewBlocks({
  blocks,
  page,
  sources,
  labels,
}: {
  blocks: Block[]
  page: PreviewPage
  sources: BlockSources
  labels: ReadonlyMap<string, string>
}) {
  const info: PageInfo = { path: page.path, siteUrl: sources.config.siteUrl, ui: sources.ui, text: page.text }
  return (
    <>
      {blocks.map((block, i) => {
        const label = labels.get(block.type) ?? block.type
        return (
          // By position and type: Decap makes every block anew on each edit, so there is no identity to follow.
          <BlockBoundary key={`${i}-${block.type}`} block={block} label={label}>
            <PreviewBlock block={block} index={i} page={info} sources={sources} label={label} />
          </BlockBoundary>
        )
      })}
    </>
  )
}
