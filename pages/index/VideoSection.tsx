/**
 * Home "video and quote form" section. The poster is a plain image; Play Video loads the dialog's
 * code on click (through `useChunk`: a failure or time-out shows a message with a retry under the
 * poster), and only then is the player's iframe created. Without JavaScript the same spot is a link
 * that opens the video in a new tab.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { site } from 'virtual:content'
import { ExternalLink } from '../../components/ExternalLink'
import { Icon } from '../../components/Icon'
import { Picture } from '../../components/Picture'
import { QuoteForm } from '../../components/QuoteForm'
import { ChunkError } from '../../components/ChunkError'
import { useChunk } from '../../components/useChunk'
import { media } from '../../lib/breakpoints'

const loadVideoModal = () => import('./VideoModal')

export function VideoSection() {
  const [hydrated, setHydrated] = useState(false)
  const [open, setOpen] = useState(false)
  const dialog = useChunk(loadVideoModal)
  const playRef = useRef<HTMLButtonElement>(null)
  useEffect(() => setHydrated(true), [])

  // The dialog opens as soon as its code is there: at once, or after a retry.
  const play = () => {
    setOpen(true)
    dialog.load()
  }
  const close = useCallback(() => setOpen(false), [])
  const Modal = open ? dialog.module?.VideoModal : undefined

  const playLabel = (
    <>
      <span className="video__play-icon">
        <Icon name="play" size={28} />
      </span>
      <span className="video__play-text">Play Video</span>
    </>
  )
  return (
    <section className="section section--dark video" aria-labelledby="video-title">
      <div className="container video__grid">
        <div className="video__media">
          <span className="eyebrow">See us at work</span>
          <h2 id="video-title">{site.video.title}</h2>
          <p className="video__lead">
            Watch a logo go from artwork to a production-ready stitch file, then send us yours for a free quote: most files are ready in {site.turnaround}.
          </p>
          <div className="video__poster">
            <Picture image={site.video.poster} alt="" sizes={`${media.desktop} 560px, 100vw`} />
            {hydrated ? (
              <button ref={playRef} type="button" className="video__play" onClick={play}>
                {playLabel}
              </button>
            ) : (
              <ExternalLink className="video__play" href={site.video.embedUrl}>
                {playLabel}
              </ExternalLink>
            )}
          </div>
          {open && dialog.failed && <ChunkError what="The video player" onRetry={dialog.load} />}
        </div>
        <div className="video__form">
          <QuoteForm idPrefix="home-quote" includeCustomPatches heading="Get a Free Quote" />
        </div>
      </div>
      {Modal && <Modal src={site.video.embedUrl} title={site.video.title} onClose={close} returnFocusTo={playRef.current} />}
    </section>
  )
}
