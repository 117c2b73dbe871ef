/** The testimonials block: the reviews of content/testimonials.json as a carousel. */
import type { BlockOf, BlockSources, Resolved } from '../../lib/blocks'
import { TestimonialCarousel } from '../TestimonialCarousel'
import { Section, SectionHead } from './Section'

/** The reviews of content/testimonials.json and the carousel's words. */
export const testimonialsData = (_: BlockOf<'testimonials'>, s: BlockSources) => ({
  items: s.testimonials,
  words: s.ui.testimonials,
  chunkWords: s.ui.chunkError,
})

export function Testimonials({ block, id }: { block: Resolved<'testimonials', typeof testimonialsData>; id: string }) {
  return (
    <Section background={block.background} labelledBy={id}>
      <div className="container">
        <SectionHead eyebrow={block.eyebrow} heading={block.heading} id={id} />
        <TestimonialCarousel items={block.items} words={block.words} chunkWords={block.chunkWords} />
      </div>
    </Section>
  )
}
