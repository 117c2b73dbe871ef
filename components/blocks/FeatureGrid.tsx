/** The feature grid block: short points with an icon, as cards or with a red top border ("values"). */
import type { Resolved } from '../../lib/blocks'
import { Icon } from '../Icon'
import { Section, SectionHead } from './Section'
import './FeatureGrid.css'

export function FeatureGrid({ block, id }: { block: Resolved<'feature-grid'>; id: string }) {
  const look = block.look === 'values' ? 'values' : 'features'
  return (
    <Section background={block.background} labelledBy={id}>
      <div className="container">
        <SectionHead eyebrow={block.eyebrow} heading={block.heading} id={id} />
        <ul className={`grid grid--4 ${look}`}>
          {block.items.map((item) => (
            <li key={item.title} className={`card ${look}__item`}>
              <span className={`${look}__icon`}>
                <Icon name={item.icon} size={26} />
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
