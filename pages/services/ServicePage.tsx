/**
 * The layout both service pages share (/services/embroidery-digitizing, /services/vector-conversion):
 * intro and types beside the pricing card, the Quick Inquiry form, recent projects, three alternating
 * sections, the working process and a contact banner. Data comes from the route's `+data.ts`
 * (pages/services/servicePageData.ts); the intro text is the route's own MDX section.
 *
 * Wheel stepping covers 'Recent Projects', the three alternating sections and 'Working Process':
 * five neighbouring blocks that each fit a desktop screen. The intro with the form and the contact
 * banner scroll normally, so nobody is pulled out of a form or past the footer by a wheel turn.
 */
import { useRef, type ReactNode } from 'react'
import type { ServicePageData } from './servicePageData'
import { useData } from '../../components/usePageContext'
import { ContactBanner } from '../../components/ContactBanner'
import { Icon } from '../../components/Icon'
import { PageBanner } from '../../components/PageBanner'
import { Picture } from '../../components/Picture'
import { PriceCard } from '../../components/PriceCard'
import { QuoteForm } from '../../components/QuoteForm'
import { RecentProjects } from './RecentProjects'
import { ServiceFeature } from './ServiceFeature'
import { StepList } from '../../components/StepList'
import { useWheelStepping } from '../../components/useWheelStepping'
import './ServicePage.css'
import { routes } from '../../lib/navigation'
import { media } from '../../lib/breakpoints'

export function ServicePage({ intro }: { intro: ReactNode }) {
  const { name, image, listTitle, types, sections, plan, workingProcess, recent } = useData<ServicePageData>()
  const stepping = useRef<HTMLDivElement>(null)
  useWheelStepping(stepping)
  return (
    <>
      <PageBanner title={name} crumbs={[{ label: 'Home', href: routes.home }, { label: 'Services', href: routes.services }, { label: name }]} />

      <div className="section">
        <div className="container service">
          <div className="service__main">
            <Picture className="service__image" image={image} alt="" priority sizes={`${media.desktop} 740px, 100vw`} />
            <div className="service__intro lead">{intro}</div>
            <section className="service__types" aria-labelledby="service-types">
              <h2 id="service-types">{listTitle}</h2>
              <ul className="service__type-list">
                {types.map((type) => (
                  <li key={type}>
                    <Icon name="circle-check" size={20} />
                    {type}
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <aside className="service__aside" aria-labelledby="service-pricing">
            <h2 id="service-pricing" className="service__aside-title">
              Pricing
            </h2>
            <PriceCard plan={plan} featured />
          </aside>
        </div>
      </div>

      <div className="section section--tint">
        <div className="container service__inquiry">
          <QuoteForm idPrefix="quick-inquiry" includeCustomPatches={false} heading="Quick Inquiry" />
        </div>
      </div>

      <div ref={stepping}>
        <section className="section" aria-labelledby="recent-projects" data-wheel-step>
          <div className="container">
            <RecentProjects items={recent} headingId="recent-projects" />
          </div>
        </section>
        {sections.map((feature, i) => (
          <ServiceFeature key={feature.title} feature={feature} index={i} />
        ))}
        <section className="section section--dark" aria-labelledby="working-process" data-wheel-step>
          <div className="container">
            <div className="section-head">
              <span className="eyebrow">How we work</span>
              <h2 id="working-process">Working Process</h2>
            </div>
            <StepList steps={workingProcess} />
          </div>
        </section>
      </div>

      <ContactBanner text={`Questions about ${name.toLowerCase()}? Call or e-mail our team, or send us your artwork for a free quote.`} />
    </>
  )
}
