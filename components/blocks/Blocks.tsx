/**
 * A designed page: its blocks in order (content/pages/*.mdx, `layout: blocks`), each drawn by its
 * component. Neighbouring blocks marked `wheelStep` share one wheel-stepping area (spec "Wheel
 * scrolling"). Routes with data of their own (the patch types, the blog) pass it as `route`.
 */
import { Fragment, type ReactNode } from 'react'
import type { Ui } from '../../content/config'
import type { ResolvedBlock } from '../../lib/blocks'
import { BlogList, type BlogListRoute } from '../blog/BlogList'
import { BlogPost, type BlogPostProps } from '../blog/BlogPost'
import { Island } from '../Island'
import { behaviourRoot } from '../behaviourRoot'
import { CommonBlockView } from './CommonBlock'
import { PatchCatalogue, type PatchRoute } from './PatchCatalogue'
import { PortfolioGallery } from './PortfolioGallery'

/** What every block may need of the page and the interface. */
export interface PageInfo {
  /** The page's path, e.g. "/about". */
  path: string
  siteUrl: string
  ui: Pick<Ui, 'breadcrumb' | 'blog' | 'chunkError'>
  /** The data of the page's route: the patch types, the blog's posts. */
  route?: { patches?: PatchRoute; blogList?: BlogListRoute; blogPost?: BlogPostProps['route'] }
  /** The page's own text, rendered (the text block). */
  text?: ReactNode
}

/** The base of a page's form ids, so each form's fields have ids of their own: "home" for "/", "contact" for "/contact". */
const pageSlug = (path: string) => path.split('/').filter(Boolean).join('-') || 'home'

/** One block: those of the route and the gallery (an island) here, the others as everywhere (CommonBlock.tsx). */
function BlockView({ block, index, page }: { block: ResolvedBlock; index: number; page: PageInfo }) {
  const id = `b${index}-title`
  switch (block.type) {
    case 'portfolio-gallery':
      return <Island component={PortfolioGallery} props={{ block, id }} />
    case 'patch-catalogue':
      return page.route?.patches ? <PatchCatalogue block={block} route={page.route.patches} path={page.path} breadcrumbLabel={page.ui.breadcrumb} siteUrl={page.siteUrl} /> : null
    case 'blog-list':
      return page.route?.blogList ? <BlogList block={block} route={page.route.blogList} path={page.path} siteUrl={page.siteUrl} ui={page.ui} /> : null
    case 'blog-post':
      return page.route?.blogPost ? <BlogPost block={block} route={page.route.blogPost} siteUrl={page.siteUrl} ui={page.ui} /> : null
    default:
      return <CommonBlockView block={block} place={{ id, formId: `${pageSlug(page.path)}-quote`, path: page.path, siteUrl: page.siteUrl, ui: page.ui, text: page.text }} />
  }
}

/** Neighbouring wheel-stepping blocks, in one area the wheel steps through (behaviours/wheelSteps.ts). */
function WheelSteps({ children }: { children: ReactNode }) {
  return <div {...behaviourRoot('wheel-steps')}>{children}</div>
}

const steps = (block: ResolvedBlock) => 'wheelStep' in block && block.wheelStep

export function Blocks({ blocks, page }: { blocks: ResolvedBlock[]; page: PageInfo }) {
  // Runs of wheel-stepping blocks, each wrapped once; other blocks stand alone.
  const groups: { start: number; blocks: ResolvedBlock[]; stepping: boolean }[] = []
  blocks.forEach((block, i) => {
    const last = groups.at(-1)
    if (last && last.stepping && steps(block)) last.blocks.push(block)
    else groups.push({ start: i, blocks: [block], stepping: Boolean(steps(block)) })
  })
  return (
    <>
      {groups.map((group) => {
        const views = group.blocks.map((block, j) => <BlockView key={group.start + j} block={block} index={group.start + j} page={page} />)
        return group.stepping ? <WheelSteps key={group.start}>{views}</WheelSteps> : <Fragment key={group.start}>{views}</Fragment>
      })}
    </>
  )
}
