import { faq, site } from 'virtual:content'
import { FaqAccordion } from '../../components/FaqAccordion'
import { Icon } from '../../components/Icon'
import { PageBanner } from '../../components/PageBanner'
import './faq.css'
import { routes } from '../../lib/navigation'

export default function Page() {
  const { phone, phoneHref, email } = site.contact
  return (
    <>
      <PageBanner title="FAQ" crumbs={[{ label: 'Home', href: routes.home }, { label: 'FAQ' }]} />
      <section className="section" aria-labelledby="faq-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Questions and answers</span>
            <h2 id="faq-title">Frequently asked questions</h2>
            <p className="lead">
              Quick answers about digitizing, prices, turnaround and ordering. Anything else? <a href={routes.quoteForm}>Ask us for a free quote</a>.
            </p>
          </div>
          <FaqAccordion entries={faq} headingLevel={3} />
          <div className="faq-more">
            <p>
              <strong>Still have a question?</strong> Our digitizers answer by phone and e-mail.
            </p>
            <div className="faq-more__actions">
              <a className="btn btn--dark" href={`tel:${phoneHref}`}>
                <Icon name="phone" size={18} /> {phone}
              </a>
              <a className="btn btn--outline" href={`mailto:${email}`}>
                <Icon name="mail" size={18} /> Email us
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
