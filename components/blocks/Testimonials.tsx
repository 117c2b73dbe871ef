/** The testimonials block: the reviews of content/testimonials.json as a carousel. */
import type { Resolved } from '../../lib/blocks'
import { TestimonialCarousel } from '../TestimonialCarousel'
import { Section, SectionHead } from './Section'

export function Testimonials({ block, id }: { block: Resolved<'testimonials'>; id: string }) {
  return (
    <Section background={block.background} labelledBy={id}>
      <div className="container">
        <SectionHead eyebrow={block.eyebrow} heading={block.heading} id={id} />
        <TestimonialCarousel items={block.items} words={block.words} chunkWords={block.chunkWords} />
      </div>
    </Section>
  )
}
