import { site } from 'virtual:content'
import { Icon } from '../../components/Icon'
import { PageBanner } from '../../components/PageBanner'
import { QuoteForm } from '../../components/QuoteForm'
import { useScrollToHash } from './useScrollToHash'
import { usePageContext } from '../../components/usePageContext'
import './contact.css'
import { routes } from '../../lib/navigation'

/** Spec points 2 and 9: with #contact in the URL the page glides to the form 100 ms after it shows. */
const SCROLL_DELAY_MS = 100

export default function Page() {
  // After a client navigation the glide starts from the top, as on the spec's single-page app.
  useScrollToHash('contact', SCROLL_DELAY_MS, { fromTop: usePageContext().isHydration === false })
  const { address, phone, phoneHref, email, hours } = site.contact
  return (
    <>
      <PageBanner title="Contact Us" crumbs={[{ label: 'Home', href: routes.home }, { label: 'Contact Us' }]} />
      <section className="section" aria-labelledby="reach-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Get in touch</span>
            <h2 id="reach-title">Talk to a digitizer, not a call center</h2>
            <p className="lead">Send your artwork for a free quote, call us or drop in at our Brooklyn studio. Most quotes are answered within the hour during opening times.</p>
          </div>
          <ul className="grid grid--4 reach">
            <li className="card reach__item">
              <span className="reach__icon">
                <Icon name="map-pin" size={24} />
              </span>
              <h3>Visit us</h3>
              <address>
                {site.legalName}
                <br />
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </address>
            </li>
            <li className="card reach__item">
              <span className="reach__icon">
                <Icon name="phone" size={24} />
              </span>
              <h3>Call us</h3>
              <p>
                <a href={`tel:${phoneHref}`}>{phone}</a>
              </p>
            </li>
            <li className="card reach__item">
              <span className="reach__icon">
                <Icon name="mail" size={24} />
              </span>
              <h3>Email us</h3>
              <p>
                <a href={`mailto:${email}`}>{email}</a>
              </p>
            </li>
            <li className="card reach__item">
              <span className="reach__icon">
                <Icon name="clock" size={24} />
              </span>
              <h3>Opening hours</h3>
              <p>{hours}</p>
            </li>
          </ul>
        </div>
      </section>
      <section id="contact" className="section section--tint contact-form" aria-labelledby="quote-title">
        <div className="container contact-form__grid">
          <div className="contact-form__aside">
            <span className="eyebrow">No obligation</span>
            <h2 id="quote-title">Send us your artwork</h2>
            <p className="lead">Tell us what you need and attach your logo, sketch or photo. You get a fixed price before any work starts.</p>
            <ul className="contact-form__points">
              <li>
                <Icon name="circle-check" size={20} /> Quotes are free, with no obligation to order
              </li>
              <li>
                <Icon name="circle-check" size={20} /> Most files delivered in {site.turnaround}
              </li>
              <li>
                <Icon name="circle-check" size={20} /> Free edits until the design is right
              </li>
            </ul>
          </div>
          <QuoteForm idPrefix="contact-quote" includeCustomPatches heading="Free quote" headingLevel={3} />
        </div>
      </section>
    </>
  )
}
