import ServicesIntro from '../../content/sections/services-intro.mdx'
import { PageBanner } from '../../components/PageBanner'
import { Picture } from '../../components/Picture'
import { PriceCard } from '../../components/PriceCard'
import { SkillBars } from './SkillBars'
import { StepList } from '../../components/StepList'
import { useData } from '../../components/usePageContext'
import type { Data } from './+data'
import './services.css'
import { routes } from '../../lib/navigation'
import { media } from '../../lib/breakpoints'

export default function Page() {
  const { mainServices, howItWorks, skills, plans, foundedYear, turnaround, studio, strategy } = useData<Data>()
  return (
    <>
      <PageBanner title="our services" crumbs={[{ label: 'Home', href: routes.home }, { label: 'services' }]} />

      <section className="section" aria-labelledby="services-intro">
        <div className="container services-intro">
          <Picture className="services-intro__image" image={studio.image} alt={studio.alt} priority sizes={`${media.sideBySide} 560px, 100vw`} />
          <div className="services-intro__text">
            <span className="eyebrow">What we do</span>
            <h2 id="services-intro">Files and artwork ready for production</h2>
            <div className="lead">
              <ServicesIntro />
            </div>
            <ul className="services-intro__facts">
              <li>
                <strong>Since {foundedYear}</strong> in business
              </li>
              <li>
                <strong>{turnaround}</strong> typical turnaround
              </li>
            </ul>
          </div>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="main-services">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Main Services</span>
            <h2 id="main-services">Quality Guaranteed</h2>
          </div>
          <ul className="grid grid--4 main-services">
            {mainServices.map((service) => (
              <li key={service.title} className="main-services__item">
                <Picture image={service.image} alt="" sizes={`${media.desktop} 285px, ${media.tablet} 50vw, 100vw`} />
                <div className="main-services__body">
                  <h3>
                    <a className="main-services__link" href={service.href}>
                      {service.title}
                    </a>
                  </h3>
                  <p>{service.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="how-it-works">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Simple process</span>
            <h2 id="how-it-works">How it works</h2>
          </div>
          <StepList steps={howItWorks} />
        </div>
      </section>

      <section className="section section--dark" aria-labelledby="strategy">
        <div className="container strategy">
          <Picture className="strategy__image" image={strategy.image} alt={strategy.alt} sizes={`${media.sideBySide} 560px, 100vw`} />
          <div>
            <span className="eyebrow">our strategy</span>
            <h2 id="strategy">Energy quality Commitment</h2>
            <SkillBars skills={skills} />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="pricing">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Fixed prices, free quotes</span>
            <h2 id="pricing">Pricing Package</h2>
          </div>
          <div className="grid grid--2 services-pricing">
            {plans.map((plan, i) => (
              <PriceCard key={plan.name} plan={plan} featured={i === 0} />
            ))}
          </div>
        </div>
      </section>
    </>
  )
}
