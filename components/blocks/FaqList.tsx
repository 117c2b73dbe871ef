/** The FAQ list block: the questions of content/faq.json as an accordion, and a closing line with the phone and e-mail. */
import { contactOf, type BlockOf, type BlockSources, type Resolved } from '../../lib/blocks'
import { FaqAccordion } from '../FaqAccordion'
import { Icon } from '../Icon'
import { Markdown } from '../Markdown'
import { Section, SectionHead } from './Section'
import './FaqList.css'

/** Every question of content/faq.json, and the contact links. */
export const faqListData = (_: BlockOf<'faq-list'>, s: BlockSources) => ({ entries: s.faq, contact: contactOf(s.site) })

export function FaqList({ block, id }: { block: Resolved<'faq-list', typeof faqListData>; id: string }) {
  const lead = (
    <p className="lead">
      <Markdown text={block.lead} inline />
    </p>
  )
  return (
    <Section background={block.background} labelledBy={id}>
      <div className="container">
        <SectionHead eyebrow={block.eyebrow} heading={block.heading} id={id} lead={lead} />
        <FaqAccordion entries={block.entries} headingLevel={3} />
        <div className="faq-more">
          <p>
            <Markdown text={block.more} inline />
          </p>
          <div className="faq-more__actions">
            <a className="btn btn--dark" href={block.contact.phoneHref}>
              <Icon name="phone" size={18} /> {block.contact.phone}
            </a>
            <a className="btn btn--outline" href={block.contact.emailHref}>
              <Icon name="mail" size={18} /> {block.email}
            </a>
          </div>
        </div>
      </div>
    </Section>
  )
}
