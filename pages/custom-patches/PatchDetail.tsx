/** The detail block of a patch type: picture, text, its working process and its recent projects. */
import type { RefObject } from 'react'
import { Picture } from '../../components/Picture'
import { StepList } from '../../components/StepList'
import type { Data } from './+data'

type PatchData = NonNullable<Data['patch']>

export function PatchDetail({ patch, imageRef }: { patch: PatchData; imageRef: RefObject<HTMLDivElement | null> }) {
  return (
    <article className="patch" aria-labelledby="patch-name">
      <div ref={imageRef} className="patch__image">
        <Picture image={patch.image} alt={`Example of ${patch.name.toLowerCase()} made to order`} priority sizes="(min-width: 1000px) 760px, 100vw" />
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
              <a className="patch-gallery__item" href="/contact#contact">
                <Picture image={image} alt={`${patch.name}: recent project ${i + 1}`} sizes="(min-width: 1000px) 370px, 50vw" />
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
