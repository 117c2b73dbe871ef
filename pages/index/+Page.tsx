import { site } from 'virtual:content'
import HomeAbout from '../../content/sections/home-about.mdx'
import { Counters } from '../../components/Counters'
import { Icon } from '../../components/Icon'
import { Picture } from '../../components/Picture'
import { StepList } from '../../components/StepList'
import { useData } from '../../components/usePageContext'
import type { Data } from './+data'
import { Hero } from './Hero'
import { VideoSection } from './VideoSection'
import './home.css'
import { routes } from '../../lib/navigation'
import { media } from '../../lib/breakpoints'

export default function Page() {
  const { projects, links, coreFeatures, whyChoose, capSection, logoSection, mainServices, howItWorks } = useData<Data>()
  return (
    <>
      <Hero />

      <section className="section" aria-labelledby="about-title">
        <div className="container split">
          <div className="split__media">
            <Picture image={logoSection.image} alt={logoSection.alt} sizes={`${media.desktop} 560px, 100vw`} />
            <p className="split__badge">
              In business since <strong>{site.foundedYear}</strong>
            </p>
          </div>
          <div>
            <span className="eyebrow">About Us</span>
            <h2 id="about-title">Stitch files and artwork made by people who sew</h2>
            <div className="home-text">
              <HomeAbout />
            </div>
            <a className="btn btn--dark" href={routes.about}>
              More About Us <Icon name="arrow-right" size={18} />
            </a>
          </div>
        </div>
      </section>

      <Counters />

      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Core Features</span>
            <h2 id="features-title">What every order gets</h2>
          </div>
          <ul className="grid grid--4 features">
            {coreFeatures.map((feature) => (
              <li key={feature.title} className="card features__item">
                <span className="features__icon">
                  <Icon name={feature.icon} size={26} />
                </span>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="services-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Our Services</span>
            <h2 id="services-title">Digitizing, vector art and design under one roof</h2>
          </div>
          <ul className="grid grid--4 services">
            {mainServices.map((service) => (
              <li key={service.title} className="services__item">
                <Picture image={service.image} alt="" sizes={`${media.desktop} 280px, ${media.tablet} 50vw, 100vw`} />
                <div className="services__body">
                  <h3>
                    <a className="services__link" href={service.href}>
                      {service.title}
                    </a>
                  </h3>
                  <p>{service.text}</p>
                  <span className="services__more" aria-hidden="true">
                    Learn more <Icon name="arrow-right" size={16} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <nav className="more-services" aria-labelledby="more-services-title">
            <h3 id="more-services-title" className="more-services__title">
              More services
            </h3>
            <ul className="more-services__list">
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>
                    {link.label} <Icon name="chevron-right" size={16} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <section className="section" aria-labelledby="showcase-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Project Showcase</span>
            <h2 id="showcase-title">Recent work from our studio</h2>
          </div>
          <ul className="grid grid--3 showcase">
            {projects.map((project) => (
              <li key={project.id}>
                <figure className="showcase__item">
                  <Picture image={project.image} alt={project.alt} sizes={`${media.desktop} 380px, ${media.tablet} 50vw, 100vw`} />
                  <figcaption>{project.category}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p className="center">
            <a className="btn btn--accent" href={routes.portfolio}>
              View Portfolio <Icon name="arrow-right" size={18} />
            </a>
          </p>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="why-title">
        <div className="container split split--reverse">
          <div className="split__media">
            <Picture image={capSection.image} alt={capSection.alt} sizes={`${media.desktop} 560px, 100vw`} />
          </div>
          <div>
            <span className="eyebrow">Why Choose Our</span>
            <h2 id="why-title">{whyChoose.title}</h2>
            <p className="lead">{whyChoose.text}</p>
            <ul className="points">
              {whyChoose.points.map((point) => (
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
            <a className="btn btn--accent" href={routes.quoteForm}>
              Get a Free Consultation
            </a>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="how-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Four simple steps</span>
            <h2 id="how-title">How it works</h2>
          </div>
          <StepList steps={howItWorks} />
        </div>
      </section>

      <VideoSection />
    </>
  )
}
