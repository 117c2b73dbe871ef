/**
 * A designed page's blocks in the preview pane, each drawn by the site's own block component with the
 * data it names (lib/blocks.ts), as the page's route draws it (components/blocks/Blocks.tsx). What the
 * editor cannot show is said in the block's place: a block whose fields are not filled in enough to
 * draw (a block just added), and the blog's blocks, whose posts come from the shop API.
 *
 * Not Blocks.tsx itself: its blog blocks read the build's settings (`virtual:content`), which the
 * editor's bundle does not have, and here each block is drawn on its own so one half-filled block
 * leaves the others in view. The blocks drawn the same way in both are CommonBlock.tsx's, whose
 * switch TypeScript holds to every type left (`never`).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react'
import type { Block } from '../../content/blocks'
import { PageBanner } from '../../components/PageBanner'
import { CommonBlockView } from '../../components/blocks/CommonBlock'
import { PatchCatalogue, type PatchRoute } from '../../components/blocks/PatchCatalogue'
import { PortfolioGallery } from '../../components/blocks/PortfolioGallery'
import { routes } from '../../lib/navigation'
import { priceCardWords, resolveBlock, type BlockSources, type ResolvedBlock } from '../../lib/blocks'
import { PreviewNote } from './PreviewNote'
import { patchData } from './patchData'

/** What the blocks of one page need besides their sources. */
export interface PreviewPage {
  /** The page's path, e.g. "/about" (its banner's breadcrumb). */
  path: string
  /** The page's own text (the text block). */
  text: ReactNode
}

/** One resolved block, drawn by its component (components/blocks/CommonBlock.tsx); the blog's blocks as a note. */
function BlockView({ block, index, page, sources }: { block: ResolvedBlock; index: number; page: PreviewPage; sources: BlockSources }) {
  const id = `b${index}-title`
  const { ui, config } = sources
  switch (block.type) {
    case 'portfolio-gallery':
      return <PortfolioGallery block={block} id={id} />
    case 'patch-catalogue':
      return <PatchCataloguePreview block={block} page={page} sources={sources} />
    case 'blog-list':
    case 'blog-post':
      // The banner as the blog draws it; the posts come from the shop API, which the editor does not call.
      return (
        <>
          <PageBanner title={block.title} crumbs={[{ label: block.homeCrumb, href: routes.home }, ...(block.type === 'blog-post' ? [{ label: block.listCrumb, href: routes.blogs }] : []), { label: block.title }]} path={page.path} label={ui.breadcrumb} siteUrl={config.siteUrl} />
          <PreviewNote title={block.title}>The posts come from the shop API: the site shows them here, with the words of this block.</PreviewNote>
        </>
      )
    default:
      return <CommonBlockView block={block} place={{ id, formId: `preview-${index}-quote`, path: page.path, siteUrl: config.siteUrl, ui, text: page.text }} />
  }
}

/** The catalogue as its bare address shows it: the first patch type chosen. */
function PatchCataloguePreview({ block, page, sources }: { block: Extract<ResolvedBlock, { type: 'patch-catalogue' }>; page: PreviewPage; sources: BlockSources }) {
  const route: PatchRoute = {
    types: sources.patches.map(({ name, slug }) => ({ name, slug })),
    patch: sources.patches[0] ? patchData(sources.patches[0], block.process) : null,
    plan: sources.services.plans.patches,
    words: priceCardWords(sources),
  }
  return <PatchCatalogue block={block} route={route} path={page.path} breadcrumbLabel={sources.ui.breadcrumb} siteUrl={sources.config.siteUrl} />
}

/** A block whose fields cannot be drawn yet: its place says so, and the next edit tries again. */
class BlockBoundary extends Component<{ block: Block; label: string; children: ReactNode }, { error: Error | null; block: Block | null }> {
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
    return <PreviewNote title={this.props.label}>Shown when its fields are filled in ({this.state.error.message}).</PreviewNote>
  }
}

/** Resolves a block in render, so that a block the data cannot fill yet is caught by its boundary. */
function ResolvedBlockView({ block, ...rest }: { block: Block; index: number; page: PreviewPage; sources: BlockSources }) {
  return <BlockView block={resolveBlock(block, rest.sources)} {...rest} />
}

/** The blocks of a designed page, top to bottom. `labels` names each type as the form does. */
export function PreviewBlocks({ blocks, page, sources, labels }: { blocks: Block[]; page: PreviewPage; sources: BlockSources; labels: ReadonlyMap<string, string> }) {
  return (
    <>
      {blocks.map((block, i) => (
        // By position and type: Decap makes every block anew on each edit, so there is no identity to follow.
        <BlockBoundary key={`${i}-${block.type}`} block={block} label={labels.get(block.type) ?? block.type}>
          <ResolvedBlockView block={block} index={i} page={page} sources={sources} />
        </BlockBoundary>
      ))}
    </>
  )
}
