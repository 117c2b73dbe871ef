/**
 * The editor's preview pane: entries drawn with the site's own components and stylesheets, so a
 * writer sees the FAQ, the price cards, a patch type or a page as visitors will.
 */
import type { CMS as DecapCms, PreviewTemplateComponentProps } from 'decap-cms-core'
import { useRef, type ReactNode } from 'react'
import { FaqAccordion } from '../components/FaqAccordion'
import { PriceCard } from '../components/PriceCard'
import { StepList } from '../components/StepList'
import type { FaqEntry, Patch, Plan, Services, Step } from '../content/config'
import { PatchDetail } from '../components/PatchDetail'
import siteCss from '../renderer/styles.css?inline'

// Every stylesheet of the site, as text for the preview frame (the site uses one stylesheet too).
const componentCss = import.meta.glob<string>(['../components/**/*.css', '../pages/**/*.css'], { query: '?inline', import: 'default', eager: true })

/** The entry's data as plain values. */
function dataOf<T>(entry: PreviewTemplateComponentProps['entry']): T {
  return (entry.get('data')?.toJS?.() ?? {}) as T
}

/** The page frame of the site: the blue banner with the heading, then the content. */
function Frame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <main>
      <section className="banner">
        <div className="container banner__inner">
          <h1 className="banner__title">{heading || 'Untitled'}</h1>
        </div>
      </section>
      <div className="section">
        <div className="container">{children}</div>
      </div>
    </main>
  )
}

function PagePreview({ entry, widgetFor }: PreviewTemplateComponentProps) {
  const { title = '', heading } = dataOf<{ title?: string; heading?: string }>(entry)
  return (
    <Frame heading={heading || title.split(' | ')[0]}>
      <article className="prose">{widgetFor('body')}</article>
    </Frame>
  )
}

function SectionPreview({ widgetFor }: PreviewTemplateComponentProps) {
  return (
    <div className="section">
      <div className="container">
        <div className="prose">{widgetFor('body')}</div>
      </div>
    </div>
  )
}

function FaqPreview({ entry }: PreviewTemplateComponentProps) {
  const items = dataOf<{ items?: FaqEntry[] }>(entry).items ?? []
  return (
    <Frame heading="FAQ">
      <FaqAccordion entries={items.map((item) => ({ ...item, question: item.question ?? '', answer: item.answer ?? '' }))} />
    </Frame>
  )
}

function ServicesPreview({ entry }: PreviewTemplateComponentProps) {
  const services = dataOf<Partial<Services>>(entry)
  const plans = Object.values(services.plans ?? {}) as Plan[]
  return (
    <Frame heading="Services and prices">
      <h2>How it works</h2>
      <StepList steps={(services.howItWorks ?? []) as Step[]} />
      <h2>Prices</h2>
      <div className="price-grid">
        {plans.map((plan, i) => (
          <PriceCard key={plan.name ?? i} plan={{ ...plan, lines: plan.lines ?? [] }} featured={i === 1} words={{ from: 'from', minimum: 'min.', action: { label: 'Request Quote', href: '/contact#contact' } }} />
        ))}
      </div>
    </Frame>
  )
}

function PatchesPreview({ entry }: PreviewTemplateComponentProps) {
  const patches = dataOf<{ items?: Patch[] }>(entry).items ?? []
  const imageRef = useRef<HTMLDivElement>(null)
  return (
    <Frame heading="Custom patches">
      {patches.map((patch, i) => (
        <div key={patch.slug ?? i} className="patches__main">
          <PatchDetail
            imageRef={imageRef}
            words={{ detailAlt: '{name}', processTitle: 'Working Process', galleryTitle: 'Recent projects', galleryAlt: '{name} {n}', galleryAction: 'Request a quote' }}
            patch={{
              name: patch.name ?? '',
              image: patch.image,
              paragraphs: (patch.content ?? '').split(/\n\s*\n/),
              steps: [
                { title: 'Booking Online', text: patch.bookingText ?? '' },
                { title: 'Approve Design', text: patch.designText ?? '' },
                { title: 'Start Production', text: patch.orderText ?? '' },
              ],
              gallery: patch.portfolioImages ?? [],
            }}
          />
        </div>
      ))}
    </Frame>
  )
}

/** Registers the site's styles and the preview templates with Decap. */
export function registerPreviews(cms: DecapCms): void {
  cms.registerPreviewStyle(siteCss, { raw: true })
  for (const css of Object.values(componentCss)) cms.registerPreviewStyle(css, { raw: true })
  cms.registerPreviewTemplate('pages', PagePreview)
  cms.registerPreviewTemplate('sections', SectionPreview)
  cms.registerPreviewTemplate('faq', FaqPreview)
  cms.registerPreviewTemplate('services', ServicesPreview)
  cms.registerPreviewTemplate('patches', PatchesPreview)
}
