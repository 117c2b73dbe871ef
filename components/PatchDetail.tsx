/** The detail block of a patch type: picture, text, its working process and its recent projects. */
import type { RefObject } from 'react'
import type { ContentImage, Step } from '../content/config'
import { Picture } from './Picture'
import { StepList } from './StepList'
import { routes } from '../lib/navigation'
import { media } from '../lib/breakpoints'

/** What the detail shows of a patch type (content/patches.json, its process steps filled in). */
export interface PatchData {
  name: string
  image: ContentImage
  paragraphs: string[]
  steps: Step[]
  gallery: ContentImage[]
}

export function PatchDetail({ patch, imageRef }: { patch: PatchData; imageRef: RefObject<HTMLDivElement | null> }) {
  return (
    <article className="patch" aria-labelledby="patch-name">
      <div ref={imageRef} className="patch__image">
        <Picture image={patch.image} alt={`Example of ${patch.name.toLowerCase()} made to order`} priority sizes={`${media.desktop} 760px, 100vw`} />
      </div>
      <h2 id="patch-name">{patch.name}</h2>
      {patch.paragraphs.map((text) => (
        <p key={text.slice(0, 40)}>{text}</p>
      ))}

      <section className="patch__block" aria-labelledby="patch-process">
        <h2 id="patch-process">Working Process</h2>
        <StepList steps={patch.steps} />
      </section>

      <section className="patch__block" aria-labelledby="patch-projects">
        <h2 id="patch-projects">Recent projects</h2>
        <ul className="patch-gallery">
          {patch.gallery.map((image, i) => (
            <li key={image.src}>
              <a className="patch-gallery__item" href={routes.quoteForm}>
                <Picture image={image} alt={`${patch.name}: recent project ${i + 1}`} sizes={`${media.desktop} 370px, 50vw`} />
                <span className="patch-gallery__name" aria-hidden="true">
                  <span className="patch-gallery__title">{patch.name}</span>
                  <small>Request a quote</small>
                </span>
                <span className="visually-hidden">: request a quote</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  )
}
