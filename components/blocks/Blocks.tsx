/**
 * A designed page: its blocks in order (content/pages/*.mdx, `layout: blocks`), each resolved
 * (registry.tsx `resolveBlock`, with its route's data where it needs some) and drawn by its type's
 * view, as the editor's preview draws them. Neighbouring blocks marked `wheelStep` share one
 * wheel-stepping area (spec "Wheel scrolling").
 */
import { Fragment, type ReactNode } from 'react'
import { behaviourRoot } from '../behaviourRoot'
import { BlockView, type BlockPlace, type DrawnBlock } from './registry'

/** What every block may need of the page and the interface. */
export type PageInfo = Omit<BlockPlace, 'id' | 'formId'>

/** The base of a page's form ids, so each form's fields have ids of their own: "home" for "/", "contact" for "/contact". */
const pageSlug = (path: string) => path.split('/').filter(Boolean).join('-') || 'home'

/** Where the block at `index` of a page stands: its heading's id and its form's ids. */
export const placeOf = (index: number, page: PageInfo, formBase = `${pageSlug(page.path)}-quote`): BlockPlace => ({
  ...page,
  id: `b${index}-title`,
  formId: formBase,
})

/** Neighbouring wheel-stepping blocks, in one area the wheel steps through (behaviours/wheelSteps.ts). */
function WheelSteps({ children }: { children: ReactNode }) {
  return <div {...behaviourRoot('wheel-steps')}>{children}</div>
}

/** The page's blocks; a block its route gave no data for (null) draws nothing. */
export function Blocks({ blocks, page }: { blocks: readonly (DrawnBlock | null)[]; page: PageInfo }) {
  // Runs of wheel-stepping blocks, each wrapped once; other blocks stand alone.
  const groups: { start: number; blocks: (DrawnBlock | null)[]; stepping: boolean }[] = []
  blocks.forEach((block, i) => {
    const steps = Boolean(block?.wheelStep)
    const last = groups.at(-1)
    if (last && last.stepping && steps) last.blocks.push(block)
    else groups.push({ start: i, blocks: [block], stepping: steps })
  })
  return (
    <>
      {groups.map((group) => {
        const views = group.blocks.map(
          (block, j) =>
            block && <BlockView key={group.start + j} block={block} place={placeOf(group.start + j, page)} />,
        )
        return group.stepping ? (
          <WheelSteps key={group.start}>{views}</WheelSteps>
        ) : (
          <Fragment key={group.start}>{views}</Fragment>
        )
      })}
    </>
  )
}
