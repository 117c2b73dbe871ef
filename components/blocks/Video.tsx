/**
 * The video block: the video's poster and a free quote form. The poster is a plain image; Play Video
 * loads the dialog's code on click (through `useChunk`: a failure or time-out shows a message with a
 * retry under the poster), and only then is the player's iframe created. Without JavaScript the same
 * spot is a link that opens the video in a new tab.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Resolved } from '../../lib/blocks'
import { ChunkError } from '../ChunkError'
import { ExternalLink } from '../ExternalLink'
import { Icon } from '../Icon'
import { Picture } from '../Picture'
import { QuoteForm } from '../QuoteForm'
import { useChunk } from '../useChunk'
import './Video.css'

const loadVideoModal = () => import('../VideoModal')

export function Video({ block, id, formId, chunkWords }: { block: Resolved<'video'>; id: string; formId: string; chunkWords: { failed: string; advice: string; retry: string } }) {
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
  const { video } = block

  const playLabel = (
    <>
      <span className="video__play-icon">
        <Icon name="play" size={28} />
      </span>
      <span className="video__play-text">{block.play}</span>
    </>
  )
  return (
    <section className="section section--dark video" aria-labelledby={id}>
      <div className="container video__grid">
        <div className="video__media">
          {block.eyebrow && <span className="eyebrow">{block.eyebrow}</span>}
          <h2 id={id}>{block.heading}</h2>
          <p className="video__lead">{block.lead}</p>
          <div className="video__poster">
            <Picture image={video.poster} alt="" />
            {hydrated ? (
              <button ref={playRef} type="button" className="video__play" onClick={play}>
                {playLabel}
              </button>
            ) : (
              <ExternalLink className="video__play" href={video.embedUrl}>
                {playLabel}
              </ExternalLink>
            )}
          </div>
          {open && dialog.failed && <ChunkError what={block.failed} words={chunkWords} onRetry={dialog.load} />}
        </div>
        <div className="video__form">
          <QuoteForm idPrefix={formId} form={block.form} heading={block.formHeading} />
        </div>
      </div>
      {Modal && <Modal src={video.embedUrl} title={video.title} close={block.close} onClose={close} returnFocusTo={playRef.current} />}
    </section>
  )
}
