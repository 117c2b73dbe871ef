/** The detail block of a patch type: picture, text, its working process and its recent projects. */
import type { ContentImage, Step } from '../content/config'
import { fillWords } from '../lib/fillWords'
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

/** The words of the detail (the patch catalogue block of content/pages/custom-patches.mdx). */
export interface PatchDetailWords {
  /** {name} filled in, in lower case. */
  detailAlt: string
  processTitle: string
  galleryTitle: string
  /** {name} and {n} filled in. */
  galleryAlt: string
  galleryAction: string
}

export function PatchDetail({ patch, words }: { patch: PatchData; words: PatchDetailWords }) {
  return (
    <article className="patch" aria-labelledby="patch-name">
      <div className="patch__image">
        <Picture
          image={patch.image}
          alt={fillWords(words.detailAlt, { name: patch.name.toLowerCase() })}
          priority
          sizes={`${media.desktop} 760px, 100vw`}
        />
      </div>
      <h2 id="patch-name">{patch.name}</h2>
      {patch.paragraphs.map((text) => (
        <p key={text.slice(0, 40)}>{text}</p>
      ))}

      <section className="patch__block" aria-labelledby="patch-process">
        <h2 id="patch-process">{words.processTitle}</h2>
        <StepList steps={patch.steps} />
      </section>

      <section className="patch__block" aria-labelledby="patch-projects">
        <h2 id="patch-projects">{words.galleryTitle}</h2>
        <ul className="patch-gallery">
          {patch.gallery.map((image, i) => (
            <li key={image.src}>
              <a className="patch-gallery__item" href={routes.quoteForm}>
                <Picture
                  image={image}
                  alt={fillWords(words.galleryAlt, { name: patch.name, n: i + 1 })}
                  sizes={`${media.desktop} 370px, 50vw`}
                />
                <span className="patch-gallery__name" aria-hidden="true">
                  <span className="patch-gallery__title">{patch.name}</span>
                  <small>{words.galleryAction}</small>
                </span>
                <span className="visually-hidden">: {words.galleryAction}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  )
}
