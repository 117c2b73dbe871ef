/**
 * The split block: a picture beside a heading and Markdown text, with what the block asks for: a badge
 * over the picture, figures, points, the skill bars and a button. The picture goes right on wide
 * screens with `reverse`.
 */
import type { BlockOf, BlockSources, Resolved } from '../../lib/blocks'
import { ActionLink } from '../ActionLink'
import { Icon } from '../Icon'
import { Markdown } from '../Markdown'
import { Picture } from '../Picture'
import { SkillBars } from '../SkillBars'
import { Section } from './Section'
import './Split.css'

/** The skill bars of content/services.json, when the block shows them. */
export const splitData = (block: BlockOf<'split'>, s: BlockSources) => ({
  skills: block.skills ? s.services.skills : [],
})

export function Split({ block, id }: { block: Resolved<'split', typeof splitData>; id: string }) {
  return (
    <Section background={block.background} labelledBy={id}>
      <div className={block.reverse ? 'container split split--reverse' : 'container split'}>
        <div className="split__media">
          <Picture image={block.image} alt={block.alt} priority={block.priority} />
          {block.badge && (
            <p className="split__badge">
              {block.badge.label} <strong>{block.badge.value}</strong>
            </p>
          )}
        </div>
        <div className="split__body">
          {block.eyebrow && <span className="eyebrow">{block.eyebrow}</span>}
          <h2 id={id}>{block.heading}</h2>
          {block.text && (
            <div className={block.textSize === 'large' ? 'lead' : 'split__text'}>
              <Markdown text={block.text} />
            </div>
          )}
          {block.facts.length > 0 && (
            <ul className="split__facts">
              {block.facts.map((fact) => (
                <li key={fact.value}>
                  <strong>{fact.value}</strong> {fact.label}
                </li>
              ))}
            </ul>
          )}
          {block.points.length > 0 && (
            <ul className="points">
              {block.points.map((point) => (
                <li key={point.title} className="points__item">
                  <span className="points__icon">
                    <Icon name={point.icon} size={24} />
                  </span>
                  <div>
                    <h3>{point.title}</h3>
                    <p>{point.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {block.skills.length > 0 && <SkillBars skills={block.skills} />}
          {block.action && <ActionLink link={block.action} />}
        </div>
      </div>
    </Section>
  )
}
