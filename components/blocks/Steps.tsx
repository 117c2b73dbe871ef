/** The steps block: "How it works" or "Working Process" of content/services.json, numbered. */
import type { BlockOf, BlockSources, Resolved } from '../../lib/blocks'
import { StepList } from '../StepList'
import { Section, SectionHead } from './Section'

/** The steps the block names, from content/services.json. */
export const stepsData = (block: BlockOf<'steps'>, s: BlockSources) => ({ steps: s.services[block.steps] })

export function Steps({ block, id }: { block: Resolved<'steps', typeof stepsData>; id: string }) {
  return (
    <Section background={block.background} labelledBy={id} wheelStep={block.wheelStep}>
      <div className="container">
        <SectionHead eyebrow={block.eyebrow} heading={block.heading} id={id} />
        <StepList steps={block.steps} />
      </div>
    </Section>
  )
}
