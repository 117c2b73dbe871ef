/** The steps block: "How it works" or "Working Process" of content/services.json, numbered. */
import type { Resolved } from '../../lib/blocks'
import { StepList } from '../StepList'
import { Section, SectionHead } from './Section'

export function Steps({ block, id }: { block: Resolved<'steps'>; id: string }) {
  return (
    <Section background={block.background} labelledBy={id} wheelStep={block.wheelStep}>
      <div className="container">
        <SectionHead eyebrow={block.eyebrow} heading={block.heading} id={id} />
        <StepList steps={block.steps} />
      </div>
    </Section>
  )
}
