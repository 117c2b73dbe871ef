/**
 * Home "video and quote form" section. The poster is a plain image; Play Video loads the dialog's
 * code with `import()` on click, and only then is the player's iframe created. Without JavaScript
 * the same spot is a link that opens the video in a new tab.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { site } from 'virtual:content'
import { ExternalLink } from '../../components/ExternalLink'
import { Icon } from '../../components/Icon'
import { Picture } from '../../components/Picture'
import { QuoteForm } from '../../components/QuoteForm'
import type { VideoModalProps } from '../../components/VideoModal'

export function VideoSection() {
  const [hydrated, setHydrated] = useState(false)
  const [Modal, setModal] = useState<ComponentType<VideoModalProps> | null>(null)
  const playRef = useRef<HTMLButtonElement>(null)
  useEffect(() => setHydrated(true), [])

  const open = async () => {
    const { VideoModal } = await import('../../components/VideoModal')
    setModal(() => VideoModal)
  }
  const close = useCallback(() => setModal(null), [])

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
            <Picture image={site.video.poster} alt="" sizes="(min-width: 1000px) 560px, 100vw" />
            {hydrated ? (
              <button ref={playRef} type="button" className="video__play" onClick={open}>
                {playLabel}
              </button>
            ) : (
              <ExternalLink className="video__play" href={site.video.embedUrl}>
                {playLabel}
              </ExternalLink>
            )}
          </div>
        </div>
        <div className="video__form">
          <QuoteForm idPrefix="home-quote" includeCustomPatches heading="Get a Free Quote" />
        </div>
      </div>
      {Modal && <Modal src={site.video.embedUrl} title={site.video.title} onClose={close} returnFocusTo={playRef.current} />}
    </section>
  )
}
