import { Icon } from '../../components/Icon'
import { PageBanner } from '../../components/PageBanner'
import { PriceCard } from '../../components/PriceCard'
import { QuoteForm } from '../../components/QuoteForm'
import { useData } from '../../components/usePageContext'
import type { Data } from './+data'
import './pricing.css'
import { routes } from '../../lib/navigation'

export default function Page() {
  const { plans, answers: pricingAnswers } = useData<Data>()
  const { vector, embroidery, patches } = plans
  return (
    <>
      <PageBanner title="Pricing" crumbs={[{ label: 'Home', href: routes.home }, { label: 'Pricing' }]} />
      <section className="section" aria-labelledby="plans-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Pricing Package</span>
            <h2 id="plans-title">Clear prices, free quotes</h2>
            <p className="lead">Every design is quoted before we start, so you always know the exact price. Edits to match your approved artwork are free.</p>
          </div>
          <ul className="grid grid--3 plans">
            <li>
              <PriceCard plan={vector} />
            </li>
            <li>
              <PriceCard plan={embroidery} featured />
            </li>
            <li>
              <PriceCard plan={patches} />
            </li>
          </ul>
        </div>
      </section>
      {pricingAnswers.length > 0 && (
        <section className="section section--tint" aria-labelledby="pricing-faq-title">
          <div className="container pricing-faq">
            <div>
              <span className="eyebrow">Good to know</span>
              <h2 id="pricing-faq-title">How digitizing is priced</h2>
              <a className="btn btn--outline" href={routes.faq}>
                More answers in our FAQ <Icon name="arrow-right" size={18} />
              </a>
            </div>
            <div className="pricing-faq__answers">
              {pricingAnswers.map((entry) => (
                <div key={entry.question} className="card pricing-faq__item">
                  <h3>{entry.question}</h3>
                  <p>{entry.answer}</p>
                </div>
              ))}
            </div>
          </div>
        </section>
      )}
      <section className="section section--dark pricing-quote" aria-labelledby="estimate-title">
        <div className="container pricing-quote__grid">
          <div className="pricing-quote__aside">
            <span className="eyebrow">Instant estimate</span>
            <h2 id="estimate-title">Estimate your design, then get a free quote</h2>
            <p className="lead">Pick the service and the kind of design to see its price from the list above. Add the size, garment and format, and we reply with a fixed price, usually within the hour.</p>
            {/* The contact page's list style: the site has one stylesheet. */}
            <ul className="contact-form__points">
              <li>
                <Icon name="circle-check" size={20} /> Estimates straight from the price list
              </li>
              <li>
                <Icon name="circle-check" size={20} /> Quotes are free, with no obligation to order
              </li>
              <li>
                <Icon name="circle-check" size={20} /> Free edits until the design is right
              </li>
            </ul>
          </div>
          <QuoteForm idPrefix="pricing-quote" includeCustomPatches heading="Free quote" headingLevel={3} />
        </div>
      </section>
    </>
  )
}
