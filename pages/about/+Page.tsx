import { site, testimonials } from 'virtual:content'
import AboutIntro from '../../content/sections/about-intro.mdx'
import { Counters } from '../../components/Counters'
import { Icon } from '../../components/Icon'
import { PageBanner } from '../../components/PageBanner'
import { Picture } from '../../components/Picture'
import { TestimonialCarousel } from './TestimonialCarousel'
import { useData } from '../../components/usePageContext'
import type { Data } from './+data'
import './about.css'
import { routes } from '../../lib/navigation'
import { media } from '../../lib/breakpoints'

export default function Page() {
  const { values, studio } = useData<Data>()
  return (
    <>
      <PageBanner title="About us" crumbs={[{ label: 'Home', href: routes.home }, { label: 'About us' }]} />
      <Counters />

      <section className="section" aria-labelledby="intro-title">
        <div className="container about-intro">
          <div className="about-intro__media">
            <Picture image={studio.image} alt={studio.alt} priority sizes={`${media.desktop} 560px, 100vw`} />
          </div>
          <div>
            <span className="eyebrow">Who we are</span>
            <h2 id="intro-title">A Brooklyn digitizing studio since {site.foundedYear}</h2>
            <div className="about-intro__text">
              <AboutIntro />
            </div>
            <a className="btn btn--accent" href={routes.quoteForm}>
              Get a Free Quote <Icon name="arrow-right" size={18} />
            </a>
          </div>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="values-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Why choose us</span>
            <h2 id="values-title">Four values behind every file</h2>
          </div>
          <ul className="grid grid--4 values">
            {values.map((value) => (
              <li key={value.title} className="card values__item">
                <span className="values__icon">
                  <Icon name={value.icon} size={26} />
                </span>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="testimonials-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">What clients say</span>
            <h2 id="testimonials-title">CLIENT TESTIMONIALS</h2>
          </div>
          <TestimonialCarousel items={testimonials} />
        </div>
      </section>
    </>
  )
}
